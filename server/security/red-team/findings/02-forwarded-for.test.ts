import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config.ts';
import { testApp, testConfig } from '../../../test/app.ts';
import { SIGN_IN_BLOCKED, SIGN_IN_MAX_FAILURES, TOKEN_MAX_PER_MINUTE, TOO_MANY } from '../../limits.ts';
import { signInFlow } from '../../sign-in-flow.ts';

/**
 * Finding 2 (issue #12): with `TRUST_PROXY=true` the server believed the left-most
 * X-Forwarded-For entry, which the client writes itself: 30 wrong passwords, each under a
 * made-up address, then the right one signed in, and the per-address limits of the public
 * and data-removal routes reset the same way. TRUST_PROXY now names the proxies (a hop count
 * or their addresses): the client is the first address from the right that is not a proxy,
 * for Fastify, the limits, the sign-in lockout and the provider alike; `true` stops the start.
 */
const ADMIN = 'admin@reurb.local';
const PROXY = '10.0.0.2';
let made = 0;
/** A different forged left-most entry on every request, as an attacker would send. */
const forged = () => `198.18.${(made = (made + 1) % 250)}.${(made * 7) % 250}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3999' };

describe('finding 2: X-Forwarded-For behind TRUST_PROXY=1 (one proxy)', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp({ config: testConfig({ TRUST_PROXY: '1' }) });
  });
  afterAll(() => ctx.close());

  it(
    'keeps refusing an attacker who forges the left-most entry: 30 wrong passwords, then the right one',
    { timeout: 180_000 },
    async () => {
      // The proxy appends the address it saw: the attacker's real one is always the last entry.
      const attacker = signInFlow(ctx.app, ctx.config, PROXY, () => ({
        'x-forwarded-for': `${forged()}, 203.0.113.66`,
      }));
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await attacker.submit(ADMIN, `errada-${i}`)).statusCode);
      expect(statuses.slice(0, SIGN_IN_MAX_FAILURES)).toEqual(Array(SIGN_IN_MAX_FAILURES).fill(401));
      expect(new Set(statuses.slice(SIGN_IN_MAX_FAILURES))).toEqual(new Set([429]));
      const right = await attacker.submit(ADMIN, ctx.config.seed.adminPassword);
      expect(right.statusCode).toBe(429);
      expect(right.body).toContain(SIGN_IN_BLOCKED);

      // The real person behind the same proxy, at another address, still signs in.
      const owner = signInFlow(ctx.app, ctx.config, PROXY, () => ({ 'x-forwarded-for': '203.0.113.67' }));
      expect((await owner.tokens(ADMIN, ctx.config.seed.adminPassword)).access_token).toMatch(/^eyJ/);
    },
  );

  it('counts the token endpoint and the data-removal routes by the real client, whatever the header says', async () => {
    const token = (client: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/idp/oauth/token',
        headers: { ...FORM, 'x-forwarded-for': `${forged()}, ${client}` },
        payload: `grant_type=refresh_token&client_id=${ctx.config.identity.clientId}&refresh_token=nada`,
        remoteAddress: PROXY,
      });
    for (let i = 0; i < TOKEN_MAX_PER_MINUTE; i++) expect((await token('192.0.2.40')).statusCode).toBe(400);
    const refused = await token('192.0.2.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too_many_requests', error_description: TOO_MANY });
    expect((await token('192.0.2.41')).statusCode).toBe(400);

    const removal = (client: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/data-removal',
        headers: { 'x-forwarded-for': `${forged()}, ${client}` },
        payload: { email: 'alguem@exemplo.com.br' },
        remoteAddress: PROXY,
      });
    for (let i = 0; i < 20; i++) expect((await removal('192.0.2.42')).statusCode).toBe(200);
    expect((await removal('192.0.2.42')).statusCode).toBe(429);
    expect((await removal('192.0.2.43')).statusCode).toBe(200);
  });
});

describe('finding 2: the TRUST_PROXY setting', () => {
  it('refuses true at start, with a message naming the variable and what to set instead', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      let error: unknown;
      try {
        testConfig({ TRUST_PROXY: value });
      } catch (caught) {
        error = caught;
      }
      expect(error, value).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/TRUST_PROXY: TRUST_PROXY=true confiaria em qualquer X-Forwarded-For/);
      expect((error as Error).message).toContain('TRUST_PROXY=1');
    }
  });

  it('refuses addresses and ranges that are not', () => {
    for (const value of ['proxy.local', '10.0.0.0/33', '10.0.0.1/x', '::1/129', '99']) {
      expect(() => testConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: /);
    }
  });

  it('reads off, a hop count and a list', () => {
    expect(testConfig().trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(testConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12,loopback,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      'loopback',
      'fd00::/8',
    ]);
  });
});

describe('finding 2: a list of proxy addresses', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp({ config: testConfig({ TRUST_PROXY: `${PROXY},192.168.0.0/16` }) });
  });
  afterAll(() => ctx.close());

  it(
    'reads the client behind a listed proxy, and ignores the header from anyone else',
    { timeout: 120_000 },
    async () => {
      // Through the listed proxy, then through a second one in the listed range.
      const viaProxies = signInFlow(ctx.app, ctx.config, PROXY, () => ({
        'x-forwarded-for': `${forged()}, 203.0.113.80, 192.168.4.4`,
      }));
      for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++)
        expect((await viaProxies.submit(ADMIN, `errada-${i}`)).statusCode).toBe(401);
      expect((await viaProxies.submit(ADMIN, ctx.config.seed.adminPassword)).statusCode).toBe(429);
      // The same client reaching a listed proxy directly is the same address, blocked too.
      const direct = signInFlow(ctx.app, ctx.config, '192.168.9.9', () => ({ 'x-forwarded-for': '203.0.113.80' }));
      expect((await direct.submit(ADMIN, ctx.config.seed.adminPassword)).statusCode).toBe(429);

      // A peer that is not a listed proxy is the client itself, whatever it claims.
      const claims = signInFlow(ctx.app, ctx.config, '203.0.113.81', () => ({ 'x-forwarded-for': '203.0.113.80' }));
      expect((await claims.submit(ADMIN, ctx.config.seed.adminPassword)).statusCode).toBe(303);
    },
  );

  it('gives the provider the same view: https only when a listed proxy says so', async () => {
    const authorize = (remoteAddress: string) =>
      ctx.app.inject({
        url: `/idp/authorize?client_id=${ctx.config.identity.clientId}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('http://localhost:3999/callback')}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
        headers: { host: 'localhost:3999', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.90' },
        remoteAddress,
      });
    const viaProxy = await authorize(PROXY);
    expect(viaProxy.statusCode).toBe(303);
    expect(viaProxy.cookies.length).toBeGreaterThan(0);
    expect(viaProxy.cookies.every((c) => c.secure)).toBe(true);
    const stranger = await authorize('203.0.113.91');
    expect(stranger.statusCode).toBe(303);
    expect(stranger.cookies.length).toBeGreaterThan(0);
    expect(stranger.cookies.some((c) => c.secure)).toBe(false);
  });
});
