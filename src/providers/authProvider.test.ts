import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { handlers } from '../../mock-api/handlers.ts';
import { createAuth0Client, type AuthClient } from './auth0Client';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';
import { session } from './session';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

/**
 * The Auth0 SDK is the edge we stand in for here (the real one runs in the e2e journeys);
 * the API answers through msw.
 */
function fakeAuth0(token: 'admin' | 'member' | 'ninguem', exp = Math.floor(Date.now() / 1000) + 3600) {
  return {
    getTokenSilently: vi.fn(async () => token),
    getIdTokenClaims: vi.fn(async () => ({ exp, __raw: 'x' })),
    getUser: vi.fn(async () => ({
      sub: `local|${token}`,
      email: `${token}@reurb.local`,
      given_name: 'Ana',
      name: 'Ana Souza',
    })),
    loginWithRedirect: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    isAuthenticated: vi.fn(async () => true),
    handleRedirectCallback: vi.fn(async () => ({})),
  } as unknown as AuthClient & Record<string, ReturnType<typeof vi.fn>>;
}

function providerFor(client: AuthClient) {
  const dataProvider = createDataProvider('http://localhost/api', createHttpClient(client));
  return createAuthProvider(client, dataProvider, 'http://localhost');
}

const settle = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => 'resolved'), new Promise((r) => setTimeout(() => r('pending'), 50))]);

describe('authProvider', () => {
  beforeEach(() => session.clear());
  afterEach(() => session.clear());

  it('renewing without the local flag fails with "Not logged in"', async () => {
    await expect(providerFor(fakeAuth0('admin')).renew()).rejects.toThrow('Not logged in');
  });

  it('accepts a flagged session with an unexpired ID token and a role, and exposes the roles', async () => {
    session.flag();
    const provider = providerFor(fakeAuth0('member'));
    await expect(provider.checkAuth!({})).resolves.toBeUndefined();
    await expect(provider.getPermissions!({})).resolves.toEqual({
      role: 'member',
      projects_roles: [{ project_id: 1, role: 'member' }],
    });
  });

  it('sends a visitor without the flag to sign in, keeping the target path', async () => {
    const client = fakeAuth0('admin');
    window.history.pushState({}, '', '/projects/3');
    expect(await settle(providerFor(client).checkAuth!({}))).toBe('pending');
    expect(client.loginWithRedirect).toHaveBeenCalled();
    expect(localStorage.getItem('@react-admin/nextPathname')).toBe('http://localhost:3000/projects/3');
  });

  it('never sends a signed-out visitor of the public removal pages to sign in', async () => {
    for (const path of ['/request-removal', '/remove-account']) {
      const client = fakeAuth0('admin');
      window.history.pushState({}, '', `${path}?token=abc`);
      await expect(providerFor(client).checkAuth!({})).rejects.toThrow('Not logged in');
      expect(client.loginWithRedirect).not.toHaveBeenCalled();
    }
    window.history.pushState({}, '', '/');
  });

  it('sends an expired ID token to sign in again', async () => {
    session.flag();
    const client = fakeAuth0('admin', Math.floor(Date.now() / 1000) - 10);
    expect(await settle(providerFor(client).checkAuth!({}))).toBe('pending');
    expect(client.loginWithRedirect).toHaveBeenCalled();
    expect(session.isFlagged()).toBe(false);
  });

  it('signs a user the API refuses out of the provider too', async () => {
    session.flag();
    const client = fakeAuth0('ninguem');
    expect(await settle(providerFor(client).checkAuth!({}))).toBe('pending');
    expect(client.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: 'http://localhost', id_token_hint: 'x' } });
    expect(client.loginWithRedirect).not.toHaveBeenCalled();
  });

  it('logs out on 401 and 403, clears the flag on logout and returns to /', async () => {
    const client = fakeAuth0('admin');
    const provider = providerFor(client);
    await expect(provider.checkError!({ status: 401 })).rejects.toThrow();
    await expect(provider.checkError!({ status: 403 })).rejects.toThrow();
    await expect(provider.checkError!({ status: 500 })).resolves.toBeUndefined();
    session.flag();
    await provider.logout!({});
    expect(session.isFlagged()).toBe(false);
    expect(client.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: 'http://localhost', id_token_hint: 'x' } });
  });

  it('once signing out has begun, no check starts a sign-in that would cancel it', async () => {
    const client = fakeAuth0('admin');
    const provider = providerFor(client);
    session.flag();
    window.history.pushState({}, '', '/projects/1');
    await provider.logout!({});
    // A screen still mounted checks again before the browser has left for the sign-out page.
    expect(await settle(provider.checkAuth!({}))).toBe('pending');
    expect(client.loginWithRedirect).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });

  it('names an account made without a name by its e-mail', async () => {
    const client = fakeAuth0('admin');
    vi.mocked(client.getUser).mockResolvedValueOnce({ sub: 'local|x', email: 'sem.nome@reurb.local', name: '' });
    await expect(providerFor(client).getIdentity!()).resolves.toMatchObject({ fullName: 'sem.nome@reurb.local' });
  });

  it('signs out without id_token_hint when there is no ID token', async () => {
    const client = fakeAuth0('admin');
    vi.mocked(client.getIdTokenClaims).mockResolvedValueOnce(undefined);
    await providerFor(client).logout!({});
    expect(client.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: 'http://localhost' } });
  });

  it('sets the flag once the callback completes', async () => {
    window.history.pushState({}, '', '/callback?code=abc&state=xyz');
    const client = fakeAuth0('admin');
    await providerFor(client).handleCallback!();
    expect(client.handleRedirectCallback).toHaveBeenCalled();
    expect(session.isFlagged()).toBe(true);
  });
});

/**
 * The same rules over the real client (auth0Client.ts), whose SDK loads only to talk to the
 * provider: a signed-in user's checks are answered from the SDK's cache (written here as the
 * SDK writes it, auth0Client.test.ts proves the layout), everything else still reaches the SDK.
 */
describe('authProvider over the lazily loaded SDK', () => {
  const config = {
    auth: { provider: 'local' as const, domain: 'idp.test', clientId: 'spa', audience: 'https://api.test' },
    publicSiteUrl: 'https://site.test',
    mapTiles: null,
  };
  function cacheSession(token: 'admin' | 'member', idExp: number) {
    const claims = {
      sub: `local|${token}`,
      email: `${token}@reurb.local`,
      given_name: 'Ana',
      exp: idExp,
      __raw: 'raw',
    };
    const { exp: _exp, __raw: _raw, ...user } = claims;
    localStorage.setItem(
      '@@auth0spajs@@::spa::@@user@@',
      JSON.stringify({ id_token: 'raw', decodedToken: { claims, user } }),
    );
    localStorage.setItem(
      '@@auth0spajs@@::spa::https://api.test::openid profile email offline_access',
      JSON.stringify({ body: { access_token: token }, expiresAt: Math.floor(Date.now() / 1000) + 3600 }),
    );
  }
  function lazyProvider() {
    const sdk = fakeAuth0('admin');
    const Auth0Client = vi.fn(function () {
      return sdk;
    });
    const load = vi.fn(async () => ({ Auth0Client }) as never);
    const client = createAuth0Client(config, 'http://localhost', load);
    return { sdk, load, provider: providerFor(client) };
  }
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('answers a signed-in user from the cache, without loading the SDK', async () => {
    session.flag();
    cacheSession('member', Math.floor(Date.now() / 1000) + 600);
    const { load, provider } = lazyProvider();
    await expect(provider.checkAuth!({})).resolves.toBeUndefined();
    await expect(provider.getIdentity!()).resolves.toMatchObject({ id: 'local|member', given_name: 'Ana' });
    await expect(provider.getPermissions!({})).resolves.toMatchObject({ role: 'member' });
    expect(load).not.toHaveBeenCalled();
  });

  it('sends an expired ID token to sign in, through the SDK', async () => {
    session.flag();
    cacheSession('admin', Math.floor(Date.now() / 1000) - 10);
    const { sdk, provider } = lazyProvider();
    expect(await settle(provider.checkAuth!({}))).toBe('pending');
    expect(sdk.loginWithRedirect).toHaveBeenCalled();
    expect(session.isFlagged()).toBe(false);
  });

  it('sends a visitor with no session to sign in, through the SDK', async () => {
    const { sdk, provider } = lazyProvider();
    window.history.pushState({}, '', '/projects/3');
    expect(await settle(provider.checkAuth!({}))).toBe('pending');
    expect(sdk.loginWithRedirect).toHaveBeenCalled();
  });

  it('signs out through the SDK with the cached ID token as hint', async () => {
    session.flag();
    cacheSession('admin', Math.floor(Date.now() / 1000) + 600);
    const { sdk, provider } = lazyProvider();
    await provider.logout!({});
    expect(sdk.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: 'http://localhost', id_token_hint: 'raw' } });
    expect(session.isFlagged()).toBe(false);
  });
});
