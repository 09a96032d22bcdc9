import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app.ts';
import {
  DOWNLOADS_MAX_PER_MINUTE,
  PUBLIC_MAX_PER_MINUTE,
  SIGN_IN_BLOCKED,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  TOKEN_MAX_PER_MINUTE,
  TOO_MANY,
} from './limits.ts';
import { signInFlow } from './sign-in-flow.ts';

const ADMIN = 'admin@reurb.local';

describe('limits on the sign-in of the bundled provider', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp();
  });
  afterAll(() => ctx.close());

  it(
    'refuses the 11th try in 15 minutes from one address, even with the right password; another address signs in',
    { timeout: 120_000 },
    async () => {
      const attacker = signInFlow(ctx.app, ctx.config, '198.51.100.7');
      const page = await attacker.open();
      for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
        const wrong = await attacker.submit(ADMIN.toUpperCase(), `errada-${i}`, page);
        expect(wrong.statusCode, `tentativa ${i + 1}`).toBe(401);
        expect(wrong.body).toContain('E-mail ou senha incorretos.');
      }
      const eleventh = await attacker.submit(ADMIN, ctx.config.seed.adminPassword, page);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.body).toContain(SIGN_IN_BLOCKED);
      expect(eleventh.body).toContain('<form method="post"');
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(14 * 60);

      const colleague = signInFlow(ctx.app, ctx.config, '198.51.100.8');
      const tokens = await colleague.tokens(ADMIN, ctx.config.seed.adminPassword);
      expect(tokens.access_token).toMatch(/^eyJ/);
      // Other accounts from the blocked address are not blocked by this count.
      const member = await attacker.submit('membro@reurb.local', ctx.config.seed.memberPassword);
      expect(member.statusCode).toBe(303);
    },
  );

  it('refuses an address that tries many accounts', { timeout: 180_000 }, async () => {
    const spray = signInFlow(ctx.app, ctx.config, '198.51.100.9');
    const page = await spray.open();
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await spray.submit(`pessoa${i}@prefeitura.example`, 'senha-qualquer', page)).statusCode).toBe(401);
    }
    const next = await spray.submit('membro@reurb.local', ctx.config.seed.memberPassword, page);
    expect(next.statusCode).toBe(429);
    expect(next.body).toContain(SIGN_IN_BLOCKED);
  });

  it('limits calls to the token endpoint per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= TOKEN_MAX_PER_MINUTE; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/idp/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3999' },
        payload: `grant_type=refresh_token&client_id=${ctx.config.identity.clientId}&refresh_token=nada`,
        remoteAddress: '192.0.2.50',
      });
      statuses.push(res.statusCode);
      if (i === TOKEN_MAX_PER_MINUTE) {
        expect(res.json()).toEqual({ error: 'too_many_requests', error_description: TOO_MANY });
        expect(res.headers['content-security-policy']).toBeDefined();
      }
    }
    expect(new Set(statuses.slice(0, TOKEN_MAX_PER_MINUTE))).toEqual(new Set([400]));
    expect(statuses.at(-1)).toBe(429);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/idp/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3999' },
      payload: `grant_type=refresh_token&client_id=${ctx.config.identity.clientId}&refresh_token=nada`,
      remoteAddress: '192.0.2.51',
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it.each(['/api/health', '/api/client-config'])('limits %s per address', async (url) => {
    const address = `192.0.2.${url.length}`;
    for (let i = 0; i < PUBLIC_MAX_PER_MINUTE; i++) {
      expect((await ctx.app.inject({ url, remoteAddress: address })).statusCode).toBe(200);
    }
    const refused = await ctx.app.inject({ url, remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: TOO_MANY });
    expect((await ctx.app.inject({ url, remoteAddress: '192.0.2.200' })).statusCode).toBe(200);
  });

  it('gives signed-link downloads a higher limit of their own', { timeout: 120_000 }, async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < PUBLIC_MAX_PER_MINUTE; i++)
      await ctx.app.inject({ url: '/api/health', remoteAddress: address });
    expect((await ctx.app.inject({ url: '/api/health', remoteAddress: address })).statusCode).toBe(429);
    // The same address may still open documents (here a bad signature: 403, not 429).
    const statuses = new Set<number>();
    for (let i = 0; i < DOWNLOADS_MAX_PER_MINUTE; i++) {
      statuses.add(
        (await ctx.app.inject({ url: '/api/files/1/download?expires=1&signature=x', remoteAddress: address }))
          .statusCode,
      );
    }
    expect([...statuses]).toEqual([403]);
    expect(
      (await ctx.app.inject({ url: '/api/files/1/download?expires=1&signature=x', remoteAddress: address })).statusCode,
    ).toBe(429);
  });

  it('leaves data removal to its own, stricter limit', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) {
      answers.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/data-removal',
            payload: { email: 'x@y.com.br' },
            remoteAddress: '192.0.2.99',
          })
        ).statusCode,
      );
    }
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});
