import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.ts';
import { rowsOf } from './rows.ts';
import { underSessionLock } from './session-lock.ts';
import { freshDatabase } from '../test/database.ts';

const LOCK = [4_242, 7] as const;

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** The sessions holding LOCK, as PostgreSQL lists them (the embedded database lists its own). */
const holders = async () =>
  rowsOf<{ n: number }>(
    await database.db.execute(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${LOCK[0]} and objid = ${LOCK[1]} and objsubid = 2 and granted`,
    ),
  )[0].n;

describe('work under a session advisory lock (the geometry import across API processes)', () => {
  it('runs the work and gives its value, the lock let go after it and after a failure', async () => {
    expect(await underSessionLock(database.db, LOCK, async () => ({ during: await holders() }))).toEqual({
      held: true,
      value: { during: database.engine === 'postgres' ? 1 : 0 },
    });
    expect(await holders()).toBe(0);
    await expect(
      underSessionLock(database.db, LOCK, async () => {
        throw new Error('falhou');
      }),
    ).rejects.toThrow('falhou');
    expect(await holders()).toBe(0);
    expect(await underSessionLock(database.db, LOCK, async () => 'de novo')).toEqual({ held: true, value: 'de novo' });
  });

  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    'does not run the work while another session holds the lock, and runs it once that one lets go',
    async () => {
      // Another API process, as the server sees it: another session.
      const other = await database.pool!.connect();
      try {
        await other.query('select pg_advisory_lock($1, $2)', [...LOCK]);
        let ran = false;
        expect(await underSessionLock(database.db, LOCK, async () => (ran = true))).toEqual({ held: false });
        expect(ran).toBe(false);
        // Another key of the same space is free.
        expect(await underSessionLock(database.db, [LOCK[0], LOCK[1] + 1], async () => 'outra')).toEqual({
          held: true,
          value: 'outra',
        });
        await other.query('select pg_advisory_unlock($1, $2)', [...LOCK]);
        expect(await underSessionLock(database.db, LOCK, async () => 'livre')).toEqual({ held: true, value: 'livre' });
      } finally {
        // Closed, not pooled again: a lock it still held (a failed assertion) goes with it.
        other.release(true);
      }
    },
  );
});
