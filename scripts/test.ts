import { spawnSync } from 'node:child_process';
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
  run(title, process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args], extraEnv);
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

run('ESLint', process.execPath, ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']);
run('TypeScript (SPA)', process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json']);
run('TypeScript (server)', process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json']);
if (!process.env.TEST_DATABASE_URL) console.log('\n(TEST_DATABASE_URL não definida: testes de servidor só no PGlite)');
vitest('Unit and API tests', 'unit', []);
// Real API and worker processes killed and cut off from PostgreSQL (server/faults): need a server.
if (process.env.TEST_DATABASE_URL) vitest('Fault tests (processes on PostgreSQL)', 'faults', ['--project', 'faults'], { FAULTS: '1' });
else console.log('\n(TEST_DATABASE_URL não definida: testes de falhas não rodam — eles precisam de um PostgreSQL)');
vitest('End-to-end (Chromium)', 'e2e', ['--project', 'e2e'], { E2E: '1' });

console.log(`\n${failures.length ? `Falhou: ${failures.join(', ')}` : 'Tudo certo.'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length || totals.failed ? 1 : 0);
