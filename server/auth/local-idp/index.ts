import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import middie from '@fastify/middie';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { createLocalProvider } from './provider.ts';
import { interactionRoutes } from './interactions.ts';
import { named } from '../../named-plugin.ts';
import { loadIdpSecrets, publicJwk } from './secrets.ts';
import { purgeExpired } from './adapter.ts';
import type { JWK } from 'jose';
import { LOCAL_TOKEN_SECRET_FILE } from './running-server-token.ts';

const isProviderPath = (url: string) => url === '/idp' || url.startsWith('/idp/') || url.startsWith('/idp?');

const localTokenSecretPath = (config: Config) => path.resolve(config.dataDir, LOCAL_TOKEN_SECRET_FILE);

function ensureLocalTokenSecret(config: Config): string {
  const file = localTokenSecretPath(config);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * Mounts the bundled OpenID provider under /idp and its sign-in page under /auth.
 * Returns the public keys the API verifies access tokens with.
 */
export async function mountLocalIdentityProvider(app: FastifyInstance, config: Config, db: Db): Promise<JWK[]> {
  const secrets = await loadIdpSecrets(db);
  const provider = createLocalProvider(config, db, secrets);
  await purgeExpired(db);
  const purge = setInterval(() => void purgeExpired(db).catch(() => undefined), 60 * 60 * 1000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  // The provider's Koa app reads the client's address, scheme and host from X-Forwarded-*
  // (provider.proxy): it is handed exactly what Fastify resolved under TRUST_PROXY, so both
  // apply one rule and a client's own X-Forwarded-* never reaches it.
  app.addHook('onRequest', async (request) => {
    if (!isProviderPath(request.url)) return;
    const headers = request.raw.headers;
    const resolved = {
      'x-forwarded-for': request.ip,
      'x-forwarded-proto': request.protocol,
      'x-forwarded-host': request.host,
    };
    for (const [name, value] of Object.entries(resolved)) {
      if (value) headers[name] = value;
      else delete headers[name];
    }
  });
  await app.register(middie);
  app.use('/idp', provider.callback());
  await app.register(named(interactionRoutes), {
    provider,
    db,
    config,
    secrets,
    localTokenSecret: ensureLocalTokenSecret(config),
  });
  return [publicJwk(secrets.signingKey)];
}
