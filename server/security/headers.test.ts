import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, testConfig, TEST_ORIGIN } from '../test/app.ts';
import { cspDirectives } from './csp.ts';
import { HSTS, PERMISSIONS_POLICY } from './headers.ts';

/** Parses a Content-Security-Policy header into its directives. */
export function parseCsp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp();
  });
  afterAll(() => ctx.close());

  it.each([
    ['an API answer', '/api/health', 200],
    ['an API error', '/api/account/me', 401],
    ['an unknown route', '/api/nada-aqui', 404],
    ['the OpenAPI docs', '/api/docs/json', 200],
  ])('are on %s', async (_label, url, status) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Plain http: no HSTS (a browser would ignore it, and a dev machine must not remember it).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });

  it("let the bundled provider's pages be framed by our origin only, and run their one script", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/auth/login/nao-existe' });
    expect(page.statusCode).toBe(400);
    const csp = parseCsp(page.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(csp['script-src']).toHaveLength(2);
    expect(csp['script-src'][1]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    // Answers of the provider's own (Koa) app carry the headers too.
    const discovery = await ctx.app.inject({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
      headers: { host: 'localhost:3999' },
    });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.headers['x-content-type-options']).toBe('nosniff');
    expect(parseCsp(discovery.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
  });

  it('sends HSTS when the site is https, or the trusted proxy says the request was', async () => {
    const https = await testApp({ config: testConfig({ PUBLIC_URL: 'https://reurb.example.gov.br' }) });
    const proxied = await testApp({ config: testConfig({ TRUST_PROXY: '1' }) });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe(HSTS);
      expect(parseCsp(res.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
      const viaProxy = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(viaProxy.headers['strict-transport-security']).toBe(HSTS);
      const plain = await proxied.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await https.close();
      await proxied.close();
    }
  });
});

describe('the Content-Security-Policy follows the configuration', () => {
  it('allows Auth0 for sign-in and silent renewal, and the maps hosts only when maps are built in', () => {
    const local = cspDirectives(testConfig(), 'app');
    expect(
      Object.values(local)
        .flat()
        .filter((v) => v.startsWith('https:')),
    ).toEqual([]);
    const auth0 = cspDirectives(
      testConfig({ AUTH0_DOMAIN: 'reurb.us.auth0.com', AUTH0_CLIENT_ID: 'abc', AUTH0_AUDIENCE: 'https://api.reurb' }),
      'app',
    );
    expect(auth0['connect-src']).toEqual(["'self'", 'https://reurb.us.auth0.com']);
    expect(auth0['frame-src']).toEqual(["'self'", 'https://reurb.us.auth0.com']);
    expect(auth0['script-src']).toEqual(["'self'"]);
    const maps = cspDirectives(testConfig({ VITE_GOOGLE_MAPS_KEY: 'chave' }), 'app');
    for (const directive of ['script-src', 'img-src', 'connect-src']) {
      expect(maps[directive]).toEqual(
        expect.arrayContaining(['https://maps.googleapis.com', 'https://maps.gstatic.com']),
      );
    }
    expect(maps['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) => ({
    method: 'OPTIONS' as const,
    url: '/api/projects',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

  it('gives other origins nothing by default', async () => {
    const ctx = await testApp();
    try {
      const pre = await ctx.app.inject(preflight('https://evil.example'));
      expect(pre.statusCode).toBe(404);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      expect(pre.headers['access-control-allow-methods']).toBeUndefined();
      const get = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(get.statusCode).toBe(200);
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
      // Our own pages are same-origin and need no CORS header.
      const own = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { origin: TEST_ORIGIN } });
      expect(own.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });

  it('allows exactly the configured origins', async () => {
    const ctx = await testApp({
      config: testConfig({ CORS_ORIGINS: 'https://painel.example.gov.br, https://outro.example/' }),
    });
    try {
      const ok = await ctx.app.inject(preflight('https://painel.example.gov.br'));
      expect(ok.statusCode).toBe(204);
      expect(ok.headers['access-control-allow-origin']).toBe('https://painel.example.gov.br');
      expect(String(ok.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toBe(
        'authorization, content-type, if-match, prefer',
      );
      expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
      const other = await ctx.app.inject(preflight('https://outro.example'));
      expect(other.headers['access-control-allow-origin']).toBe('https://outro.example');
      for (const origin of [
        'https://evil.example',
        'https://painel.example.gov.br.evil.example',
        'http://painel.example.gov.br',
        'null',
      ]) {
        const refused = await ctx.app.inject(preflight(origin));
        expect(refused.headers['access-control-allow-origin'], origin).toBeUndefined();
        expect(refused.headers['access-control-allow-methods'], origin).toBeUndefined();
      }
      const get = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://painel.example.gov.br' },
      });
      expect(get.headers['access-control-allow-origin']).toBe('https://painel.example.gov.br');
      expect(String(get.headers.vary)).toContain('Origin');
      // The file name of a download, and whether a save answered minimally (server/http/prefer.ts).
      expect(get.headers['access-control-expose-headers']).toBe('Content-Disposition, Preference-Applied');
    } finally {
      await ctx.close();
    }
  });

  it('refuses a CORS_ORIGINS entry that is not an origin', () => {
    expect(() => testConfig({ CORS_ORIGINS: 'painel.example.gov.br' })).toThrow(/CORS_ORIGINS/);
  });
});

describe("the provider's own CORS", () => {
  it('answers token-endpoint preflights from our origin only', async () => {
    const ctx = await testApp();
    try {
      const preflight = (origin: string) =>
        ctx.app.inject({
          method: 'OPTIONS',
          url: '/idp/oauth/token',
          headers: {
            host: 'localhost:3999',
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const token = (origin: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/idp/oauth/token',
          headers: { host: 'localhost:3999', origin, 'content-type': 'application/x-www-form-urlencoded' },
          payload: `grant_type=refresh_token&client_id=${ctx.config.identity.clientId}&refresh_token=nada`,
        });
      expect((await preflight(TEST_ORIGIN)).headers['access-control-allow-origin']).toBe(TEST_ORIGIN);
      expect((await token(TEST_ORIGIN)).headers['access-control-allow-origin']).toBe(TEST_ORIGIN);
      const evil = await token('https://evil.example');
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
      expect(evil.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await ctx.close();
    }
  });
});
