import path from 'node:path';

/** The part of Vitest's JSON report (`--reporter=json`) that `npm test` reads. */
export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{
    /** The test file's absolute path. */
    name: string;
    status: string;
    /** Why the file failed outside its tests: it did not load, or a hook threw. */
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

/** What one Vitest step adds to the run's totals, and what failed in it, a line each. */
export interface ReportCounts {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
}

/** The first line of an error that says something, cut to a line of the log. */
function firstLine(message: string | undefined): string {
  const line = (message ?? '').split('\n').find((l) => l.trim()) ?? '';
  const trimmed = line.trim();
  return trimmed.length > 240 ? `${trimmed.slice(0, 239)}…` : trimmed;
}

/**
 * The counts of one report, and each failure named by file and test with the first line of its
 * error: CI keeps only the log's tail, so the run's last lines must say what failed (the unit
 * round's output, where Vitest names them, is long gone by then; one failure on 2026-12-06 could
 * not be told from the tail). A failed test counts once: Vitest's own numFailedTestSuites counts
 * the file and every describe block around it too, which made one failed test "3 failed". A
 * file that failed with no failed test (it did not load, or a hook threw) counts as one failure.
 */
export function reportCounts(report: VitestJsonReport, root: string): ReportCounts {
  const failures: string[] = [];
  let fileFailures = 0;
  for (const file of report.testResults) {
    const where = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) {
      fileFailures += 1;
      failures.push(`${where}: ${firstLine(file.message) || 'o arquivo falhou fora dos testes'}`);
    }
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + fileFailures,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}
