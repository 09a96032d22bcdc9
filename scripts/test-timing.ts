import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The last whole `npm test` on this machine: scripts/test.ts writes it when it ends, and
 * `npm run bench` shows it in issue 19's goal table (goal 7) with its date, since a 10-minute
 * run has no place inside the bench itself. Kept beside the lint and tsc caches, out of git.
 */
export interface TestTiming {
  seconds: number;
  cores: number;
  /** ISO date and time the run ended. */
  when: string;
  passed: number;
  failed: number;
  skipped: number;
}

const FILE = path.join('node_modules', '.cache', 'reurb', 'npm-test.json');

export function saveTestTiming(timing: TestTiming, root = '.'): void {
  const file = path.join(root, FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(timing)}\n`);
}

/** The last run's timing, or null when there is none (or it cannot be read). */
export function lastTestTiming(root = '.'): TestTiming | null {
  try {
    const timing = JSON.parse(readFileSync(path.join(root, FILE), 'utf8')) as TestTiming;
    return typeof timing.seconds === 'number' && typeof timing.when === 'string' ? timing : null;
  } catch {
    return null;
  }
}
