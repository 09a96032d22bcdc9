import { giveWay } from '../loop/turns.ts';
import type { Db } from './connection.ts';
import { asLongWork } from './pglite-turns.ts';

/**
 * Lots one transaction of a long write takes on the embedded database (issue #19, goal 5): the
 * geometry import and the workbench's bulk actions. PGlite has one connection, so while a
 * transaction is open every other request's query waits for it: 5,000 lots of an import in one
 * held them 0.53–0.91 s, a bulk status change of 500 lots 126–221 ms (the slow-kernel machine of
 * 2026-12-06). 125 lots of the import take 16–24 ms at the median (p95 37 ms; 250 lots: 33 and
 * 76 ms). On PostgreSQL other connections are not held, and such a write stays one transaction.
 */
export const WRITE_SLICE = 125;

/**
 * `write` on `items` a slice at a time, each slice in a transaction of its own and the embedded
 * database left to other requests between two for as long as the last one held it (`giveWay`):
 * every item's change is whole, but the items are no longer all changed or none. `size` is the
 * slice (`writeSlice`); without it, all of them in one transaction.
 */
export async function inSlicedTransactions<T>(
  db: Db,
  items: readonly T[],
  size: number | undefined,
  write: (tx: Db, slice: readonly T[]) => Promise<void>,
): Promise<void> {
  size ??= items.length;
  let held = 0;
  for (let at = 0; at < items.length; at += size) {
    await giveWay(held);
    const slice = items.slice(at, at + size);
    const started = performance.now();
    await asLongWork(() => db.transaction((tx) => write(tx, slice)));
    held = performance.now() - started;
  }
}

/** The slice of a long write on `engine`: WRITE_SLICE on the embedded database, everything at once on PostgreSQL. */
export const writeSlice = (engine: 'pglite' | 'postgres'): number | undefined =>
  engine === 'pglite' ? WRITE_SLICE : undefined;
