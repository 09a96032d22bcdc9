import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { appSecrets, rateLimitCounters } from '../db/schema/index.ts';

/**
 * Counts events per key in fixed windows that start at a key's first event, in the database
 * (rate_limit_counters): a restart keeps the counts and every API process on the same
 * database counts against the same limit. Each event is one atomic upsert (a window that has
 * ended starts again at 1), so concurrent requests, from one process or several, never lose
 * a count. Keys are stored as an HMAC under a key of their own in app_secrets: the table
 * holds no network address or e-mail.
 */
export interface WindowCount {
  count: number;
  /** Until the window ends (at least 1 while it runs; 0 when there is no window). */
  retryAfterSeconds: number;
}

export interface WindowCounter {
  /** Counts one event for the key; returns the count in the current window. */
  hit(key: string): Promise<WindowCount>;
  /** The count in the current window, without counting. */
  peek(key: string): Promise<WindowCount>;
  /** Takes one event back (a reservation that turned out not to count). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface CounterOptions {
  /** The clock (tests move it); windows are compared in this clock's time. */
  now?: () => number;
}

const c = rateLimitCounters;
const PEPPER_NAME = 'limits.key_pepper';
const peppers = new WeakMap<object, Promise<Buffer>>();

/** The HMAC key of the counters, generated once per database and cached per connection. */
function pepper(db: Db): Promise<Buffer> {
  let cached = peppers.get(db);
  if (!cached) {
    cached = (async () => {
      const read = async () => (await db.select().from(appSecrets).where(eq(appSecrets.name, PEPPER_NAME)))[0];
      let row = await read();
      if (!row) {
        await db
          .insert(appSecrets)
          .values({ name: PEPPER_NAME, value: randomBytes(32).toString('base64url') })
          .onConflictDoNothing();
        row = await read();
      }
      return Buffer.from(row!.value as string, 'base64url');
    })();
    cached.catch(() => peppers.delete(db));
    peppers.set(db, cached);
  }
  return cached;
}

const answer = (row: { count: number; expiresAt: Date } | undefined, now: number): WindowCount => ({
  count: row?.count ?? 0,
  retryAfterSeconds: row ? Math.max(1, Math.ceil((row.expiresAt.getTime() - now) / 1000)) : 0,
});

/**
 * Counts in the database under `name` (each limit its own name, so one address has a count
 * per limit) with windows of `windowMs`.
 */
export function windowCounter(db: Db, name: string, windowMs: number, options: CounterOptions = {}): WindowCounter {
  const now = options.now ?? Date.now;
  const hashed = async (key: string) =>
    createHmac('sha256', await pepper(db))
      .update(`${name}\u0000${windowMs}\u0000${key}`)
      .digest('base64url');
  return {
    async hit(key) {
      const t = now();
      // One statement: the existing row's window has ended when its end is not after this
      // event's time. A count is worth less than the wait for the disk: the transaction's
      // commit does not wait for the WAL flush (a database crash may lose the last instants'
      // counts, never corrupt them); that wait was most of a call's cost on PostgreSQL.
      const result = await db.execute(sql`
        insert into ${c} as c (key, window_start, expires_at, count)
        select ${await hashed(key)}, ${new Date(t).toISOString()}::timestamptz, ${new Date(t + windowMs).toISOString()}::timestamptz, 1
          from (select set_config('synchronous_commit', 'off', true)) as no_flush_wait
        on conflict (key) do update set
          count = case when c.expires_at <= excluded.window_start then 1 else c.count + 1 end,
          window_start = case when c.expires_at <= excluded.window_start then excluded.window_start else c.window_start end,
          expires_at = case when c.expires_at <= excluded.window_start then excluded.expires_at else c.expires_at end
        returning count, expires_at`);
      const [row] = (result as unknown as { rows: Array<{ count: number | string; expires_at: Date | string }> }).rows;
      return answer({ count: Number(row.count), expiresAt: new Date(row.expires_at) }, t);
    },
    async peek(key) {
      const t = now();
      const [row] = await db
        .select({ count: c.count, expiresAt: c.expiresAt })
        .from(c)
        .where(and(eq(c.key, await hashed(key)), gt(c.expiresAt, new Date(t))));
      return answer(row, t);
    },
    async undo(key) {
      await db
        .update(c)
        .set({ count: sql`${c.count} - 1` })
        .where(and(eq(c.key, await hashed(key)), gt(c.expiresAt, new Date(now())), gt(c.count, 0)));
    },
    async reset(key) {
      await db.delete(c).where(eq(c.key, await hashed(key)));
    },
  };
}

/** Deletes the counters whose window has ended; returns how many. */
export async function purgeExpiredCounters(db: Db, now: number = Date.now()): Promise<number> {
  const gone = await db
    .delete(c)
    .where(lte(c.expiresAt, new Date(now)))
    .returning({ key: c.key });
  return gone.length;
}
