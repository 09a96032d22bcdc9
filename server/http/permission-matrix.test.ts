import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../app.ts';
import { bearer, testApp } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, PERSONAS, type Persona } from '../test/fixtures.ts';
import { REQUESTS, type Expectation } from './permission-matrix.requests.ts';

/**
 * docs/roles.md#roles as a matrix: every /api route × (anonymous, member of another project, member,
 * project admin, global admin). The routes come from the app itself and their expected
 * answers from each route's declared access, so a new route without a row here fails, and a
 * route that loses its check fails. Each call that may write runs against a fresh project
 * world, so writes and deletes of one case never change another's; reads share one.
 */
const ALLOWED: Expectation = 'allowed';

function expected(route: RouteEntry, persona: Persona): Expectation {
  switch (route.access) {
    case 'public':
      return 'public';
    case 'authenticated':
      return persona === 'anonymous' ? 401 : ALLOWED;
    case 'global-admin':
      return persona === 'anonymous' ? 401 : persona === 'globalAdmin' ? ALLOWED : 403;
    case 'project-member':
      return persona === 'anonymous' ? 401 : persona === 'outsider' ? 404 : ALLOWED;
    case 'project-admin':
      return persona === 'anonymous' ? 401 : persona === 'outsider' ? 404 : persona === 'member' ? 403 : ALLOWED;
    default:
      throw new Error(`${route.method} ${route.url} sem nível de acesso`);
  }
}

describe('permission matrix (docs/roles.md#roles)', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let routes: RouteEntry[];
  const tokens = new Map<Persona, string>();
  beforeAll(async () => {
    ctx = await testApp();
    await createFixtures(ctx.database.db);
    routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    for (const persona of PERSONAS) {
      if (persona !== 'anonymous') tokens.set(persona, await ctx.tokenFor(PERSONA_EMAILS[persona]));
    }
  });
  afterAll(() => ctx.close());

  it('has a request for every route of the API, and no stale rows', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(
      keys.filter((k) => !REQUESTS[k]),
      'rotas sem linha na matriz',
    ).toEqual([]);
    expect(
      Object.keys(REQUESTS).filter((k) => !keys.includes(k)),
      'linhas sem rota',
    ).toEqual([]);
  });

  it('answers every route as its access level says, for every kind of caller', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    // A fresh world after any call that may have written: a write the route accepted. Reads and
    // refused writes (401/403/404, and 4xx of any kind) share the world they found: a refusal
    // changes nothing (server/http/fuzz proves it route by route), and a refused write that did
    // change something would fail the calls after it here, not pass them.
    let world: Awaited<ReturnType<typeof createFixtures>> | undefined;
    for (const route of routes) {
      const build = REQUESTS[`${route.method} ${route.url}`];
      if (!build) continue;
      for (const persona of PERSONAS) {
        if (!world) world = await createFixtures(ctx.database.db);
        const request = build(world);
        const want = request.expect?.[persona] ?? expected(route, persona);
        const token = tokens.get(persona);
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: request.url,
          payload: request.payload as string | undefined,
          headers: { ...(token ? bearer(token) : {}), ...request.headers },
        });
        const status = response.statusCode;
        if (route.method !== 'GET' && status < 400) world = undefined;
        const ok =
          status < 500 &&
          (want === 'public' ? status !== 401 : want === ALLOWED ? ![401, 403, 404].includes(status) : status === want);
        if (!ok)
          failures.push(
            `${route.method} ${route.url} como ${persona}: ${status} (esperado ${want}) ${response.body.slice(0, 160)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
