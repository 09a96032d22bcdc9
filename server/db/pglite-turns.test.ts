import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copiedPglite } from '../test/database.ts';
import type { Database } from './connection.ts';
import { rowsOf } from './rows.ts';
import { asLongWork, REQUEST_RUN, takeTurns } from './pglite-turns.ts';

/**
 * The embedded database's queries in turns (server/db/pglite-turns.ts): one at a time, a turn
 * of the event loop between two, a request's before long work's. PGlite only: PostgreSQL has a
 * pool (server/test/engine-agnostic.ts, ON_PGLITE).
 */
let database: Database;
beforeAll(async () => {
  database = await copiedPglite(inject('pgliteDataDir'));
});
afterAll(() => database.close());

/** One query, its name put in `order` as it ends. */
const query = (order: string[], name: string, statement = sql`select 1`) =>
  database.db.execute(statement).then(() => void order.push(name));

/** A query that holds the database while the others queue behind it. */
const holding = (order: string[]) => query(order, 'holding', sql`select pg_sleep(0.05)`);

describe('the embedded database in turns', () => {
  it('lets the event loop in between two queued queries', async () => {
    const order: string[] = [];
    const queued = [holding(order), ...Array.from({ length: 10 }, (_, i) => query(order, `query ${i}`))];
    // A request that arrives now: before, PGlite ran the ten queued queries in one turn, and this
    // came after all of them.
    setImmediate(() => order.push('other request'));
    await Promise.all(queued);
    expect(order).toContain('other request');
    expect(order.indexOf('other request')).toBeLessThan(order.indexOf('query 9'));
  });

  it("runs a request's queries before long work queued earlier, and every query's answer is its own", async () => {
    const order: string[] = [];
    const queued = [
      holding(order),
      ...[1, 2, 3].map((i) =>
        asLongWork(() => database.db.execute(sql`select ${i}::int as n`)).then((result) => {
          order.push(`long ${i}`);
          return rowsOf<{ n: number }>(result)[0];
        }),
      ),
    ];
    // A request that arrives a turn later: the long work is queued (without the turns, it has run).
    await new Promise((resolve) => setImmediate(resolve));
    const request = database.db.execute(sql`select 4::int as n`).then((result) => {
      order.push('request');
      return rowsOf<{ n: number }>(result)[0];
    });
    const answers = await Promise.all([...queued, request]);
    expect(order).toEqual(['holding', 'request', 'long 1', 'long 2', 'long 3']);
    expect(answers.slice(1)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
  });

  it("keeps long work out between a request's queries, one after the other", async () => {
    const order: string[] = [];
    const request = async () => {
      for (const i of [1, 2, 3]) await query(order, `request ${i}`);
    };
    await Promise.all([holding(order), ...[1, 2].map((i) => asLongWork(() => query(order, `long ${i}`))), request()]);
    expect(order).toEqual(['holding', 'request 1', 'request 2', 'request 3', 'long 1', 'long 2']);
  });

  it('gives long work a turn after REQUEST_RUN requests in a row', async () => {
    const order: string[] = [];
    const requests = REQUEST_RUN * 2;
    // A fresh turn of the event loop, which the last test's query has left: the holding query
    // starts as it comes, before any run of requests (its wasm blocks the thread meanwhile, so
    // the others are all queued by then). The last query's end frees the queue in a setImmediate
    // (pglite-turns.ts, `ended`); a timer alone could fire before it on a loaded machine, and the
    // holding query, then started after the long work was queued, counted in the requests' run
    // (one fresh clone, 2026-12-07: 'long' at 8, not 9). One setImmediate after it comes later.
    await new Promise((resolve) => setTimeout(resolve, 1));
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([
      holding(order),
      asLongWork(() => query(order, 'long')),
      ...Array.from({ length: requests }, (_, i) => query(order, `request ${i}`)),
    ]);
    expect(order.indexOf('long')).toBe(1 + REQUEST_RUN);
    expect(order).toHaveLength(2 + requests);
  });

  it('goes on after a failed query, and a transaction stays whole', async () => {
    const order: string[] = [];
    const failed = database.db.execute(sql`select * from tabela_que_nao_existe`).catch(() => order.push('failed'));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      order.push('transaction 1');
      await tx.execute(sql`select 2`);
      order.push('transaction 2');
    });
    const after = query(order, 'after');
    await Promise.all([failed, transaction, after]);
    expect(order).toEqual(['failed', 'transaction 1', 'transaction 2', 'after']);
  });
});

describe('the turns on a lock of their own', () => {
  /** A stand-in for PGlite's lock that counts the sections running at once; each section waits `ms`. */
  function lock(options: Parameters<typeof takeTurns>[1]) {
    let running = 0;
    let most = 0;
    const client = {
      async _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
        most = Math.max(most, ++running);
        try {
          return await fn();
        } finally {
          running -= 1;
        }
      },
    };
    takeTurns(client, options);
    const section = (order: string[], name: string, ms = 0) =>
      client._runExclusiveTransaction(async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        order.push(name);
      });
    return { section, most: () => most };
  }

  /** A request's three sections with 5 ms of its own work between them (a file read, say), beside long work. */
  async function requestBesideLongWork(graceMs: number) {
    const order: string[] = [];
    const { section, most } = lock({ graceMs });
    const request = async () => {
      for (const i of [1, 2, 3]) {
        await section(order, `request ${i}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    await Promise.all([
      section(order, 'holding', 10),
      ...[1, 2].map((i) => asLongWork(() => section(order, `long ${i}`))),
      request(),
    ]);
    return { order, most: most() };
  }

  it("keeps long work out while a request's next query is on its way", async () => {
    const { order, most } = await requestBesideLongWork(200);
    expect(order).toEqual(['holding', 'request 1', 'request 2', 'request 3', 'long 1', 'long 2']);
    expect(most).toBe(1);
  });

  it('without the grace, long work gets in between (what the grace is for)', async () => {
    const { order } = await requestBesideLongWork(0);
    expect(order.indexOf('long 1')).toBeLessThan(order.indexOf('request 3'));
  });
});
