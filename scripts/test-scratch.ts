import { mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isAlive } from '../server/db/data-dir-lock.ts';

/**
 * One scratch folder per test run, for everything the tests and the processes they start write
 * through os.tmpdir(): PGlite data folders, app data folders, uploads, backups, the e2e build.
 *
 * - It lies in RAM (/dev/shm) when that is a tmpfs with room: the server:pglite project alone
 *   went from 175 to 138 s and from 112 to 35 s of system CPU on 2 cores (2026-11-29, 672
 *   tests passing either way). Each test file copies a 42 MB PGlite folder, and on the disk
 *   the kernel spent that time writing copies that were deleted seconds later.
 * - It is removed when the run ends, with whatever a test left in it: runs used to leave ~1,700
 *   app folders and 42 MB PGlite copies in /tmp each.
 * - A folder whose run was killed before it could remove it is removed by the next run.
 */

/** statfs(2)'s f_type for a tmpfs. */
const TMPFS = 0x01021994;
const SHM = '/dev/shm';
/** What a run may hold there at its peak, with a wide margin (~300 MB measured). */
const ROOM = 2 * 1024 ** 3;
const PREFIX = 'reurb-run-';
/** A run's folder: `reurb-run-<pid>-` and the six random characters mkdtemp adds. */
const RUN_FOLDER = new RegExp(`^${PREFIX}(\\d+)-`);
/** Set in the run's processes once the folder exists: a worker loading the config again keeps it. */
const MARK = 'REURB_TEST_SCRATCH';

type Statfs = (path: string) => { type: number; bavail: number; bsize: number };

/** Where the run's folder goes: a TMPDIR someone set, else RAM when it has room, else the system's temp folder. */
export function scratchBase(env: NodeJS.ProcessEnv = process.env, statfs: Statfs = statfsSync): string {
  if (env.TMPDIR) return env.TMPDIR;
  try {
    const shm = statfs(SHM);
    if (shm.type === TMPFS && shm.bavail * shm.bsize >= ROOM) return SHM;
  } catch {
    // No /dev/shm (macOS, some containers): the system's temp folder.
  }
  return os.tmpdir();
}

/** Removes the folders of runs whose process has ended without removing them (killed). */
export function sweepEndedRuns(base: string, running: (pid: number) => boolean = isAlive): string[] {
  let names: string[];
  try {
    names = readdirSync(base);
  } catch {
    return [];
  }
  const ended = names.filter((name) => {
    const match = RUN_FOLDER.exec(name);
    return match !== null && !running(Number(match[1]));
  });
  for (const name of ended) rmSync(path.join(base, name), { recursive: true, force: true });
  return ended;
}

/**
 * Gives this process and those it starts the run's scratch folder as TMPDIR, once per run,
 * and removes the folder when the process exits.
 */
export function useRunScratch(): string {
  const existing = process.env[MARK];
  if (existing) return existing;
  const dir = makeRunFolder(scratchBase());
  process.env[MARK] = dir;
  process.env.TMPDIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The run's folder in `base`, after sweeping there; in the system's temp folder if `base` refuses it (read-only). */
export function makeRunFolder(base: string): string {
  const make = (where: string) => {
    sweepEndedRuns(where);
    return mkdtempSync(path.join(where, `${PREFIX}${process.pid}-`));
  };
  try {
    return make(base);
  } catch (error) {
    if (base === os.tmpdir()) throw error;
    return make(os.tmpdir());
  }
}
