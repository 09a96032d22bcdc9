import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLBACK_PATH, createAuth0Client, SCOPES, type LoadSdk } from './auth0Client';
import { cachedAccessToken, cachedIdToken, sdkScope } from './auth0Cache';
import type { ClientConfig } from './clientConfig';

/**
 * The SDK stays unloaded while its cache answers (issue #19 goal 3), and the real SDK, signing
 * in through a fake identity provider, writes the cache this reads back: what the signed-in
 * first screen relies on.
 */
const CONFIG: ClientConfig = {
  auth: { provider: 'local', domain: 'idp.test', clientId: 'spa', audience: 'https://api.test' },
  publicSiteUrl: 'https://site.test',
  mapTiles: null,
};
const ORIGIN = 'http://localhost:3000';
const REF = { clientId: 'spa', audience: 'https://api.test', scope: SCOPES };
const realSdk: LoadSdk = () => import('@auth0/auth0-spa-js');

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An ID token as the provider would sign it (the SDK checks its claims, not its signature). */
const idToken = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.assinatura`;

/** The identity provider's token endpoint: the code and then the refresh token buy fresh tokens. */
function fakeProvider(nonce: () => string) {
  const issued: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    expect(String(url)).toBe('https://idp.test/oauth/token');
    const grant =
      new URLSearchParams(String(init?.body)).get('grant_type') ?? JSON.parse(String(init?.body)).grant_type;
    issued.push(grant as string);
    const now = Math.floor(Date.now() / 1000);
    return Response.json({
      access_token: `token-${issued.length}`,
      refresh_token: `refresh-${issued.length}`,
      token_type: 'Bearer',
      expires_in: 600,
      scope: sdkScope(SCOPES),
      id_token: idToken({
        iss: 'https://idp.test/',
        aud: 'spa',
        sub: 'local|1',
        email: 'ana@reurb.local',
        given_name: 'Ana',
        iat: now,
        exp: now + 600,
        nonce: nonce(),
      }),
    });
  });
  return { fetch, issued };
}

/** Signs in with the real SDK: to the provider (URL caught, no navigation) and back through the callback. */
async function signInWithRealSdk() {
  let authorizeUrl = new URL('about:blank');
  const provider = fakeProvider(() => authorizeUrl.searchParams.get('nonce') ?? '');
  vi.stubGlobal('fetch', provider.fetch);
  const client = createAuth0Client(CONFIG, ORIGIN, realSdk);
  await client.loginWithRedirect({ openUrl: (url) => void (authorizeUrl = new URL(url)) });
  expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${ORIGIN}${CALLBACK_PATH}`);
  const back = new URL(`${ORIGIN}${CALLBACK_PATH}`);
  back.search = new URLSearchParams({ code: 'abc', state: authorizeUrl.searchParams.get('state') ?? '' }).toString();
  await client.handleRedirectCallback(back.href);
  return provider;
}

describe('createAuth0Client', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reads the cache the real SDK writes at sign-in, without loading the SDK', async () => {
    const provider = await signInWithRealSdk();
    expect(provider.issued).toEqual(['authorization_code']);
    expect(cachedAccessToken(REF)).toBe('token-1');
    expect(cachedIdToken(REF)?.user.email).toBe('ana@reurb.local');

    const load = vi.fn(realSdk);
    const client = createAuth0Client(CONFIG, ORIGIN, load);
    await expect(client.getTokenSilently()).resolves.toBe('token-1');
    await expect(client.getUser()).resolves.toMatchObject({ sub: 'local|1', given_name: 'Ana' });
    await expect(client.getIdTokenClaims()).resolves.toMatchObject({ sub: 'local|1', __raw: expect.any(String) });
    await expect(client.isAuthenticated()).resolves.toBe(true);
    expect(load).not.toHaveBeenCalled();
    // The real SDK answers the same from the same cache.
    const sdk = new (await realSdk()).Auth0Client({
      domain: 'idp.test',
      clientId: 'spa',
      cacheLocation: 'localstorage',
      useRefreshTokens: true,
      authorizationParams: { audience: 'https://api.test', scope: SCOPES },
    });
    await expect(sdk.getTokenSilently()).resolves.toBe('token-1');
    expect((await sdk.getIdTokenClaims())?.__raw).toBe((await client.getIdTokenClaims())?.__raw);
  });

  it('loads the SDK to renew a token within a minute of expiring, as the SDK would', async () => {
    const provider = await signInWithRealSdk();
    vi.useFakeTimers({ now: Date.now() + 541_000, toFake: ['Date'] });
    expect(cachedAccessToken(REF)).toBeUndefined();
    const load = vi.fn(realSdk);
    const client = createAuth0Client(CONFIG, ORIGIN, load);
    await expect(client.getTokenSilently()).resolves.toBe('token-2');
    expect(load).toHaveBeenCalledTimes(1);
    expect(provider.issued).toEqual(['authorization_code', 'refresh_token']);
    // Renewed, the cache answers again.
    expect(cachedAccessToken(REF)).toBe('token-2');
  });

  it('asks the SDK when the cache holds no session, and for sign-in, callback and sign-out', async () => {
    const sdk = {
      getTokenSilently: vi.fn(async () => 'do-sdk'),
      getIdTokenClaims: vi.fn(async () => undefined),
      getUser: vi.fn(async () => undefined),
      isAuthenticated: vi.fn(async () => false),
      loginWithRedirect: vi.fn(async () => undefined),
      handleRedirectCallback: vi.fn(async () => ({})),
      logout: vi.fn(async () => undefined),
    };
    const Auth0Client = vi.fn(function () {
      return sdk;
    });
    const load = vi.fn(async () => ({ Auth0Client }) as unknown as Awaited<ReturnType<LoadSdk>>);
    const client = createAuth0Client(CONFIG, ORIGIN, load);
    await expect(client.getTokenSilently()).resolves.toBe('do-sdk');
    await expect(client.getUser()).resolves.toBeUndefined();
    await expect(client.getIdTokenClaims()).resolves.toBeUndefined();
    await expect(client.isAuthenticated()).resolves.toBe(false);
    await client.loginWithRedirect();
    await client.handleRedirectCallback();
    await client.logout({ logoutParams: { returnTo: ORIGIN } });
    expect(sdk.loginWithRedirect).toHaveBeenCalled();
    expect(sdk.handleRedirectCallback).toHaveBeenCalled();
    expect(sdk.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: ORIGIN } });
    // Signing out, the screen's queries asked again get no token to call the API without (a 401):
    // they wait for the browser to leave.
    const after = await Promise.race([
      client.getTokenSilently().then(() => 'token'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 50)),
    ]);
    expect(after).toBe('waiting');
    expect(sdk.getTokenSilently).toHaveBeenCalledTimes(1);
    // One SDK client, built once with the app's settings.
    expect(load).toHaveBeenCalledTimes(1);
    expect(Auth0Client).toHaveBeenCalledTimes(1);
    expect(Auth0Client).toHaveBeenCalledWith({
      domain: 'idp.test',
      clientId: 'spa',
      cacheLocation: 'localstorage',
      useRefreshTokens: true,
      authorizationParams: { audience: 'https://api.test', scope: SCOPES, redirect_uri: `${ORIGIN}${CALLBACK_PATH}` },
    });
  });

  it('retries loading the SDK after a failed download', async () => {
    const load = vi.fn<LoadSdk>().mockRejectedValueOnce(new Error('rede')).mockImplementation(realSdk);
    const client = createAuth0Client(CONFIG, ORIGIN, load);
    await expect(client.getUser()).rejects.toThrow('rede');
    await expect(client.getUser()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses to start without Web Crypto, as the SDK would', () => {
    vi.stubGlobal('crypto', {});
    expect(() => createAuth0Client(CONFIG, ORIGIN, realSdk)).toThrow('origem segura');
  });

  it('ignores a cache it cannot read, or one with a session ceiling the SDK must enforce', () => {
    localStorage.setItem('@@auth0spajs@@::spa::@@user@@', '{não é json');
    expect(cachedIdToken(REF)).toBeUndefined();
    localStorage.setItem(
      '@@auth0spajs@@::spa::@@user@@',
      JSON.stringify({ id_token: 'x', decodedToken: { claims: { session_expiry: 1 }, user: {} } }),
    );
    expect(cachedIdToken(REF)).toBeUndefined();
    expect(cachedAccessToken(REF)).toBeUndefined();
  });
});
