import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app.ts';
import { createFixtures } from '../test/fixtures.ts';
import { analyzeByTable } from './analyze.ts';
import type { Database } from './connection.ts';
import { rowsOf } from './rows.ts';
import { lots } from './schema/index.ts';

/**
 * The start's statistics (server/db/analyze.ts). The start analyses the embedded database only
 * (server/start-server.ts), so these run on PGlite only (server/test/engine-agnostic.ts,
 * ON_PGLITE), on a copy of the run's migrated folder: no table has statistics yet.
 */
let ctx: Awaited<ReturnType<typeof testApp>>;
let database: Database;
let f: Awaited<ReturnType<typeof createFixtures>>;
beforeAll(async () => {
  ctx = await testApp();
  database = ctx.database;
  f = await createFixtures(database.db);
});
afterAll(() => ctx?.close());

/** `database` with the tables it is asked to analyse listed in `names`; `onAnalyse` before each. */
const watching = (names: string[], onAnalyse: (count: number) => void = () => undefined) => ({
  db: database.db,
  async exec(text: string) {
    names.push(text.replace(/^analyze /, ''));
    onAnalyse(names.length);
    await database.exec(text);
  },
});

const userTables = async () =>
  rowsOf<{ name: string; analysed: boolean }>(
    await database.db.execute(
      sql`select schemaname || '.' || relname as name, last_analyze is not null as analysed from pg_stat_user_tables`,
    ),
  );

describe("the start's statistics (db/analyze.ts)", () => {
  it('stops between two tables when the server stops', async () => {
    const stopping = new AbortController();
    const names: string[] = [];
    const analysed = await analyzeByTable(
      watching(names, (count) => count === 2 && stopping.abort()),
      stopping.signal,
    );
    expect(analysed).toBe(2);
    expect(names).toHaveLength(2);
  });

  it('then the rest, every table without statistics, and a request asked meanwhile answers after one table', async () => {
    const names: string[] = [];
    let finished = 0;
    let finishedAtProbe = -1;
    let probe: Promise<void> | undefined;
    const tables = await userTables();
    const analysed = await analyzeByTable({
      db: database.db,
      async exec(text: string) {
        names.push(text);
        // What /api/health asks, arriving while the first table is analysed: on PGlite it used to
        // wait behind one `analyze` of the whole database. It comes as a request does, from the
        // event loop, not queued at once behind the call.
        probe ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
          database.exec('select 1').then(() => void (finishedAtProbe = finished)),
        );
        await database.exec(text);
        finished += 1;
      },
    });
    await probe;
    expect(analysed).toBe(tables.length - 2);
    expect(names).toHaveLength(analysed);
    expect(analysed).toBeGreaterThan(20);
    // PGlite runs one statement at a time on this thread: the probe takes the next turn.
    expect(finishedAtProbe).toBeGreaterThanOrEqual(0);
    expect(finishedAtProbe).toBeLessThanOrEqual(1);
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['public.lots', 'public.projects']));
    expect((await userTables()).filter((t) => !t.analysed)).toEqual([]);
    // The planner has the lots' columns now.
    const stats = rowsOf<{ n: unknown }>(
      await database.db.execute(sql`select count(*) as n from pg_stats where tablename = 'lots'`),
    );
    expect(Number(stats[0]!.n)).toBeGreaterThan(0);
  });

  it('at the next start, only a table whose size moved by a tenth since its statistics', async () => {
    const names: string[] = [];
    expect(await analyzeByTable(watching(names))).toBe(0);
    await database.db
      .insert(lots)
      .values(
        Array.from({ length: 200 }, (_, i) => ({ name: `Lote novo ${i}`, block_id: f.blockA, project_id: f.projectA })),
      );
    expect(await analyzeByTable(watching(names))).toBe(1);
    expect(names).toEqual(['public.lots']);
    const [{ rows }] = rowsOf<{ rows: number }>(
      await database.db.execute(sql`select reltuples::int as rows from pg_class where relname = 'lots'`),
    );
    expect(rows).toBeGreaterThanOrEqual(200);
    expect(await analyzeByTable(watching(names))).toBe(0);
  });
});
