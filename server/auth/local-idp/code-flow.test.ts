import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, testApp, testConfig, TEST_ORIGIN } from '../../test/app.ts';
import { freshDatabase } from '../../test/database.ts';
import type { Database } from '../../db/connection.ts';

/**
 * The flow the Auth0 SDK runs, over HTTP against the bundled provider: authorize with PKCE
 * and `audience`, the sign-in form, the code exchange, the API call, a refresh after a
 * restart (sessions and keys live in the database), and sign-out with `returnTo`.
 */
class CookieJar {
  private cookies = new Map<string, string>();
  take(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) this.cookies.set(cookie.name, cookie.value);
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3999' };

describe('the bundled identity provider, as the Auth0 SDK uses it', () => {
  let database: Database;
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const config = testConfig();
  beforeAll(async () => {
    database = await freshDatabase();
    ctx = await testApp({ database, config });
  });
  afterAll(async () => {
    await ctx.close();
    await database.close();
  });

  async function signIn(password: string, email = 'Admin@Reurb.Local') {
    const jar = new CookieJar();
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const query = form({
      client_id: config.identity.clientId,
      redirect_uri: `${TEST_ORIGIN}/callback`,
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid profile email offline_access',
      audience: config.identity.audience,
      state: 'estado',
      nonce: 'nonce-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const authorize = await ctx.app.inject({
      method: 'GET',
      url: `/idp/authorize?${query}`,
      headers: { host: 'localhost:3999' },
    });
    expect(authorize.statusCode).toBe(303);
    jar.take(authorize);
    const loginPath = new URL(authorize.headers.location!, TEST_ORIGIN).pathname;
    expect(loginPath).toMatch(/^\/auth\/login\//);

    const page = await ctx.app.inject({
      method: 'GET',
      url: loginPath,
      headers: { cookie: jar.header(), host: 'localhost:3999' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Entrar');
    expect(page.body).not.toMatch(/cadastr|criar conta/i);

    const submitted = await ctx.app.inject({
      method: 'POST',
      url: loginPath,
      headers: { ...FORM, cookie: jar.header() },
      payload: form({ email, password }),
    });
    return { jar, verifier, submitted };
  }

  it('answers an empty e-mail or password in Portuguese (the form leaves it to the server, not the browser)', async () => {
    const empty = await signIn('');
    expect(empty.submitted.statusCode).toBe(400);
    expect(empty.submitted.body).toContain('Informe o e-mail e a senha.');
    expect(empty.submitted.body).toContain('novalidate');
    const noEmail = await signIn('qualquer', '');
    expect(noEmail.submitted.statusCode).toBe(400);
    expect(noEmail.submitted.body).toContain('Informe o e-mail e a senha.');
  });

  it('refuses a wrong password with the form and a Portuguese message', async () => {
    const { submitted } = await signIn('errada');
    expect(submitted.statusCode).toBe(401);
    expect(submitted.body).toContain('E-mail ou senha incorretos.');
  });

  it('signs in, issues RS256 JWT access tokens for the API, refreshes after a restart and signs out', async () => {
    const { jar, verifier, submitted } = await signIn(config.seed.adminPassword);
    expect(submitted.statusCode).toBe(303);
    jar.take(submitted);
    const resume = await ctx.app.inject({
      method: 'GET',
      url: new URL(submitted.headers.location!, TEST_ORIGIN).pathname,
      headers: { cookie: jar.header(), host: 'localhost:3999' },
    });
    expect(resume.statusCode).toBe(303);
    jar.take(resume);
    const callback = new URL(resume.headers.location!);
    expect(callback.origin + callback.pathname).toBe(`${TEST_ORIGIN}/callback`);
    expect(callback.searchParams.get('state')).toBe('estado');

    const exchange = await ctx.app.inject({
      method: 'POST',
      url: '/idp/oauth/token',
      headers: FORM,
      payload: form({
        grant_type: 'authorization_code',
        client_id: config.identity.clientId,
        code: callback.searchParams.get('code')!,
        redirect_uri: `${TEST_ORIGIN}/callback`,
        code_verifier: verifier,
      }),
    });
    expect(exchange.statusCode).toBe(200);
    const tokens = exchange.json();
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      aud: config.identity.audience,
      iss: config.identity.issuer,
    });
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      email: 'admin@reurb.local',
      name: 'Ana Souza',
      given_name: 'Ana',
      nonce: 'nonce-1',
    });
    expect(tokens.refresh_token).toBeTruthy();
    expect((await ctx.app.inject({ url: '/api/account/me', headers: bearer(tokens.access_token) })).json().role).toBe(
      'admin',
    );

    // A restart: a new app on the same database accepts the refresh token and its keys.
    const restarted = await testApp({ database, config });
    try {
      const refreshed = await restarted.app.inject({
        method: 'POST',
        url: '/idp/oauth/token',
        headers: FORM,
        payload: form({
          grant_type: 'refresh_token',
          client_id: config.identity.clientId,
          refresh_token: tokens.refresh_token,
        }),
      });
      expect(refreshed.statusCode).toBe(200);
      const access = refreshed.json().access_token;
      expect((await restarted.app.inject({ url: '/api/account/me', headers: bearer(access) })).statusCode).toBe(200);
      expect((await ctx.app.inject({ url: '/api/account/me', headers: bearer(access) })).statusCode).toBe(200);
    } finally {
      await restarted.app.close();
    }

    const logout = await ctx.app.inject({
      method: 'GET',
      url: `/idp/v2/logout?${form({ client_id: config.identity.clientId, returnTo: TEST_ORIGIN })}`,
      headers: { cookie: jar.header(), host: 'localhost:3999' },
    });
    expect(logout.statusCode).toBe(200);
    jar.take(logout);
    const action = /action="([^"]+)"/.exec(logout.body)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.body)![1];
    expect(action).toBe(`${TEST_ORIGIN}/idp/v2/logout/confirm`);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: new URL(action).pathname,
      headers: { ...FORM, cookie: jar.header() },
      payload: form({ xsrf, logout: 'yes' }),
    });
    expect(confirmed.statusCode).toBe(303);
    expect(new URL(confirmed.headers.location!).href).toBe(`${TEST_ORIGIN}/`);
  });

  it('publishes Auth0-shaped endpoints and no registration', async () => {
    const discovery = (
      await ctx.app.inject({ url: '/idp/.well-known/openid-configuration', headers: { host: 'localhost:3999' } })
    ).json();
    expect(discovery.issuer).toBe(`${TEST_ORIGIN}/idp/`);
    expect(discovery.authorization_endpoint).toBe(`${TEST_ORIGIN}/idp/authorize`);
    expect(discovery.token_endpoint).toBe(`${TEST_ORIGIN}/idp/oauth/token`);
    expect(discovery.end_session_endpoint).toBe(`${TEST_ORIGIN}/idp/v2/logout`);
    expect(discovery.jwks_uri).toBe(`${TEST_ORIGIN}/idp/.well-known/jwks.json`);
    expect(discovery.registration_endpoint).toBeUndefined();
    const jwks = (
      await ctx.app.inject({ url: '/idp/.well-known/jwks.json', headers: { host: 'localhost:3999' } })
    ).json();
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});
