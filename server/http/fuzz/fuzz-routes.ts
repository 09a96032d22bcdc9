import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bearer, testApp } from '../../test/app.ts';
import { createFixtures, PERSONA_EMAILS } from '../../test/fixtures.ts';
import { nextXid, snapshot } from '../../test/db-snapshot.ts';
import { REQUESTS } from '../permission-matrix.requests.ts';

/**
 * Generated bad input thrown at every route of the API as the most powerful caller: bad
 * ids, wrong JSON types, huge strings, unknown fields, malformed JSON, garbage queries.
 * No answer may be a 5xx, and a refused request (4xx) must leave the database as it was.
 *
 * The routes are dealt round-robin into SHARDS test files (shard-N.test.ts), each on its own
 * database: every route adds its fixtures and every request fingerprints the whole database, so
 * one file over all routes cost the square of the route count (127 s alone, past its 240 s
 * limit under CI's load); four files cost a quarter of that and run on both workers.
 */
export const SHARDS = 4;
const RUNS = 12;
const SEED = 20_261_122;

const junk = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant('x'.repeat(100_000)),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
const badId = fc.constantFrom(
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '1e3',
  "1'%20or%20'1'='1",
  '%00',
  'null',
);

interface Variant {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
}

function variants(url: string, payload: unknown): Variant[] {
  const out: Variant[] = [];
  const [path, query = ''] = url.split('?');
  if (/\/\d+(\/|$)/.test(path)) {
    for (const id of fc.sample(badId, { numRuns: 4, seed: SEED })) {
      out.push({
        label: `id ${id}`,
        url: `${path.replace(/\/\d+(?=\/|$)/, `/${id}`)}${query ? `?${query}` : ''}`,
        payload: JSON.stringify(payload ?? {}),
      });
    }
  }
  const garbageQuery = fc.sample(
    fc.dictionary(
      fc.constantFrom('page', 'count', 'sort', 'order', 'q', 'project_id', 'block_id', 'uf', 'date', 'include'),
      fc.string({ maxLength: 12 }),
      { maxKeys: 3 },
    ),
    { numRuns: 3, seed: SEED },
  );
  for (const q of garbageQuery) {
    out.push({
      label: 'query',
      url: `${path}?${new URLSearchParams(q).toString()}`,
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  }
  if (payload === undefined) return out;
  for (const body of fc.sample(fc.anything({ maxDepth: 2 }), { numRuns: RUNS / 4, seed: SEED })) {
    out.push({ label: 'any JSON', url, payload: JSON.stringify(body ?? null) });
  }
  const base =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : {};
  for (const key of Object.keys(base)) {
    for (const value of fc.sample(junk, { numRuns: RUNS / 4, seed: SEED })) {
      out.push({ label: `${key}=junk`, url, payload: JSON.stringify({ ...base, [key]: value }) });
    }
  }
  out.push({ label: 'unknown field', url, payload: JSON.stringify({ ...base, campo_inexistente: 1 }) });
  out.push({ label: 'malformed JSON', url, payload: '{"name": ' });
  out.push({ label: 'wrong content type', url, payload: 'name=x', contentType: 'text/plain' });
  return out;
}

export function fuzzShard(shard: number) {
  describe(`fuzzing every route with bad input (${shard} of ${SHARDS})`, () => {
    let ctx: Awaited<ReturnType<typeof testApp>>;
    let token: string;
    beforeAll(async () => {
      ctx = await testApp();
      await createFixtures(ctx.database.db);
      token = await ctx.tokenFor(PERSONA_EMAILS.globalAdmin);
    });
    afterAll(() => ctx.close());

    it('never answers 5xx, and a refused request changes nothing', { timeout: 240_000 }, async () => {
      const problems: string[] = [];
      const routes = ctx.app.routeTable
        .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
        .filter((r) => REQUESTS[`${r.method} ${r.url}`])
        .filter((_, index) => index % SHARDS === shard - 1);
      expect(routes.length).toBeGreaterThan(0);
      // A fresh world only after a route whose calls may have written (a non-GET that was not
      // refused): most variants are refused, so the database stays small and each fingerprint
      // cheap (the cost of this test grew with the square of the routes).
      let world: Awaited<ReturnType<typeof createFixtures>> | undefined;
      for (const route of routes) {
        const build = REQUESTS[`${route.method} ${route.url}`]!;
        if (!world) world = await createFixtures(ctx.database.db);
        const request = build(world);
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        // A body sent as raw bytes or text (a multipart upload) is not a JSON object: its routes get
        // the JSON variants without per-field junk. A Buffer read as one made a variant per byte
        // (1,524 requests for the geometry import, 24 of shard 3's 35 s) that all said 415.
        const raw = typeof request.payload === 'string' || Buffer.isBuffer(request.payload);
        const payload = raw ? undefined : request.payload;
        // After a refusal the database must be as before, so the state after it is the next
        // request's "before"; after a success it is taken again. A fingerprint of every table is
        // taken only when a transaction id was handed out since the last one (nextXid): most
        // refusals write nothing, and the fingerprints were 40% of this test's time on PGlite.
        let before = await snapshot(ctx.database);
        let xid = await nextXid(ctx.database);
        for (const variant of variants(request.url, hasBody ? (payload ?? {}) : undefined)) {
          const response = await ctx.app.inject({
            method: route.method as 'GET',
            url: variant.url,
            payload: hasBody ? variant.payload : undefined,
            headers: {
              ...bearer(token),
              ...(hasBody ? { 'content-type': variant.contentType ?? 'application/json' } : {}),
            },
          });
          const where = `${route.method} ${route.url} [${variant.label}] → ${response.statusCode}`;
          if (response.statusCode >= 500) problems.push(`${where}: ${response.body.slice(0, 120)}`);
          if (route.method !== 'GET' && response.statusCode < 400) world = undefined;
          const now = await nextXid(ctx.database);
          if (now === xid) continue;
          xid = now;
          const after = await snapshot(ctx.database);
          if (response.statusCode >= 400 && response.statusCode < 500) {
            const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
            if (changed.length) problems.push(`${where} mudou ${changed.join(', ')}`);
          }
          before = after;
        }
      }
      expect(problems).toEqual([]);
    });
  });
}
