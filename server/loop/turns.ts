import { setImmediate as nextMacrotask } from 'node:timers/promises';

/**
 * The API's thread between two pieces of work. PGlite, the embedded database, runs on this
 * thread and answers in microtasks, so reads chained with `await` alone run back to back and a
 * request that arrived meanwhile is not even read until the last one ends: a turn of the event
 * loop (a macrotask) lets it in.
 */
export const nextTurn = (): Promise<void> => nextMacrotask();

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
