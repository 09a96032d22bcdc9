import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { freshDatabase } from '../test/database.ts';
import { purgeExpiredCounters, windowCounter } from './window-counter.ts';

/**
 * The counter behind every per-address limit (limits.ts), in the database so that it holds across
 * restarts and API processes: its SQL, on both engines. Which route counts what, and by which
 * address, is the HTTP layer's, tested on one engine (limits.test.ts, the forwarded-for finding).
 */
describe('the window counter', () => {
  // The counter needs only a database, not the app.
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.close());

  it('counts per key in the database and forgets when the window ends', async () => {
    let now = Date.parse('2026-11-25T12:00:00Z');
    const counter = windowCounter(database.db, 'teste', 1000, { now: () => now });
    expect((await counter.hit('a')).count).toBe(1);
    expect((await counter.hit('a')).count).toBe(2);
    expect((await counter.hit('b')).count).toBe(1);
    expect(await counter.peek('a')).toEqual({ count: 2, retryAfterSeconds: 1 });
    await counter.undo('a');
    expect((await counter.peek('a')).count).toBe(1);
    // Another name (another limit) counts the same key apart.
    expect((await windowCounter(database.db, 'outro', 1000, { now: () => now }).peek('a')).count).toBe(0);
    now += 1000;
    expect((await counter.peek('a')).count).toBe(0);
    expect((await counter.hit('a')).count).toBe(1);
    await counter.reset('a');
    expect((await counter.peek('a')).count).toBe(0);
    // 'b' has expired: the purge deletes it and keeps nothing that is still counting.
    await counter.hit('c');
    expect(await purgeExpiredCounters(database.db, now)).toBeGreaterThanOrEqual(1);
    expect((await counter.peek('c')).count).toBe(1);
  });

  it('loses no count under concurrent hits', async () => {
    const counter = windowCounter(database.db, 'concorrente', 60_000);
    const counts = await Promise.all(Array.from({ length: 40 }, () => counter.hit('mesma-chave')));
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('keeps no address or e-mail in the table', async () => {
    await windowCounter(database.db, 'privacidade', 60_000).hit('203.0.113.77\u0000pessoa@exemplo.com.br');
    const rows = await database.db.select().from(rateLimitCounters);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
