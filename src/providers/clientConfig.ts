import type { clientConfigAnswer } from '../../domain/api/client-config.ts';
import type { Answer } from '../../domain/api/wire.ts';

/** What the server tells the SPA before sign-in (`GET /api/client-config`, domain/api/client-config.ts). */
export type ClientConfig = Answer<typeof clientConfigAnswer>;

/**
 * The one request made outside the dataProvider: it runs before there is a session, to know
 * which identity provider to talk to.
 */
export async function loadClientConfig(apiUrl = '/api'): Promise<ClientConfig> {
  const response = await fetch(`${apiUrl}/client-config`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Falha ao carregar a configuração (${response.status})`);
  return (await response.json()) as ClientConfig;
}
