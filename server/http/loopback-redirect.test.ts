import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testApp, TEST_ORIGIN } from '../test/app.ts';

/** The real app (PUBLIC_URL http://localhost:3999): opened as 127.0.0.1 it sends pages to PUBLIC_URL. */
describe('the app under a loopback alias of PUBLIC_URL', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp();
  });
  afterAll(() => ctx.close());

  it('redirects the sign-in start and pages, keeping path and query', async () => {
    const authorize = await ctx.app.inject({
      url: '/idp/authorize?client_id=reurb-gestao-spa',
      headers: { host: '127.0.0.1:3999' },
    });
    expect(authorize.statusCode).toBe(302);
    expect(authorize.headers.location).toBe(`${TEST_ORIGIN}/idp/authorize?client_id=reurb-gestao-spa`);
    const page = await ctx.app.inject({ url: '/projects', headers: { host: '[::1]:3999' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`${TEST_ORIGIN}/projects`);
    // The security headers are on the redirect too.
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers the API under any name, and PUBLIC_URL itself as usual', async () => {
    const health = await ctx.app.inject({ url: '/api/health', headers: { host: '127.0.0.1:3999' } });
    expect(health.statusCode).toBe(200);
    const me = await ctx.app.inject({
      url: '/api/account/me',
      headers: { host: '127.0.0.1:3999', ...bearer(await ctx.tokenFor('admin@reurb.local')) },
    });
    expect(me.statusCode).toBe(200);
    const discovery = await ctx.app.inject({
      url: '/idp/.well-known/openid-configuration',
      headers: { host: 'localhost:3999' },
    });
    expect(discovery.statusCode).toBe(200);
  });
});
