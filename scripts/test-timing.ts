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
  /**
   * CPU seconds the whole machine was busy during the run, all cores together: the tests, the
   * browsers and servers they start, and the local PostgreSQL that serves them (steal left out:
   * the hypervisor's other guests). A figure the run's wall time hides where the machine is
   * slower or faster per core (issue #19 goal 7). Absent where /proc cannot be read.
   */
  cpuSeconds?: number;
}

const FILE = path.join('node_modules', '.cache', 'reurb', 'npm-test.json');

export function saveTestTiming(timing: TestTiming, root = '.'): void {
  const file = path.join(root, FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(timing)}\n`);
}

/** Seconds as minutes, as `npm test` prints them: "12,6". */
export const minutes = (seconds: number) =>
  (seconds / 60).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * How the run used the machine, as `npm test` ends with it and the bench shows it (goal 7):
 * "24,6 min de CPU, 94% de 2 núcleos", or '' for a run that recorded no CPU.
 */
export function machineCpuShare(timing: Pick<TestTiming, 'seconds' | 'cores' | 'cpuSeconds'>): string {
  // A file of an older run has none; a file edited by hand may hold anything.
  if (typeof timing.cpuSeconds !== 'number' || !Number.isFinite(timing.cpuSeconds) || !(timing.seconds > 0)) return '';
  const share = Math.round((100 * timing.cpuSeconds) / (timing.seconds * timing.cores));
  return `${minutes(timing.cpuSeconds)} min de CPU, ${share}% de ${timing.cores} núcleos`;
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
