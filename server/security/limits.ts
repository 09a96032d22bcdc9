import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { isDatabaseUnavailable, type Db } from '../db/connection.ts';
import { HttpError } from '../errors.ts';
import { purgeExpiredCounters, windowCounter, type CounterOptions } from './window-counter.ts';

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
 * The address every limit counts by: `request.ip`, which follows TRUST_PROXY
 * (security/trust-proxy.ts), normalised as @fastify/rate-limit's own key (the data-removal
 * routes) is: IPv4-mapped IPv6 as IPv4, and an IPv6 address as its /64, the block one
 * subscriber gets, so rotating addresses inside it does not escape a limit.
 */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip ?? '', 64);

/**
 * Failed sign-ins of the bundled provider, per address and e-mail: the 11th try in 15 minutes
 * is refused, right password or not, so a password cannot be guessed from one place; another
 * address (the real person at their desk) still signs in. A success clears the count. An
 * address that fails 50 times with any e-mails (trying many accounts) is refused too.
 *
 * A try is counted before the password is checked (`begin`), so parallel tries cannot all
 * pass the check before any failure is recorded; a refused try and a success take theirs back.
 */
export function signInAttempts(db: Db, options: CounterOptions = {}) {
  const failures = windowCounter(db, 'sign-in:address+email', SIGN_IN_WINDOW_MS, options);
  const perAddress = windowCounter(db, 'sign-in:address', SIGN_IN_WINDOW_MS, options);
  const key = (address: string, email: string) => `${address}\u0000${email.trim().toLowerCase()}`;
  return {
    /** Counts a try; the seconds to wait when it is refused, else false. */
    async begin(address: string, email: string): Promise<number | false> {
      const [one, all] = await Promise.all([failures.hit(key(address, email)), perAddress.hit(address)]);
      const over = [
        one.count > SIGN_IN_MAX_FAILURES ? one.retryAfterSeconds : 0,
        all.count > SIGN_IN_MAX_FAILURES_PER_ADDRESS ? all.retryAfterSeconds : 0,
      ];
      if (!over.some(Boolean)) return false;
      // A refused try is not a failure: the counts stay at the limit, the windows unchanged.
      await Promise.all([failures.undo(key(address, email)), perAddress.undo(address)]);
      return Math.max(...over);
    },
    /** The password was right: this address and e-mail start again, and the try is not a failure. */
    async succeeded(address: string, email: string): Promise<void> {
      await Promise.all([failures.reset(key(address, email)), perAddress.undo(address)]);
    },
  };
}

/** How often expired counters are deleted. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Per-address limits on what anyone may call without signing in: the token endpoint of the
 * bundled provider (answered by its Koa app, so checked here before it) and every route whose
 * access is 'public' and that has no limit of its own (data removal has a stricter one).
 * The counts live in the database (window-counter.ts).
 */
export function registerPublicLimits(app: FastifyInstance, db: Db, options: CounterOptions = {}): void {
  const token = windowCounter(db, 'public:token', 60_000, options);
  const open = windowCounter(db, 'public:routes', 60_000, options);
  const downloads = windowCounter(db, 'public:downloads', 60_000, options);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (request.method === 'POST' && path === '/idp/oauth/token') {
      const { count, retryAfterSeconds } = await token.hit(clientAddress(request));
      if (count > TOKEN_MAX_PER_MINUTE) {
        reply.header('Retry-After', String(retryAfterSeconds));
        return reply.code(429).send({ error: 'too_many_requests', error_description: TOO_MANY });
      }
      return;
    }
    const config = request.routeOptions.config as { access?: string; rateLimit?: unknown } | undefined;
    if (config?.access !== 'public' || config.rateLimit) return;
    const download = request.routeOptions.url?.endsWith('/download') ?? false;
    // With the database unreachable nothing can be counted, and nothing behind these routes can
    // be read either: the route answers for itself (/api/health says 'indisponível', the others
    // 503), instead of the count's failure hiding that answer.
    const counted = await (download ? downloads : open).hit(clientAddress(request)).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) return null;
      throw error;
    });
    if (!counted) return;
    const { count, retryAfterSeconds } = counted;
    if (count > (download ? DOWNLOADS_MAX_PER_MINUTE : PUBLIC_MAX_PER_MINUTE)) {
      reply.header('Retry-After', String(retryAfterSeconds));
      throw new HttpError(429, TOO_MANY);
    }
  });
  const purge = () => void purgeExpiredCounters(db, (options.now ?? Date.now)()).catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purge();
    timer = setInterval(purge, PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
