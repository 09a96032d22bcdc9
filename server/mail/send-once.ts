import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../db/connection.ts';
import type { Conn } from '../lots/conn.ts';

/**
 * A message sent once per key, the key recorded in a table of sends (the daily digest's
 * digest_sends, the certificate's certificate_notice_sends), however many runs overlap.
 */
export interface RecordedSend {
  /** Whether the key is recorded already. */
  taken(conn: Conn): Promise<boolean>;
  /** Records the key: false when another run recorded it first. */
  record(conn: Conn): Promise<boolean>;
  send(): Promise<unknown>;
}

/** The key of a send as a row of its table, found by `key` (the row's primary key). */
export function recordedAs<T extends PgTable>(
  table: T,
  row: T['$inferInsert'],
  key: SQL | undefined,
): Pick<RecordedSend, 'taken' | 'record'> {
  return {
    taken: async (conn) =>
      (
        await conn
          .select()
          .from(table as PgTable)
          .where(key)
          .limit(1)
      ).length > 0,
    record: async (conn) => (await conn.insert(table).values(row).onConflictDoNothing().returning()).length > 0,
  };
}

/**
 * Sends `message` unless its key is recorded, and records it: true when this run sent it.
 *
 * - **PostgreSQL:** in the transaction that records the key. A second run's insert waits on the
 *   first's key and then finds it taken; a send that fails rolls the key back, so a later run
 *   sends it. The transaction holds one of the pool's connections; the others serve everyone.
 * - **The embedded database:** its one connection is held by a transaction, so every request
 *   would wait for the relay's answer (hundreds of milliseconds by SMTP, message after message;
 *   issue #19 goal 5). One process holds it, so the runs take turns in the process instead
 *   (`oneRunAtATime`), and a message is sent outside any transaction, then recorded. A process
 *   that dies between the two sends it again at the next run: twice rather than never.
 */
export async function sendRecorded(database: Pick<Database, 'db' | 'engine'>, message: RecordedSend): Promise<boolean> {
  if (database.engine === 'pglite') {
    if (await message.taken(database.db)) return false;
    await message.send();
    await message.record(database.db);
    return true;
  }
  return database.db.transaction(async (tx) => {
    if (!(await message.record(tx))) return false;
    await message.send();
    return true;
  });
}

const runs = new WeakMap<Db, Promise<unknown>>();

/**
 * Runs `work` once every earlier run given this embedded database has ended, so two runs of a
 * day's e-mails never both find a key unrecorded (`sendRecorded`). On PostgreSQL, where several
 * processes run them, the recording transaction does that: `work` runs at once.
 */
export function oneRunAtATime<T>(database: Pick<Database, 'db' | 'engine'>, work: () => Promise<T>): Promise<T> {
  if (database.engine !== 'pglite') return work();
  const run = (runs.get(database.db) ?? Promise.resolve()).then(work);
  runs.set(
    database.db,
    run.catch(() => undefined),
  );
  return run;
}
