import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { windowCounter } from './window-counter.ts';

/** Failed sign-ins allowed per network address and e-mail in SIGN_IN_WINDOW_MS. */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins per address whatever the e-mail (trying many accounts), in the same window. */
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 50;
export const SIGN_IN_BLOCKED = 'Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente.';

/** Calls per network address per minute to the provider's token endpoint (code exchange, refresh). */
export const TOKEN_MAX_PER_MINUTE = 60;
/** Calls per network address per minute to any other public route (health, client config, pages). */
export const PUBLIC_MAX_PER_MINUTE = 300;
/**
 * Signed-link downloads (documents, photos, reports) are public routes too, but a lot screen
 * may show dozens of photos and an office shares one address: a higher limit of their own.
 */
export const DOWNLOADS_MAX_PER_MINUTE = 1200;
export const TOO_MANY = 'Muitas requisições deste endereço de rede. Tente novamente em instantes.';

/**
 * Failed sign-ins of the bundled provider, per address and e-mail: the 11th try in 15 minutes
 * is refused, right password or not, so a password cannot be guessed from one place; another
 * address (the real person at their desk) still signs in. A success clears the count. An
 * address that fails 50 times with any e-mails (trying many accounts) is refused too.
 */
export function signInAttempts() {
  const failures = windowCounter(SIGN_IN_WINDOW_MS);
  const perAddress = windowCounter(SIGN_IN_WINDOW_MS);
  const key = (ip: string, email: string) => `${ip}\u0000${email.trim().toLowerCase()}`;
  return {
    blocked(ip: string, email: string): number | false {
      const one = failures.peek(key(ip, email));
      if (one.count >= SIGN_IN_MAX_FAILURES) return one.retryAfterSeconds;
      const all = perAddress.peek(ip);
      return all.count >= SIGN_IN_MAX_FAILURES_PER_ADDRESS ? all.retryAfterSeconds : false;
    },
    failed(ip: string, email: string) {
      failures.hit(key(ip, email));
      perAddress.hit(ip);
    },
    succeeded: (ip: string, email: string) => failures.reset(key(ip, email)),
  };
}

/**
 * Per-address limits on what anyone may call without signing in: the token endpoint of the
 * bundled provider (answered by its Koa app, so checked here before it) and every route whose
 * access is 'public' and that has no limit of its own (data removal has a stricter one).
 */
export function registerPublicLimits(app: FastifyInstance): void {
  const token = windowCounter(60_000);
  const open = windowCounter(60_000);
  const downloads = windowCounter(60_000);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (request.method === 'POST' && path === '/idp/oauth/token') {
      const { count, retryAfterSeconds } = token.hit(request.ip);
      if (count > TOKEN_MAX_PER_MINUTE) {
        reply.header('Retry-After', String(retryAfterSeconds));
        return reply.code(429).send({ error: 'too_many_requests', error_description: TOO_MANY });
      }
      return;
    }
    const config = request.routeOptions.config as { access?: string; rateLimit?: unknown } | undefined;
    if (config?.access !== 'public' || config.rateLimit) return;
    const download = request.routeOptions.url?.endsWith('/download') ?? false;
    const { count, retryAfterSeconds } = (download ? downloads : open).hit(request.ip);
    if (count > (download ? DOWNLOADS_MAX_PER_MINUTE : PUBLIC_MAX_PER_MINUTE)) {
      reply.header('Retry-After', String(retryAfterSeconds));
      throw new HttpError(429, TOO_MANY);
    }
  });
}
