import { setImmediate as nextMacrotask } from 'node:timers/promises';

/**
 * The API's thread between two pieces of work. PGlite, the embedded database, runs on this
 * thread and answers in microtasks, so reads chained with `await` alone run back to back and a
 * request that arrived meanwhile is not even read until the last one ends: a turn of the event
 * loop (a macrotask) lets it in.
 */
export const nextTurn = (): Promise<void> => nextMacrotask();

/**
 * How long a piece of CPU work on the API's thread runs before it lets other requests in: a
 * twentieth of goal 5's 100 ms (issue #19), so that a probe waits for a few slices at most.
 */
export const SLICE_MS = 5;

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
