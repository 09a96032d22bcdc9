import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as nextMacrotask } from 'node:timers';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's queries in turns (issue #19, goal 5). PGlite runs every query on the
 * API's thread, one at a time behind a promise lock, and answers in microtasks: the queries
 * queued behind one ran back to back in one turn of the event loop, and a request that arrived
 * meanwhile was not even read until the last ended. Long work (a map's 40 chunk reads, a
 * report's reads, an import's slices) also went first-come, first-served with a person's lot
 * read, which waited a chunk for each of its queries.
 *
 * So every query or transaction here (a "section": what PGlite runs under its lock) waits its
 * turn in a queue of ours: one at a time, the next one a macrotask after the last ended, and a
 * request's sections before long work's. Long work's wait for the requests to have left the
 * database alone for LONG_WORK_GRACE_MS (a request's next query follows its last by a little
 * of its own work), but never more than REQUEST_RUN sections in a row: long work is slowed by a
 * busy API, not stopped. PostgreSQL has a pool and its own scheduler: none of this applies.
 */

const longWork = new AsyncLocalStorage<true>();

/**
 * Runs `work` as long work: its sections on the embedded database give way to requests' (see
 * above). A drizzle query is a thenable that runs when awaited, so it is awaited in here.
 */
export const asLongWork = <T>(work: () => PromiseLike<T>): Promise<T> => longWork.run(true, async () => await work());

/** How long the requests must have left the database alone before long work takes it again. */
export const LONG_WORK_GRACE_MS = 2;
/** Requests' sections in a row while long work waits; then one of long work's. */
export const REQUEST_RUN = 8;

type Start = () => void;

/** Puts the client's sections in turns (see above); the client's own lock stays under ours. */
export function takeTurns(
  client: Pick<PGlite, '_runExclusiveTransaction'>,
  { graceMs = LONG_WORK_GRACE_MS, requestRun: maxRun = REQUEST_RUN } = {},
): void {
  const original = client._runExclusiveTransaction.bind(client);
  const requests: Start[] = [];
  const long: Start[] = [];
  let busy = false;
  /** A section ended in this turn of the event loop: the next one waits for the next turn. */
  let endedThisTurn = false;
  let lastRequestEnded = 0;
  let requestRun = 0;
  let timer: NodeJS.Timeout | undefined;

  const dispatch = () => {
    if (busy || endedThisTurn) return;
    let start: Start | undefined;
    if (requests.length && !(long.length && requestRun >= maxRun)) {
      start = requests.shift();
      requestRun = long.length ? requestRun + 1 : 0;
    } else if (long.length) {
      const quietFor = performance.now() - lastRequestEnded;
      if (!requests.length && quietFor < graceMs) {
        timer ??= setTimeout(() => {
          timer = undefined;
          dispatch();
        }, graceMs - quietFor);
        return;
      }
      start = long.shift();
      requestRun = 0;
    }
    if (!start) return;
    busy = true;
    start();
  };

  const ended = (request: boolean) => {
    busy = false;
    endedThisTurn = true;
    if (request) lastRequestEnded = performance.now();
    nextMacrotask(() => {
      endedThisTurn = false;
      dispatch();
    });
  };

  client._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const request = !longWork.getStore();
      (request ? requests : long).push(() => {
        original(fn)
          .then(resolve, reject)
          .finally(() => ended(request));
      });
      dispatch();
    });
}
