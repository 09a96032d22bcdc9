import { sql } from 'drizzle-orm';
import type { Database } from './connection.ts';
import { asLongWork } from './pglite-turns.ts';
import { rowsOf } from './rows.ts';
import { nextTurn } from '../loop/turns.ts';

/**
 * Fresh planner statistics for the embedded database, one table per statement.
 *
 * PGlite never gathers statistics by itself (no autovacuum), and its statistics counters start
 * at zero on every open, so the server cannot tell which tables changed: it analyses them all
 * after each start. PGlite runs one statement at a time, and a single `analyze` of the whole
 * database held it for 0.7 s on the demo data (2026-11-29, a slow 2-core machine), so the first
 * requests after a start, `/api/health` included, waited that long. One table per statement, with
 * a turn of the event loop before each, lets every other request take its turn between two tables
 * (issue 19 goals 5 and 7). Returns how many tables it analysed: all of them unless `signal`
 * stopped it first.
 */
export async function analyzeByTable(database: Pick<Database, 'db' | 'exec'>, signal?: AbortSignal): Promise<number> {
  // PGlite runs on this thread and answers without I/O: without a turn of the event loop before
  // each statement, the next would start before any request that arrived meanwhile was even read.
  await nextTurn();
  if (signal?.aborted) return 0;
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(
      sql`select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by schemaname, relname`,
    ),
  );
  let analysed = 0;
  for (const { name } of tables) {
    await nextTurn();
    // The server is stopping: the rest waits for the next start.
    if (signal?.aborted) break;
    await asLongWork(() => database.exec(`analyze ${name}`));
    analysed += 1;
  }
  return analysed;
}
