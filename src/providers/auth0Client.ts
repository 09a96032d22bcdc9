import { Auth0Client } from '@auth0/auth0-spa-js';
import type { ClientConfig } from './clientConfig';

export const CALLBACK_PATH = '/callback';
export const SCOPES = 'openid profile email';

/**
 * The Auth0 SDK, pointed at Auth0 or at the bundled provider (same protocol). Refresh tokens
 * in local storage give silent renewal on start and across reloads.
 */
export function createAuth0Client({ auth }: ClientConfig, origin = window.location.origin): Auth0Client {
  return new Auth0Client({
    domain: auth.domain,
    clientId: auth.clientId,
    cacheLocation: 'localstorage',
    useRefreshTokens: true,
    authorizationParams: {
      audience: auth.audience,
      scope: SCOPES,
      redirect_uri: `${origin}${CALLBACK_PATH}`,
    },
  });
}
