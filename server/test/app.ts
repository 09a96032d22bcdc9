import type { Config } from '../config.ts';
import { testConfig } from './config.ts';
import type { Database } from '../db/connection.ts';
import { buildApp, type AppOptions } from '../app.ts';
import { seedDemoAccounts } from '../seed/accounts.ts';
import { loadIdpSecrets } from '../auth/local-idp/secrets.ts';
import { findLocalIdentityByEmail } from '../auth/local-idp/provider.ts';
import { mintAccessToken } from '../auth/local-idp/mint-token.ts';
import { freshDatabase } from './database.ts';
import { hashOnce } from './password-hash.ts';

export { TEST_ORIGIN, testConfig } from './config.ts';

/** The real app on a fresh database with the demo accounts, and a way to sign in as one. */
export async function testApp(
  options: { database?: Database; config?: Config; resources?: AppOptions['resources'] } = {},
) {
  const config = options.config ?? testConfig();
  const database = options.database ?? (await freshDatabase());
  await seedDemoAccounts(database.db, config, hashOnce);
  const app = await buildApp({ config, database, logger: false, resources: options.resources });
  await app.ready();
  const tokenFor = async (email: string) => {
    const identity = await findLocalIdentityByEmail(database.db, email);
    if (!identity) throw new Error(`no identity for ${email}`);
    const { signingKey } = await loadIdpSecrets(database.db);
    return mintAccessToken(config.identity, signingKey, identity.sub);
  };
  const close = async () => {
    await app.close();
    if (!options.database) await database.close();
  };
  return { app, database, config, tokenFor, close };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
