import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { ENGINE_AGNOSTIC, ON_PGLITE, ONE_ENGINE } from './server/test/engine-agnostic.ts';
import { E2E_SERVERS } from './e2e/server.ts';
import { WEB_MOCKING } from './src/test/isolation.ts';
import { useRunScratch } from './scripts/test-scratch.ts';
import { PGLITE_WORKER_EXEC_ARGV, TEST_JIT_EXEC_ARGV } from './server/test/worker-flags.ts';

// Dates are tested in the users' time zone.
process.env.TZ = 'America/Sao_Paulo';
// What the tests and the processes they start write to the temp folder goes to the run's own
// folder, in RAM when there is room, removed when the run ends (scripts/test-scratch.ts).
useRunScratch();

function serverProject(engine: 'pglite' | 'postgres') {
  return {
    test: {
      name: `server:${engine}`,
      include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
      // Files that never touch a database run once, in server:pure.
      // With PostgreSQL configured, the HTTP-layer tests of ONE_ENGINE run there only; the files
      // that open an embedded database of their own (ON_PGLITE) run where the run's PGlite folder is.
      exclude: [
        '**/node_modules/**',
        'server/faults/**',
        ...ENGINE_AGNOSTIC,
        ...(engine === 'pglite' && process.env.TEST_DATABASE_URL ? Object.keys(ONE_ENGINE) : []),
        ...(engine === 'postgres' ? Object.keys(ON_PGLITE) : []),
      ],
      environment: 'node',
      env: { TEST_ENGINE: engine },
      globalSetup: ['server/test/global-setup.ts'],
      setupFiles: ['server/test/fast-resolve-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // A PGlite opened and closed file after file: V8's wasm code GC off; and the tests' JIT
      // (server/test/worker-flags.ts).
      execArgv: [...PGLITE_WORKER_EXEC_ARGV, ...TEST_JIT_EXEC_ARGV],
      // Each file opens its own database and app, and no server test mocks a module, so the
      // files of one worker share its loaded modules instead of importing the whole server again
      // (Fastify, Drizzle, pdfkit, exceljs…): the import share of the phase fell from 40% to 13%.
      isolate: false,
    },
  };
}

/** Server tests that never open a database (server/test/engine-agnostic.ts): once, not per engine. */
const pureServerProject = {
  test: {
    name: 'server:pure',
    include: [...ENGINE_AGNOSTIC],
    environment: 'node',
    setupFiles: ['server/test/fast-resolve-setup.ts', 'server/test/no-database.ts'],
    execArgv: [...TEST_JIT_EXEC_ARGV],
    testTimeout: 30_000,
    // None of these files mocks a module or changes the environment: one worker's files share
    // their imports (issue #19 goal 7: 40.6 → 20.8 s of CPU for the project, 33/33 passing).
    isolate: false,
  },
};

/** Fault tests: real API and worker processes on PostgreSQL, killed and cut off (npm test, after the API tests). */
const faultsProject = {
  test: {
    name: 'faults',
    include: ['server/faults/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/faults/global-setup.ts'],
    execArgv: [...TEST_JIT_EXEC_ARGV],
    // Alone the slowest (a worker killed mid report) takes ~45 s; beside the journeys on a slow
    // 2-core machine it passed 90 s (2026-11-28).
    testTimeout: 180_000,
    // A hook starts API and worker processes, each allowed 120 s to be ready (harness.ts).
    hookTimeout: 300_000,
    fileParallelism: false,
  },
};

const e2eProject = {
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    execArgv: [...TEST_JIT_EXEC_ARGV],
    // A failed test's open pages are saved as screenshots (e2e/artifacts/failures/).
    setupFiles: ['e2e/failure-screenshots.ts'],
    // The data-removal journey passed 60 s beside the fault tests, lint and type checks on a slow
    // 2-core machine (2026-11-28).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One journey per server at a time (e2e/server.ts): as many workers as servers.
    maxWorkers: E2E_SERVERS,
    // A worker's files share its loaded modules (playwright-core, pdf.js, axe-core, Vitest's own)
    // instead of starting a process and importing them again for each of the 19 files: no journey
    // mocks a module, each launches and closes its own browser, and the failure-screenshot hooks
    // are a setup file, which runs for every file. The layer alone on a slow 2-core machine, two
    // runs each, one after the other: 477 and 463 → 422 and 411 s of CPU (the whole machine's),
    // 255 and 248 → 228 and 222 s, all 52 passing (2026-12-03, issue #19 goal 7).
    isolate: false,
    fileParallelism: E2E_SERVERS > 1,
    // A screen that renders after a redirect and a lazy chunk can take more than expect.poll's
    // default second on a loaded 2-core CI machine (the procedure journey failed there so).
    expect: { poll: { timeout: 15_000 } },
  },
};

function webProject(name: string, files: { include?: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    plugins: [react()],
    test: {
      name,
      include: files.include ?? ['src/**/*.test.{ts,tsx}'],
      exclude: ['**/node_modules/**', ...(files.exclude ?? [])],
      environment: 'jsdom',
      // A thread, not a process: 367 → 305 s of CPU and 199 → 168 s alone for the 67 files, all
      // 373 passing (issue #19 goal 7, 2026-11-28).
      pool: 'threads' as const,
      isolate: files.isolate,
      setupFiles: ['src/test/setup.ts'],
      testTimeout: 20_000,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores, which
    // left a core idle and doubled the unit phase. Test files are independent (each has its
    // own database), so use every core; projects that must not overlap say fileParallelism.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts', 'mock-api/**/*.test.ts'],
          environment: 'node',
          execArgv: [...TEST_JIT_EXEC_ARGV],
          // Pure functions and the mock API's handlers, nothing mocked: shared imports (18 → 6 s of CPU).
          isolate: false,
        },
      },
      pureServerProject,
      serverProject('pglite'),
      // The same server tests again on a real PostgreSQL server when one is configured.
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      // Fault tests: only when asked (FAULTS=1, as npm test does) and with a PostgreSQL server.
      ...(process.env.FAULTS && process.env.TEST_DATABASE_URL ? [faultsProject] : []),
      // End to end: the real server and Debian's Chromium, the journeys and the 390/768 px and axe
      // sweep over every screen (e2e/screens-sweep.e2e.test.ts); only when asked (npm run test:e2e).
      ...(process.env.E2E ? [e2eProject] : []),
      // The web files in two groups (`--project 'web:*'` runs both). A file that mocks a module
      // keeps a fresh worker (a mock would reach the files after it); the others share their
      // worker's imports (React, MUI, react-admin, jsdom's setup), each with its own DOM, msw
      // server and store: web alone 410 → 227 s wall and 747 → 409 s of CPU on a slow 2-core
      // machine, all 375 passing, and 287/287 on one worker in a shuffled order (2026-11-28).
      // The lot screens' tests stopped mocking their tabs, so 7 more files share (2026-11-29):
      // 127 → 103 s wall and 233 → 184 s of CPU, 333/333 shared on one worker in a shuffled order.
      webProject('web:isolated', { include: WEB_MOCKING, isolate: true }),
      webProject('web:shared', { exclude: WEB_MOCKING, isolate: false }),
    ],
  },
});
