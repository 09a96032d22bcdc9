/**
 * V8 flags for the tests' own processes (vitest.config.ts, scripts/test.ts).
 *
 * This first set is for the server tests' workers on a database, which open and close a PGlite, a
 * WebAssembly build of PostgreSQL, for every test file, many files to a worker.
 *
 * `--no-wasm-code-gc`: Node 24's V8 (13.6) can free a WebAssembly import wrapper twice. Its code
 * GC marks a wrapper dying once no instance uses it; a lookup that tiers a wrapper up
 * (`WasmImportWrapperCache::MaybeGet`) takes a reference before it checks that mark, and letting
 * the reference go frees the wrapper the GC frees too (fixed in V8 by "[wasm] Fix lookup of
 * wrappers marked is_dying", crbug 409379692; not in Node 24.22.3, the newest 24). The second
 * free fails a CHECK and V8 kills the worker on the spot, every test it still had left unrun:
 *
 *   # Check failed: jit_page_->allocations_.erase(addr) == 1.
 *   v8::internal::ThreadIsolation::UnregisterWasmAllocation
 *
 * Wrappers die when the instances that used them close, which is what a worker of ours does
 * file after file: seen in a whole run on 2026-12-02 (`workbench.test.ts`) and in the server
 * projects alone on 2026-12-04 (`project-counts.test.ts`, "Worker exited unexpectedly with
 * signal SIGTRAP"). Without the code GC nothing is freed while a module lives, and a closed
 * PGlite's code goes with its module as before. The product opens one PGlite for its whole
 * life, so its wrappers never die and it keeps V8's default.
 */
export const PGLITE_WORKER_EXEC_ARGV: readonly string[] = ['--no-wasm-code-gc'];

/**
 * V8's JIT for the tests' own processes: the Vitest workers of every project (the forks run with
 * it through each project's `execArgv` in vitest.config.ts) and the Vitest process itself, in
 * whose threads the web tests run (`npm test` starts it with the flag, scripts/test.ts).
 *
 * `--max-opt=2`: code tiers up to Maglev and no further. A test file runs most of its code a few
 * times, and a profile of the unit round on 2 cores (`perf`, 2026-12-04) put ~62 s of the run's
 * CPU in TurboFan's compile jobs on V8's worker threads, beside ~18 s for Maglev's: optimised code
 * that the file ends before paying back. Sixteen of the heaviest files (ten server files on
 * PGlite, six web files), four runs each way taken in turn: 122, 142, 139, 128 s of the
 * machine's CPU with the flag against 133, 151, 155, 128 s without, all 125 tests passing each
 * time; whole fresh clones of `npm test` taken in turn, 20.6 and 19.9 min of the machine's CPU
 * against 23.1 and 22.7 min (issue #19 goal 7, docs/performance.md). What the tests check does not change: only how far V8 compiles. The
 * processes the tests start (the journeys' servers, the seed CLI, the fault tests' API and
 * worker, Chromium) are the product as it runs, with V8's defaults.
 */
export const TEST_JIT_EXEC_ARGV: readonly string[] = ['--max-opt=2'];
