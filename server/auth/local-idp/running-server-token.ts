import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The data folder's file whose secret lets a process on this machine ask the running server for a token. */
export const LOCAL_TOKEN_SECRET_FILE = 'local-token.secret';

/**
 * An access token of the bundled identity provider for `email`, minted by the server running at
 * `base` on the data folder `dataDir` (its loopback-only route, POST /auth/local-token, which
 * checks the folder's secret): `npm run token`, the load test, the fault tests and the bench ask
 * it so.
 */
export async function tokenFromRunningServer(base: string, dataDir: string, email: string): Promise<string> {
  const secret = readFileSync(path.resolve(dataDir, LOCAL_TOKEN_SECRET_FILE), 'utf8').trim();
  const response = await fetch(`${base}/auth/local-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-local-secret': secret },
    body: JSON.stringify({ email }),
  });
  const body = (await response.json()) as { access_token?: string; message?: string };
  if (!response.ok || !body.access_token)
    throw new Error(body.message ?? `Falha ao obter o token (${response.status})`);
  return body.access_token;
}
