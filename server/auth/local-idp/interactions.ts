import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import formbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { INTERACTION_PATH, findLocalIdentityByEmail } from './provider.ts';
import { loginPage, errorPage } from './pages.ts';
import { verifyPassword } from './passwords.ts';
import { mintAccessToken } from './mint-token.ts';
import type { IdpSecrets } from './secrets.ts';
import { SIGN_IN_BLOCKED, clientAddress, signInAttempts } from '../../security/limits.ts';

interface Options {
  provider: Provider;
  db: Db;
  config: Config;
  secrets: IdpSecrets;
  /** Shared with `npm run token` through a file only the server's user can read. */
  localTokenSecret: string;
}

const WRONG_CREDENTIALS = 'E-mail ou senha incorretos.';
export const MISSING_CREDENTIALS = 'Informe o e-mail e a senha.';
const EXPIRED = 'A sessão de acesso expirou. Volte ao sistema e entre novamente.';

/** The provider's sign-in page: e-mail and password, no sign-up. */
export const interactionRoutes: FastifyPluginAsync<Options> = async (
  app,
  { provider, db, config, secrets, localTokenSecret },
) => {
  await app.register(formbody);
  const attempts = signInAttempts(db);

  app.get<{ Params: { uid: string } }>(`${INTERACTION_PATH}/:uid`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.prompt.name !== 'login') {
        // Consent is never asked of this first-party app: the grant is made on sign-in.
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
        return;
      }
      return loginPage({
        action: `${INTERACTION_PATH}/${details.uid}`,
        email: details.params.login_hint as string | undefined,
      });
    } catch {
      return reply.code(400).send(errorPage(EXPIRED));
    }
  });

  app.post<{ Params: { uid: string }; Body: { email?: string; password?: string } }>(
    `${INTERACTION_PATH}/:uid`,
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      let details;
      try {
        details = await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return reply.code(400).send(errorPage(EXPIRED));
      }
      const email = String(request.body?.email ?? '')
        .trim()
        .slice(0, 320);
      const password = String(request.body?.password ?? '').slice(0, 1024);
      const action = `${INTERACTION_PATH}/${details.uid}`;
      // An empty field tests no credential: said in Portuguese, and not counted as a failure.
      if (!email || !password) return reply.code(400).send(loginPage({ action, email, error: MISSING_CREDENTIALS }));
      const address = clientAddress(request);
      const retryAfter = await attempts.begin(address, email);
      if (retryAfter) {
        request.log.warn({ event: 'login_blocked' }, 'sign-in refused: too many failures');
        reply.header('Retry-After', String(retryAfter));
        return reply.code(429).send(loginPage({ action, email, error: SIGN_IN_BLOCKED }));
      }
      const identity = email ? await findLocalIdentityByEmail(db, email) : undefined;
      const valid = await verifyPassword(password, identity?.passwordHash, config.passwordCost);
      if (!identity || !valid) {
        // Counted as a failure by begin().
        request.log.info({ event: 'login_failed' }, 'sign-in refused');
        return reply.code(401).send(loginPage({ action, email, error: WRONG_CREDENTIALS }));
      }
      await attempts.succeeded(address, email);
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: identity.sub, remember: true } },
        { mergeWithLastSubmission: false },
      );
    },
  );

  // `npm run token` asks the running server when the embedded database is in its hands.
  app.post<{ Body: { email?: string } }>('/auth/local-token', async (request, reply) => {
    const given = Buffer.from(String(request.headers['x-local-secret'] ?? ''));
    const expected = Buffer.from(localTokenSecret);
    const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip);
    if (!loopback || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(403).send({ message: 'Acesso negado' });
    }
    const identity = await findLocalIdentityByEmail(db, String(request.body?.email ?? ''));
    if (!identity) return reply.code(404).send({ message: 'Usuário não encontrado' });
    return { access_token: await mintAccessToken(config.identity, secrets.signingKey, identity.sub) };
  });
};
