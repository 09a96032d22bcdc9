import { setImmediate as nextMacrotask, setTimeout as sleep } from 'node:timers/promises';

/**
 * The API's thread between two pieces of work. PGlite, the embedded database, runs on this
 * thread and answers in microtasks, so reads chained with `await` alone run back to back and a
 * request that arrived meanwhile is not even read until the last one ends: a turn of the event
 * loop (a macrotask) lets it in.
 */
export const nextTurn = (): Promise<void> => nextMacrotask();

/**
 * Between two writes of long work on the embedded database, leaves it to other requests for as
 * long as the last write held it. A turn alone is not enough there: the work takes the database
 * again at once, and a request of several queries waits a whole write for each. The applied
 * geometry import of 5,000 lots, 125 a transaction, with a turn between two: a lot read's p50
 * 26–51 ms and p99 112–144 ms; with this: 7.6 and 78 ms, the import 2.6–2.8 s instead of
 * 1.5–2.5 s (bench stall case (k), the slow-kernel machine of 2026-12-06).
 */
export const giveWay = (heldMs: number): Promise<void> => sleep(Math.ceil(heldMs));

/**
 * How long a piece of CPU work on the API's thread runs before it lets other requests in (issue
 * #19, goal 5: p99 < 100 ms). Three map requests at once each take a slice per turn of the event
 * loop, so a request that arrives waits for one of each: at 5 ms a slice (and 250 lots a read)
 * `/api/health`'s p99 was 87–116 ms on a slow-kernel machine, at 3 ms (125 lots) 73–95 ms.
 */
export const SLICE_MS = 3;

/**
 * Runs a generator that yields between small steps of its work (domain/geo/checks.ts) to its
 * end, giving the event loop a turn each time a slice of SLICE_MS has run: the same answer as
 * running it in one piece, without holding every other request for its whole length.
 */
export async function inSlices<T>(steps: Generator<unknown, T>, sliceMs = SLICE_MS): Promise<T> {
  let started = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - started >= sliceMs) {
      await nextTurn();
      started = performance.now();
    }
  }
}
