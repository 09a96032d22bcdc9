import { describe, expect, it } from 'vitest';
import { reportCounts, type VitestJsonReport } from './test-report.ts';

// The shape and messages Vitest 5's JSON reporter writes (read off real reports: the unit round's,
// and one of a failing assertion, a throwing beforeAll and a missing import).
const passing = (name: string) => ({ fullName: name, status: 'passed', failureMessages: [] });
const report = (testResults: VitestJsonReport['testResults'], counts: Partial<VitestJsonReport> = {}) => ({
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  ...counts,
  testResults,
});

describe("npm test's counts and named failures, from Vitest's JSON report", () => {
  it('counts a failed test once, however many describe blocks hold it, and names it with its error', () => {
    const counts = reportCounts(
      report(
        [
          {
            name: '/repo/server/emissions/emissions.test.ts',
            status: 'failed',
            message: '',
            assertionResults: [
              passing('the register numbers one'),
              {
                fullName: 'the register numbers 20 concurrent emissions 1…N without gaps or duplicates',
                status: 'failed',
                failureMessages: [
                  '\nAssertionError: expected [ 200, 503 ] to deeply equal [ 200, 200 ]\n    at emissions.test.ts:153:5',
                ],
              },
            ],
          },
          { name: '/repo/src/App.test.tsx', status: 'passed', message: '', assertionResults: [passing('the app')] },
        ],
        // What Vitest counted for that run: numFailedTestSuites would have said 2 more (file, describe).
        { numPassedTests: 2, numFailedTests: 1, numPendingTests: 3, numTodoTests: 1 },
      ),
      '/repo',
    );
    expect(counts).toEqual({
      passed: 2,
      failed: 1,
      skipped: 4,
      failures: [
        'server/emissions/emissions.test.ts › the register numbers 20 concurrent emissions 1…N without gaps or duplicates: AssertionError: expected [ 200, 503 ] to deeply equal [ 200, 200 ]',
      ],
    });
  });

  it('counts a file that failed outside its tests (it did not load, a hook threw) as one failure, with its message', () => {
    const counts = reportCounts(
      report([
        {
          name: '/repo/server/broken.test.ts',
          status: 'failed',
          message: "Cannot find module './missing.ts' imported from /repo/server/broken.test.ts\n  at …",
          assertionResults: [],
        },
        {
          name: '/repo/server/hook.test.ts',
          status: 'failed',
          message: 'hook broke',
          assertionResults: [{ fullName: 'x', status: 'skipped', failureMessages: [] }],
        },
        { name: '/repo/server/silent.test.ts', status: 'failed', message: '', assertionResults: [] },
      ]),
      '/repo',
    );
    expect(counts.failed).toBe(3);
    expect(counts.failures).toEqual([
      "server/broken.test.ts: Cannot find module './missing.ts' imported from /repo/server/broken.test.ts",
      'server/hook.test.ts: hook broke',
      'server/silent.test.ts: o arquivo falhou fora dos testes',
    ]);
  });

  it('keeps a long error to one line of the log', () => {
    const { failures } = reportCounts(
      report([
        {
          name: '/repo/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a', status: 'failed', failureMessages: [`Error: ${'x'.repeat(1000)}\nstack`] },
          ],
        },
      ]),
      '/repo',
    );
    expect(failures).toHaveLength(1);
    expect(failures[0].length).toBeLessThan(260);
    expect(failures[0]).toMatch(/^a\.test\.ts › a: Error: x+…$/);
  });
});
