import { PreviousLocationStorageKey, type AuthProvider } from 'react-admin';
import { Auth0AuthProvider } from 'ra-auth-auth0';
import type { Auth0Client } from '@auth0/auth0-spa-js';
import type { AccountMe, AppDataProvider } from './dataProvider';
import { isPublicPath } from '../pages/publicPaths';
import { CALLBACK_PATH, type AuthClient } from './auth0Client';
import { isAuthenticated, NOT_LOGGED_IN, session } from './session';

export interface Permissions {
  role: AccountMe['role'];
  projects_roles: AccountMe['projects_roles'];
}

/**
 * ra-auth-auth0's provider with the product's session rules (docs/states.md#states): the local flag,
 * silent renewal, an unexpired ID token and a role; a 401/403 signs out; sign-out clears
 * the flag, the tokens and the profile and returns to `/`.
 */
export function createAuthProvider(
  client: AuthClient,
  dataProvider: Pick<AppDataProvider, 'getAccount'>,
  origin = window.location.origin,
): AuthProvider & { renew(): Promise<void> } {
  // ra-auth-auth0 calls only methods AuthClient has (loginWithRedirect, logout, isAuthenticated,
  // getIdTokenClaims, getUser, handleRedirectCallback); its type asks for the whole SDK client.
  const base = Auth0AuthProvider(client as Auth0Client, {
    loginRedirectUri: `${origin}${CALLBACK_PATH}`,
    logoutRedirectUri: origin,
  });
  let account: Promise<AccountMe> | null = null;
  const loadAccount = () =>
    (account ??= dataProvider.getAccount().catch((error: unknown) => {
      account = null;
      throw error;
    }));

  async function renew() {
    if (!session.isFlagged()) throw new Error(NOT_LOGGED_IN);
    await client.getTokenSilently();
  }

  /**
   * Set once signing out has begun: the browser is leaving for the provider's sign-out page.
   * Until it has left, whatever still runs on the page (a screen's own check, a query answered
   * 401 now that the session is gone) must not start a sign-in: its navigation would cancel the
   * sign-out and the provider, its session intact, would sign the person straight back in.
   */
  let leaving = false;

  async function signOut() {
    leaving = true;
    // The provider signs out at once only when it sees this session's ID token; a bare
    // sign-out address (which any site can open) asks the person to confirm instead. Read it
    // before logout() clears the SDK's cache.
    const idToken = await client.getIdTokenClaims().then(
      (claims) => claims?.__raw,
      () => undefined,
    );
    session.clear();
    account = null;
    await client.logout({ logoutParams: { returnTo: origin, ...(idToken ? { id_token_hint: idToken } : {}) } });
  }

  const provider: AuthProvider & { renew(): Promise<void> } = {
    ...base,
    renew,
    async checkAuth() {
      if (leaving) return new Promise<never>(() => undefined);
      let me: AccountMe | undefined;
      // On /callback the session is being created: wait for it rather than start another sign-in.
      if (window.location.pathname === CALLBACK_PATH) await provider.handleCallback!().catch(() => undefined);
      try {
        await renew();
        const claims = await client.getIdTokenClaims();
        me = await loadAccount();
        if (isAuthenticated({ flagged: session.isFlagged(), idTokenExp: claims?.exp, role: me.role })) return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        // Signed in at the provider but not allowed here: end that session too, or the
        // provider would sign the same person straight back in.
        if (status === 401 || status === 403) {
          await signOut();
          return new Promise<never>(() => undefined);
        }
      }
      session.clear();
      account = null;
      // The public pages (docs/screens.md#screens) stay where they are, signed out.
      if (isPublicPath(window.location.pathname)) throw new Error(NOT_LOGGED_IN);
      localStorage.setItem(PreviousLocationStorageKey, window.location.href);
      await client.loginWithRedirect();
      // The browser is leaving for the sign-in page; keep the loading screen until it does.
      return new Promise<never>(() => undefined);
    },
    async logout() {
      await signOut();
      return false;
    },
    async handleCallback() {
      await base.handleCallback!();
      session.flag();
      account = null;
    },
    async getIdentity() {
      const user = await client.getUser();
      if (!user) throw new Error(NOT_LOGGED_IN);
      return {
        id: user.sub ?? user.email ?? '',
        // An account made without a name is shown by its e-mail (the top bar's user button, the greeting).
        fullName: user.name?.trim() || user.email,
        avatar: user.picture,
        email: user.email,
        given_name: user.given_name,
      };
    },
    async getPermissions(): Promise<Permissions | undefined> {
      if (!session.isFlagged()) return undefined;
      const me = await loadAccount();
      return { role: me.role, projects_roles: me.projects_roles };
    },
  };
  return provider;
}
