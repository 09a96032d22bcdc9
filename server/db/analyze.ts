import { sql } from 'drizzle-orm';
import type { Database } from './connection.ts';
import { asLongWork } from './pglite-turns.ts';
import { rowsOf } from './rows.ts';
import { nextTurn } from '../loop/turns.ts';

/**
 * Whether a table's planner statistics are missing or stale: never analysed (`reltuples` -1), or
 * grown or shrunk by a tenth of its pages or more since its last statistics. `relpages` is what
 * the last analysis saw and stays in the catalog across starts; PGlite has no autovacuum, so
 * nothing else sets it. Rows updated or deleted leave their old versions in place (no vacuum
 * either), so a table that changed much grows too; a table deleted from keeps its larger
 * estimate, which only makes the planner favour its indexes. One table a query: its size is a
 * look at its file, ~0.5 ms, and 42 of them in one query held the thread 22-74 ms.
 */
const isStale = (oid: string) => sql`
  select c.reltuples < 0
      or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) >= greatest(1, c.relpages / 10)
      as stale
  from pg_class c where c.oid = ${oid}::oid`;

/**
 * Fresh planner statistics for the embedded database, one table per statement.
 *
 * PGlite never gathers statistics by itself (no autovacuum), and its statistics counters start
 * at zero on every open, so the server analyses after each start the tables that have none or
 * whose size moved since their last ones (isStale): analysing them all held the API's
 * thread 1.3-1.4 s for the lots alone at 50,000 lots, after every restart (2026-12-06). PGlite
 * runs one statement at a time, and a single `analyze` of the whole database held it for 0.7 s
 * on the demo data (2026-11-29, a slow 2-core machine), so the first requests after a start,
 * `/api/health` included, waited that long. One table per statement, with a turn of the event
 * loop before each, lets every other request take its turn between two tables (issue 19 goals
 * 5 and 7). Returns how many tables it analysed: all the stale ones unless `signal` stopped it
 * first.
 */
export async function analyzeByTable(database: Pick<Database, 'db' | 'exec'>, signal?: AbortSignal): Promise<number> {
  // PGlite runs on this thread and answers without I/O: without a turn of the event loop before
  // each statement, the next would start before any request that arrived meanwhile was even read.
  await nextTurn();
  if (signal?.aborted) return 0;
  const tables = rowsOf<{ name: string; oid: string }>(
    await database.db.execute(
      sql`select format('%I.%I', schemaname, relname) as name, relid::text as oid from pg_stat_user_tables order by schemaname, relname`,
    ),
  );
  let analysed = 0;
  for (const { name, oid } of tables) {
    await nextTurn();
    // The server is stopping: the rest waits for the next start.
    if (signal?.aborted) break;
    const [{ stale }] = rowsOf<{ stale: boolean }>(await asLongWork(() => database.db.execute(isStale(oid))));
    if (!stale) continue;
    await asLongWork(() => database.exec(`analyze ${name}`));
    analysed += 1;
  }
  return analysed;
}
