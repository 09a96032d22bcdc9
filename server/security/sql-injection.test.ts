import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { REQUESTS } from '../http/permission-matrix.requests.ts';
import { snapshot } from '../test/db-snapshot.ts';
import { bearer, testApp } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../test/fixtures.ts';

/** Classic payloads: quote breaks, comments, stacked queries, unions, LIKE wildcards, look-alike quotes. */
export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  '" OR ""="',
  "'; drop table lots; --",
  '1 OR 1=1',
  "' UNION SELECT email, null FROM local_identities --",
  "%' OR name LIKE '%",
  '%_\\',
  '\u2019 OR 1=1 --',
  '\u02bc; DROP TABLE lots; --',
  '$$; select pg_sleep(5); $$',
] as const;

/** Paging parameters: a payload there is refused or ignored, and the page may be any size. */
const PAGING = new Set(['page', 'count', 'perPage', 'limit', 'offset']);

interface Operation {
  parameters?: { in: string; name: string }[];
}

const rowCount = (body: unknown): number | undefined => {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object' && 'total' in body && typeof body.total === 'number') return body.total;
  if (body && typeof body === 'object' && 'data' in body && Array.isArray(body.data)) return body.data.length;
  return undefined;
};

/**
 * Every query parameter of every GET route (from the OpenAPI document, so a new route or
 * parameter is covered without editing this test), each with every payload, as the global
 * admin: never a 5xx, never more rows than without the parameter, and the database unchanged.
 */
describe('search and list parameters against SQL injection', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let world: Fixtures;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await testApp();
    world = await createFixtures(ctx.database.db);
    admin = bearer(await ctx.tokenFor(PERSONA_EMAILS.globalAdmin));
  });
  afterAll(() => ctx.close());

  it('answers 200 with no extra rows, or 4xx, and leaves every table intact', { timeout: 300_000 }, async () => {
    const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    const problems: string[] = [];
    let tried = 0;
    const params = new Set<string>();
    // Every route's answer without payloads first: some reads record things once (review events).
    const targets: { base: URL; baseRows: number | undefined; query: string[] }[] = [];
    for (const [openApiPath, operations] of Object.entries(paths)) {
      const query = (operations.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const build = REQUESTS[`GET ${openApiPath.replace(/\{(\w+)\}/g, ':$1')}`];
      if (!query.length || !build) continue;
      const base = new URL(build(world).url, 'http://x');
      const baseline = await ctx.app.inject({ url: base.pathname + base.search, headers: admin });
      // Exports (PDF, XLSX) take the same filters as their JSON previews, which are tried.
      if (!String(baseline.headers['content-type']).startsWith('application/json')) continue;
      targets.push({
        base,
        query,
        baseRows: baseline.statusCode === 200 ? rowCount(safeJson(baseline.body)) : undefined,
      });
    }
    const before = await snapshot(ctx.database);
    for (const { base, query, baseRows } of targets) {
      for (const name of query) {
        params.add(name);
        for (const payload of SQL_PAYLOADS) {
          const url = new URL(base);
          url.searchParams.set(name, payload);
          const target = url.pathname + url.search;
          const res = await ctx.app.inject({ url: target, headers: admin });
          tried += 1;
          if (res.statusCode >= 500) problems.push(`${target} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          // A database error shown to the client (the payload itself may be echoed in a 400).
          if (
            res.statusCode !== 200 &&
            /syntax error|unterminated|relation|drizzle|Failed query|postgres/i.test(
              res.body.replaceAll(JSON.stringify(payload).slice(1, -1), ''),
            )
          ) {
            problems.push(`${target} → mostra SQL: ${res.body.slice(0, 200)}`);
          }
          const rows = res.statusCode === 200 ? rowCount(safeJson(res.body)) : undefined;
          if (rows !== undefined && baseRows !== undefined && !PAGING.has(name) && rows > baseRows) {
            problems.push(`${target} → ${rows} linhas, sem o parâmetro ${baseRows}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // The routes that search (q, name…) and filter must all have been reached.
    for (const name of ['q', 'sort', 'order', 'project_id', 'block_id']) expect(params.has(name), name).toBe(true);
    expect(tried).toBeGreaterThan(150);
    expect(await snapshot(ctx.database)).toEqual(before);
    const tables = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_name in ('lots', 'projects', 'local_identities')`,
      ),
    );
    expect(tables[0].n).toBe(3);
  });

  it('stores a payload as plain text and finds it with a search, exactly once', async () => {
    const name = "Quadra '; drop table lots; --";
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/blocks/create',
      headers: admin,
      payload: { project_id: world.projectA, name, streets_ids: [] },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const found = await ctx.app.inject({
      url: `/api/blocks/list?project_id=${world.projectA}&q=${encodeURIComponent("'; drop table lots")}`,
      headers: admin,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((b: { name: string }) => b.name)).toEqual([name]);
    const lots = await ctx.app.inject({ url: `/api/lots/list?block_id=${world.blockA}`, headers: admin });
    expect(lots.statusCode).toBe(200);
  });
});

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
