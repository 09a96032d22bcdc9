/** What the server tells the SPA before sign-in (`GET /api/client-config`). */
export interface ClientConfig {
  auth: { provider: 'local' | 'auth0'; domain: string; clientId: string; audience: string };
  /** Where the removal page sends people once done (PUBLIC_SITE_URL). */
  publicSiteUrl: string;
  /** The lot map's base tiles (MAP_TILES_URL); null: none, the map draws on a plain background. */
  mapTiles?: { url: string; attribution: string } | null;
}

/**
 * The one request made outside the dataProvider: it runs before there is a session, to know
 * which identity provider to talk to.
 */
export async function loadClientConfig(apiUrl = '/api'): Promise<ClientConfig> {
  const response = await fetch(`${apiUrl}/client-config`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Falha ao carregar a configuração (${response.status})`);
  return (await response.json()) as ClientConfig;
}
