import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection.ts';
import { loadCurrentUser, touchLastActivity, type CurrentUser } from '../accounts/current-user.ts';
import { unauthorized } from '../http/errors.ts';
import type { TokenVerifier } from './verify-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking; set on every route that is not public. */
    user: CurrentUser;
  }
  interface FastifyContextConfig {
    /** A route that needs no sign-in (health, public removal flow, SPA config). */
    public?: boolean;
  }
}

interface Options {
  db: Db;
  verify: TokenVerifier;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Every route is authenticated unless it says `config: { public: true }`: forgetting the
 * check is not possible. A valid token of an unknown or role-less user is 401 too.
 */
export const authenticate = fp<Options>(async (app: FastifyInstance, { db, verify }) => {
  app.decorateRequest('user', null as unknown as CurrentUser);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    const token = bearer(request);
    if (!token) throw unauthorized();
    let sub: string;
    try {
      sub = (await verify(token)).sub;
    } catch {
      throw unauthorized('Sessão inválida ou expirada');
    }
    const user = await loadCurrentUser(db, sub);
    if (!user) throw unauthorized('Usuário sem acesso ao sistema');
    request.user = user;
    void touchLastActivity(db, user.id).catch(() => undefined);
  });
});
