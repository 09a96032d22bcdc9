import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app.ts';
import { createFixtures } from '../test/fixtures.ts';
import { analyzeByTable } from './analyze.ts';
import type { Database } from './connection.ts';
import { rowsOf } from './rows.ts';

describe("the start's statistics (db/analyze.ts)", () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let database: Database;
  beforeAll(async () => {
    ctx = await testApp();
    database = ctx.database;
    await createFixtures(database.db);
  });
  afterAll(() => ctx?.close());

  it('analyses every table of the database', async () => {
    const count = await analyzeByTable(database);
    const tables = rowsOf<{ name: string; analysed: boolean }>(
      await database.db.execute(
        sql`select schemaname || '.' || relname as name, last_analyze is not null as analysed from pg_stat_user_tables`,
      ),
    );
    expect(count).toBe(tables.length);
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['public.lots', 'public.projects']));
    expect(tables.filter((t) => !t.analysed)).toEqual([]);
    // The planner has the lots' columns now.
    const stats = rowsOf<{ n: unknown }>(
      await database.db.execute(sql`select count(*) as n from pg_stats where tablename = 'lots'`),
    );
    expect(Number(stats[0]!.n)).toBeGreaterThan(0);
  });

  it('stops between two tables when the server stops', async () => {
    const stopping = new AbortController();
    let issued = 0;
    const watched = {
      db: database.db,
      async exec(text: string) {
        issued += 1;
        if (issued === 2) stopping.abort();
        await database.exec(text);
      },
    };
    expect(await analyzeByTable(watched, stopping.signal)).toBe(2);
    expect(issued).toBe(2);
  });
});
