import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection.ts';
import { loadCurrentUser, touchLastActivity, type CurrentUser } from '../accounts/current-user.ts';
import { unauthorized } from '../errors.ts';
import type { TokenVerifier } from './verify-token.ts';
import { cachedVerifier } from './verify-cache.ts';
import { forbidden } from '../errors.ts';
import { ACCESS_LEVELS, type Access } from '../http/access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking; set on every route that is not public. */
    user: CurrentUser;
  }
  interface FastifyContextConfig {
    /** Who may call the route (server/http/access.ts). Every /api route declares it. */
    access?: Access;
  }
}

interface Options {
  db: Db;
  verify: TokenVerifier;
  /**
   * Work that needs a caller whose token checked out but not yet who they are, started before
   * the user's statement so the two reach the database together (the scope's lookups:
   * server/http/scope.ts). It must decide nothing.
   */
  alongside?: (request: FastifyRequest) => void;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Every route declares its access level and is authenticated unless it is `public`; a route
 * without a declaration stops the start. A valid token of an unknown or role-less user is
 * 401; a global-admin route answers 403 to anyone else. Project-scoped levels are checked
 * in the handlers (server/projects/access.ts), where the record's project is known.
 */
export const authenticate = fp<Options>(async (app: FastifyInstance, { db, verify: verifyToken, alongside }) => {
  const verify = cachedVerifier(verifyToken);
  const touched = activityThrottle();
  app.decorateRequest('user', null as unknown as CurrentUser);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`A rota ${route.method} ${route.url} não declara config.access`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === 'public') return;
    const token = bearer(request);
    if (!token) throw unauthorized();
    let sub: string;
    try {
      sub = (await verify(token)).sub;
    } catch {
      throw unauthorized('Sessão inválida ou expirada');
    }
    alongside?.(request);
    const user = await loadCurrentUser(db, sub);
    if (!user) throw unauthorized('Usuário sem acesso ao sistema');
    request.user = user;
    if (touched.due(user.id)) void touchLastActivity(db, user.id).catch(() => undefined);
    if (access === 'global-admin' && user.role !== 'admin') throw forbidden();
  });
});

/** Users' activity is stored at most once a minute (touchLastActivity's own condition). */
const TOUCH_EVERY_MS = 60_000;
/** Past this many users the memory is simply forgotten: the worst case is one extra UPDATE each. */
const MAX_REMEMBERED = 10_000;

/**
 * When this process last sent a user's activity: the UPDATE would match no row within the
 * minute anyway, so it is not sent on every request (issue #19 goal 4: one round trip less).
 * Per app, so apps on different databases (tests) never skip each other's writes.
 */
function activityThrottle() {
  const last = new Map<number, number>();
  return {
    due(userId: number, now = Date.now()): boolean {
      const at = last.get(userId);
      if (at !== undefined && now - at < TOUCH_EVERY_MS) return false;
      if (last.size >= MAX_REMEMBERED) last.clear();
      last.set(userId, now);
      return true;
    },
  };
}
