import { ConfigError, loadConfig, type Config } from '../server/config.ts';
import { connect } from '../server/db/connection.ts';
import { DataDirLockedError } from '../server/db/data-dir-lock.ts';
import { loadIdpSecrets } from '../server/auth/local-idp/secrets.ts';
import { findLocalIdentityByEmail } from '../server/auth/local-idp/provider.ts';
import { mintAccessToken } from '../server/auth/local-idp/mint-token.ts';
import { tokenFromRunningServer } from '../server/auth/local-idp/running-server-token.ts';

/**
 * `npm run -s token -- <email>` prints an access token of the bundled identity provider for
 * that user, for scripts and curl. With the embedded database open by a running server, it
 * asks that server (loopback only, with the secret file in the data folder).
 */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const email = process.argv[2];
if (!email) fail('Uso: npm run -s token -- <email>');

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
if (config.identity.kind !== 'local') {
  fail('Um provedor de identidade externo (Auth0) está configurado: obtenha o token por ele.');
}

async function fromDatabase(): Promise<string> {
  const database = await connect({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
    sharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  try {
    const identity = await findLocalIdentityByEmail(database.db, email);
    if (!identity) fail(`Usuário não encontrado: ${email}`);
    const secrets = await loadIdpSecrets(database.db);
    return await mintAccessToken(config.identity, secrets.signingKey, identity.sub);
  } finally {
    await database.close();
  }
}

async function fromRunningServer(): Promise<string> {
  try {
    return await tokenFromRunningServer(`http://127.0.0.1:${config.port}`, config.dataDir, email);
  } catch (error) {
    fail((error as Error).message);
  }
}

try {
  console.log(await fromDatabase());
} catch (error) {
  if (!(error instanceof DataDirLockedError)) fail(`Falha ao obter o token: ${(error as Error).message}`);
  console.log(await fromRunningServer());
}
