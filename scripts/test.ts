import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DROP_LATER } from '../server/test/run-databases.ts';
import { TEST_JIT_EXEC_ARGV } from '../server/test/worker-flags.ts';
import { machineBusySeconds, machineStealSeconds } from './loadtest/cpu.ts';
import { reportCounts, type VitestJsonReport } from './test-report.ts';
import { machineCpuShare, minutes, saveTestTiming } from './test-timing.ts';

/**
 * `npm test`: every layer — lint, Prettier, types, unit + API tests (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set), the fault tests, then the end-to-end journeys in Chromium. Ends
 * with one line `N passed, N failed` over all the tests that ran, then a line for each failed
 * test, named (scripts/test-report.ts).
 *
 * Two rounds, chosen by where each layer spends its time (measured on 2 cores, issue #19 goal 7):
 * 1. the unit and API tests, and beside them the static checks chained one after another: the
 *    tests keep both cores busy (vmstat: 0% idle), and the checks (~70 s of CPU cold, since the
 *    type checks use one checker) take their turns and end well before the tests do;
 * 2. the end-to-end journeys and the fault tests together: the journeys are CPU-bound (a browser
 *    and two servers: 8% idle alone), the fault tests wait on killed processes and timeouts; and
 *    beside them the unit round's PostgreSQL databases are dropped, which waits on the server's
 *    disk (they were dropped at the unit round's end until 2026-12-01).
 * The static checks ran in the second round until 2026-11-29: there the chain of four, each
 * getting a quarter of the CPU beside the journeys' browser, servers and the fault tests, became
 * the round's longest path (ESLint 25 s alone took 192 s; the chain 392 s against the journeys'
 * 387 s). Moved beside the unit tests: see docs/performance.md#test-time-goal-7 for the measured whole.
 * The journeys print as they run; the others' output is held and printed whole when they end.
 */
const env = { ...process.env, TZ: 'America/Sao_Paulo' };
const reports = mkdtempSync(path.join(os.tmpdir(), 'reurb-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
/** Each failed test, a line, printed last: CI keeps only the log's tail (scripts/test-report.ts). */
const failedTests: string[] = [];

interface Step {
  title: string;
  args: string[];
  env?: Record<string, string>;
  /** The Vitest JSON report this step writes, whose counts join the totals. */
  report?: string;
  /** Print the output as it comes (one step of a round at most), instead of when the step ends. */
  stream?: boolean;
}

/**
 * A Vitest run as a step: both the default reporter and a JSON report for the totals. Vitest's
 * own process runs with the tests' JIT flags, as its forks do: the web tests run in its threads
 * (server/test/worker-flags.ts).
 */
function vitest(title: string, name: string, args: string[], extraEnv: Record<string, string> = {}): Step {
  const report = path.join(reports, `${name}.json`);
  return {
    title,
    report,
    env: extraEnv,
    args: [
      ...TEST_JIT_EXEC_ARGV,
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
    ],
  };
}

function count(step: Step): void {
  if (!step.report) return;
  try {
    const counts = reportCounts(JSON.parse(readFileSync(step.report, 'utf8')) as VitestJsonReport, process.cwd());
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    failedTests.push(...counts.failures);
  } catch {
    totals.failed += 1;
    failedTests.push(`${step.title}: o relatório do Vitest não foi escrito`);
  }
}

/** Runs one step; resolves when it has ended, its output printed and its counts added. */
function run(step: Step): Promise<void> {
  return new Promise<void>((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, step.args, {
      env: { ...env, ...step.env },
      stdio: ['ignore', step.stream ? 'inherit' : 'pipe', step.stream ? 'inherit' : 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code !== 0) failures.push(step.title);
      if (output.length) process.stdout.write(`\n── ${step.title} ──\n${Buffer.concat(output).toString()}`);
      console.log(`${code === 0 ? '✔' : '✘'} ${step.title} (${seconds} s)`);
      count(step);
      resolve();
    });
  });
}

/** Runs the entries side by side (a list is a chain: its steps one after another); resolves when all have ended. */
async function round(entries: Array<Step | Step[]>): Promise<void> {
  const titles = entries.map((e) => (Array.isArray(e) ? e.map((s) => s.title).join(' → ') : e.title));
  console.log(`\n▶ ${titles.join(titles.length > 2 ? ', ' : ' e ')}${titles.length > 1 ? ' (juntos)' : ''}`);
  await Promise.all(
    entries.map(async (entry) => {
      for (const step of Array.isArray(entry) ? entry : [entry]) await run(step);
    }),
  );
}

const started = Date.now();
/** The machine's CPU seconds that ran work so far, all cores (NaN without /proc: not Linux). */
const machineCpu = () => machineBusySeconds() - machineStealSeconds();
const cpuAtStart = machineCpu();
if (!process.env.TEST_DATABASE_URL) console.log('\n(TEST_DATABASE_URL não definida: testes de servidor só no PGlite)');

/**
 * A type check of one tsconfig, with its incremental cache, by TypeScript 7, the native compiler
 * (package `typescript-native`): the SPA in 13 s against 28 s for TypeScript 6, the server in 7 s
 * against 21 s, alone on 2 cores (2026-11-29), with the same diagnostics. TypeScript 6 stays for
 * typescript-eslint's parser, which does not take 7 yet.
 * One checker, not TypeScript 7's default four: each checker checks the declarations the files
 * it is given use (React's, MUI's, Node's) again, so four did twice the work for the same
 * diagnostics. Cold, alone on 2 cores (2026-12-04): the SPA 24–27 → 12.7–13.3 s of CPU and
 * 12.3–14.5 → 9.7–9.9 s wall, the server 16.0–16.3 → 8.3–8.6 s of CPU; beside the unit tests the
 * CPU is what counts (issue #19 goal 7). `npm run typecheck` checks the same way.
 */
const typeCheck = (title: string, config: string, cache: string): Step => ({
  title,
  args: [
    'node_modules/typescript-native/bin/tsc',
    '-p',
    config,
    '--checkers',
    '1',
    '--incremental',
    '--tsBuildInfoFile',
    `node_modules/.cache/tsc/${cache}.tsbuildinfo`,
  ],
});
// Caches under node_modules/.cache: a second run re-checks only what changed.
const staticChecks: Step[] = [
  {
    title: 'ESLint',
    args: [
      'node_modules/eslint/bin/eslint.js',
      '--max-warnings',
      '0',
      '--cache',
      '--cache-location',
      'node_modules/.cache/eslint/',
      '.',
    ],
  },
  { title: 'Prettier', args: ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.'] },
  typeCheck('TypeScript (SPA)', 'tsconfig.json', 'spa'),
  typeCheck('TypeScript (server)', 'tsconfig.server.json', 'server'),
];
// Real API and worker processes killed and cut off from PostgreSQL (server/faults): need a server.
const faults = process.env.TEST_DATABASE_URL
  ? [vitest('Fault tests (processes on PostgreSQL)', 'faults', ['--project', 'faults'], { FAULTS: '1' })]
  : [];
if (!faults.length)
  console.log('\n(TEST_DATABASE_URL não definida: testes de falhas não rodam — eles precisam de um PostgreSQL)');
// The unit round's PostgreSQL databases (one per server test file) are dropped beside the second
// round instead of at the unit round's end, where ~110 checkpoints kept both cores waiting on the
// server's disk (server/test/run-databases.ts, DROP_LATER).
const dropList = path.join(reports, 'databases-to-drop');
const dropLater: Step[] = process.env.TEST_DATABASE_URL
  ? [{ title: 'Bancos de teste removidos (PostgreSQL)', args: ['scripts/drop-test-databases.ts', dropList] }]
  : [];
// The static checks one after another, not four at once: four processes beside the two test
// workers would take turns with them for no gain, and one at a time leaves the tests more of the CPU.
await round([{ ...vitest('Unit and API tests', 'unit', [], { [DROP_LATER]: dropList }), stream: true }, staticChecks]);
await round([
  { ...vitest('End-to-end (Chromium)', 'e2e', ['--project', 'e2e'], { E2E: '1' }), stream: true },
  ...faults,
  ...dropLater,
]);

const seconds = (Date.now() - started) / 1000;
const cpuSeconds = machineCpu() - cpuAtStart;
const timing = {
  seconds,
  cores: os.availableParallelism(),
  when: new Date().toISOString(),
  ...totals,
  ...(Number.isFinite(cpuSeconds) ? { cpuSeconds } : {}),
};
saveTestTiming(timing);
// The counts are in: the JSON reports go (each run used to leave its folder in /tmp).
rmSync(reports, { recursive: true, force: true });
// The machine's CPU beside the wall time: the run keeps every core busy, so only less CPU shortens it.
const cpu = machineCpuShare(timing);
console.log(
  `\n${failures.length ? `Falhou: ${failures.join(', ')}` : 'Tudo certo.'} (${minutes(seconds)} min${cpu ? `; a máquina ocupada ${cpu}` : ''})`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
for (const line of failedTests) console.log(`✘ ${line}`);
process.exit(failures.length || totals.failed ? 1 : 0);
