import type { TokenVerifier } from './verify-token.ts';

/** Enough for every session of a busy day; past it the oldest entries go first. */
const MAX_TOKENS = 10_000;

/**
 * A token verifier that remembers each token it accepted until that token's own `exp`
 * (issue #19 goal 4: checking an RS256 signature costs more than the rest of a small request's
 * work). Only the token's verdict is kept, never who the user is: authenticate.ts still reads
 * the user and their project roles on every request, so a user whose role is taken away or
 * who leaves a project loses that access on the very next request. The key is the whole
 * token, signature included, so only the exact string that was verified is recognised; a
 * refused token is never remembered, and a verdict without `exp` is not kept either.
 */
export function cachedVerifier(verify: TokenVerifier, now: () => number = Date.now): TokenVerifier {
  const accepted = new Map<string, { payload: Awaited<ReturnType<TokenVerifier>>; until: number }>();
  return async (token) => {
    const hit = accepted.get(token);
    if (hit) {
      if (now() < hit.until) return hit.payload;
      accepted.delete(token);
    }
    const payload = await verify(token);
    if (typeof payload.exp === 'number') {
      if (accepted.size >= MAX_TOKENS) accepted.delete(accepted.keys().next().value!);
      accepted.set(token, { payload, until: payload.exp * 1000 });
    }
    return payload;
  };
}
