import pg from 'pg';
import type { Db } from './connection.ts';

/** What `underSessionLock` gives back: `work`'s value, or that another session held the lock and `work` never ran. */
export type Locked<T> = { held: true; value: T } | { held: false };

/**
 * `work` under the PostgreSQL advisory lock `[space, key]` of a session of its own, taken without
 * waiting: on a connection of the pool kept for as long as `work` runs (its queries go through
 * the pool's others), then unlocked and given back. When another session holds the lock (another
 * API process on the same server, or this one's own other request), `work` does not run. The lock
 * goes with its connection if the process dies, so a crash never leaves it taken.
 *
 * On the embedded database there is one process and one session, and a session's advisory locks
 * are its own (taking one it holds succeeds), so `work` just runs: a caller that must refuse a
 * second run in the same process keeps its own guard beside this one.
 */
export async function underSessionLock<T>(
  db: Db,
  [space, key]: readonly [number, number],
  work: () => Promise<T>,
): Promise<Locked<T>> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return { held: true, value: await work() };
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
      space,
      key,
    ]);
    if (!rows[0]?.locked) return { held: false };
    try {
      return { held: true, value: await work() };
    } finally {
      // A connection that cannot say unlock is closed instead, which lets the lock go too.
      await client.query('select pg_advisory_unlock($1, $2)', [space, key]).catch((error: Error) => (broken = error));
    }
  } finally {
    client.release(broken);
  }
}
