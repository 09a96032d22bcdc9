import type { IdToken, User } from '@auth0/auth0-spa-js';

/**
 * Reads the Auth0 SDK's own token cache (cacheLocation 'localstorage') without loading the SDK,
 * so a signed-in user's first screen can send its Bearer and show who is signed in with the SDK
 * still unloaded (issue #19 goal 3). It only reads, and only what the SDK itself would answer from
 * its cache without a network call; anything missing, unexpected or about to expire answers
 * `undefined`, and the caller then asks the SDK (which refreshes, or sends the user to sign in).
 * The layout is @auth0/auth0-spa-js 2.27's (src/cache/shared.ts, cache-manager.ts), whose version
 * package.json pins; auth0Cache.test.ts has the real SDK write it and this read it back.
 */

const PREFIX = '@@auth0spajs@@';
/** The SDK renews an access token 60 s before it expires (Auth0Client._getEntryFromCache). */
const RENEW_BEFORE_S = 60;
/** The SDK's audience when none is configured (constants.ts DEFAULT_AUDIENCE). */
const DEFAULT_AUDIENCE = 'default';

/** Which cache entry is this app's: the SDK keys it by client, audience and the scopes it requests. */
export interface CacheRef {
  clientId: string;
  audience: string | undefined;
  /** The scopes the app asks for (auth0Client.ts SCOPES). */
  scope: string;
}

/** The SDK's scope string: `openid`, the app's scopes and `offline_access` (refresh tokens), de-duplicated (scope.ts). */
export const sdkScope = (scope: string) =>
  [...new Set(['openid', ...scope.trim().split(/\s+/), 'offline_access'].filter(Boolean))].join(' ');

function read(storage: Storage, key: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The ID token's claims and user, as the SDK's getIdTokenClaims/getUser would answer them. */
export function cachedIdToken(
  ref: CacheRef,
  storage: Storage = localStorage,
): { claims: IdToken; user: User } | undefined {
  const entry = read(storage, `${PREFIX}::${ref.clientId}::@@user@@`);
  const decoded = entry?.decodedToken as { claims?: IdToken; user?: User } | undefined;
  if (typeof entry?.id_token !== 'string' || !decoded?.claims || !decoded.user) return undefined;
  // A session ceiling is the SDK's to enforce (it clears the session when reached): leave it to it.
  if (decoded.claims.session_expiry !== undefined) return undefined;
  return { claims: decoded.claims, user: decoded.user };
}

/** The access token the SDK's getTokenSilently would return from its cache, if it is not about to expire. */
export function cachedAccessToken(
  ref: CacheRef,
  storage: Storage = localStorage,
  now = Date.now(),
): string | undefined {
  // The SDK answers from its cache only alongside an ID token.
  if (!cachedIdToken(ref, storage)) return undefined;
  const key = [PREFIX, ref.clientId, ref.audience || DEFAULT_AUDIENCE, sdkScope(ref.scope)].join('::');
  const entry = read(storage, key);
  const body = entry?.body as { access_token?: unknown } | undefined;
  if (typeof body?.access_token !== 'string' || typeof entry?.expiresAt !== 'number') return undefined;
  if (entry.expiresAt - RENEW_BEFORE_S < Math.floor(now / 1000)) return undefined;
  return body.access_token;
}
