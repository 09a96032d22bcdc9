import type {
  Auth0Client,
  Auth0ClientOptions,
  IdToken,
  LogoutOptions,
  RedirectLoginOptions,
  User,
} from '@auth0/auth0-spa-js';
import type { ClientConfig } from './clientConfig';
import { cachedAccessToken, cachedIdToken, type CacheRef } from './auth0Cache';

export const CALLBACK_PATH = '/callback';
export const SCOPES = 'openid profile email';

/**
 * The Auth0 SDK's methods the app and ra-auth-auth0 call (authProvider.ts, httpClient.ts).
 */
export interface AuthClient {
  /** `undefined` when the SDK's session ceiling has been reached, as the SDK's own. */
  getTokenSilently(): Promise<string | undefined>;
  getIdTokenClaims(): Promise<IdToken | undefined>;
  getUser(): Promise<User | undefined>;
  isAuthenticated(): Promise<boolean>;
  loginWithRedirect(options?: RedirectLoginOptions): Promise<void>;
  handleRedirectCallback(url?: string): ReturnType<Auth0Client['handleRedirectCallback']>;
  logout(options?: LogoutOptions): Promise<void>;
}

/** The SDK's module, loaded on first use (a function so tests can hand in their own). */
export type LoadSdk = () => Promise<{ Auth0Client: new (options: Auth0ClientOptions) => Auth0Client }>;

/**
 * The Auth0 SDK, pointed at Auth0 or at the bundled provider (same protocol). Refresh tokens
 * in local storage give silent renewal on start and across reloads.
 *
 * The SDK (62 KB gzip) is not part of the first screen: a signed-in user's tokens and profile
 * are read from the SDK's own cache (auth0Cache.ts) exactly when the SDK would answer from it,
 * and the SDK is imported the first time it must talk to the identity provider (sign-in, the
 * callback, renewing an expiring token, sign-out) or the cache holds nothing usable.
 */
export function createAuth0Client(
  { auth }: ClientConfig,
  origin = window.location.origin,
  load: LoadSdk = () => import('@auth0/auth0-spa-js'),
): AuthClient {
  // The SDK refuses to start without Web Crypto (an insecure origin); check it here, at start-up,
  // as the SDK's constructor did when it ran there, so main.tsx still shows its start-up error.
  if (typeof window.crypto?.subtle === 'undefined') throw new Error('O acesso exige uma origem segura (HTTPS).');
  const options: Auth0ClientOptions = {
    domain: auth.domain,
    clientId: auth.clientId,
    cacheLocation: 'localstorage',
    useRefreshTokens: true,
    authorizationParams: {
      audience: auth.audience,
      scope: SCOPES,
      redirect_uri: `${origin}${CALLBACK_PATH}`,
    },
  };
  const ref: CacheRef = { clientId: auth.clientId, audience: auth.audience, scope: SCOPES };
  let client: Promise<Auth0Client> | undefined;
  const sdk = () =>
    (client ??= load().then(
      (module) => new module.Auth0Client(options),
      (error: unknown) => {
        // A failed download (network) is retried on the next call rather than remembered.
        client = undefined;
        throw error;
      },
    ));
  /**
   * Set once signing out has begun. The browser is leaving for the provider's sign-out page, but
   * the screen still runs until it has left: react-admin empties its query cache on logout, and
   * the screen's queries ask again. They get no token and wait, since a call without one could
   * only be answered 401.
   */
  let leaving = false;
  return {
    getTokenSilently: async () =>
      leaving ? new Promise<never>(() => undefined) : (cachedAccessToken(ref) ?? (await sdk()).getTokenSilently()),
    getIdTokenClaims: async () => cachedIdToken(ref)?.claims ?? (await sdk()).getIdTokenClaims(),
    getUser: async () => cachedIdToken(ref)?.user ?? (await sdk()).getUser(),
    isAuthenticated: async () => !!cachedIdToken(ref) || (await sdk()).isAuthenticated(),
    loginWithRedirect: async (login) => (await sdk()).loginWithRedirect(login),
    handleRedirectCallback: async (url) => (await sdk()).handleRedirectCallback(url),
    logout: async (logout) => {
      leaving = true;
      return (await sdk()).logout(logout);
    },
  };
}
