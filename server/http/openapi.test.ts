import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app.ts';

describe('OpenAPI document', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp();
  });
  afterAll(() => ctx.close());

  it('is served at /api/docs and describes every API route', async () => {
    const response = await ctx.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const routes = ctx.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    expect(routes.filter((r) => !documented.has(r))).toEqual([]);
    expect((await ctx.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });
});
