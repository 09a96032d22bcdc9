import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm test`: every layer in order — lint, types, unit + API tests (PGlite, and PostgreSQL
 * when TEST_DATABASE_URL is set), then the end-to-end journeys in Chromium. Ends with one
 * line `N passed, N failed` over all the tests that ran.
 */
const env = { ...process.env, TZ: 'America/Sao_Paulo' };
const reports = mkdtempSync(path.join(os.tmpdir(), 'reurb-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function run(title: string, command: string, args: string[], extraEnv: Record<string, string> = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failures.push(title);
  console.log(`${result.status === 0 ? '✔' : '✘'} ${title} (${seconds} s)`);
}

function vitest(title: string, name: string, args: string[], extraEnv: Record<string, string> = {}) {
  const output = path.join(reports, `${name}.json`);
  run(
    title,
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...args,
    ],
    extraEnv,
  );
  try {
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numFailedTestSuites: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    totals.passed += report.numPassedTests;
    // A file that fails to load counts as a failure too, not as zero tests.
    totals.failed += report.numFailedTests + report.numFailedTestSuites;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1;
  }
}

/**
 * Steps that only read the sources, run side by side (each is one single-threaded process: on
 * CI's 2 cores the three took 38 s one after another). Output is held and printed per step.
 */
async function runTogether(steps: Array<{ title: string; args: string[] }>) {
  console.log(`\n▶ ${steps.map((s) => s.title).join(', ')} (em paralelo)`);
  await Promise.all(
    steps.map(
      ({ title, args }) =>
        new Promise<void>((resolve) => {
          const started = Date.now();
          const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            if (code !== 0) failures.push(title);
            process.stdout.write(Buffer.concat(output));
            console.log(`${code === 0 ? '✔' : '✘'} ${title} (${seconds} s)`);
            resolve();
          });
        }),
    ),
  );
}

// Caches under node_modules/.cache: a second run re-checks only what changed.
await runTogether([
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
  {
    title: 'TypeScript (SPA)',
    args: [
      'node_modules/typescript/bin/tsc',
      '-p',
      'tsconfig.json',
      '--incremental',
      '--tsBuildInfoFile',
      'node_modules/.cache/tsc/spa.tsbuildinfo',
    ],
  },
  {
    title: 'TypeScript (server)',
    args: [
      'node_modules/typescript/bin/tsc',
      '-p',
      'tsconfig.server.json',
      '--incremental',
      '--tsBuildInfoFile',
      'node_modules/.cache/tsc/server.tsbuildinfo',
    ],
  },
]);
if (!process.env.TEST_DATABASE_URL) console.log('\n(TEST_DATABASE_URL não definida: testes de servidor só no PGlite)');
vitest('Unit and API tests', 'unit', []);
// Real API and worker processes killed and cut off from PostgreSQL (server/faults): need a server.
if (process.env.TEST_DATABASE_URL)
  vitest('Fault tests (processes on PostgreSQL)', 'faults', ['--project', 'faults'], { FAULTS: '1' });
else console.log('\n(TEST_DATABASE_URL não definida: testes de falhas não rodam — eles precisam de um PostgreSQL)');
vitest('End-to-end (Chromium)', 'e2e', ['--project', 'e2e'], { E2E: '1' });

console.log(`\n${failures.length ? `Falhou: ${failures.join(', ')}` : 'Tudo certo.'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length || totals.failed ? 1 : 0);
