import type { Db } from '../db/connection.ts';
import { underSessionLock } from '../db/session-lock.ts';
import { conflict } from '../errors.ts';

/** Answered (409) to an applied import sent while another one of the same project is under way. */
export const IMPORT_UNDER_WAY =
  'Outra importação de geometrias deste projeto está sendo gravada. Aguarde o fim dela e envie o arquivo de novo.';

/** The projects whose applied import is under way, per database (tests run several in one process). */
const underWay = new WeakMap<Db, Set<number>>();

/**
 * The advisory locks' space of the imports on PostgreSQL, a project's id the key: arbitrary, and
 * apart from the single-number locks (migrations, seed, register, orphans), which PostgreSQL
 * keeps in a space of their own.
 */
export const IMPORT_LOCK_SPACE = 1_906_001;

/**
 * `apply` (a whole applied import: its plan and its writes) unless another applied import of the
 * project is under way: then a 409 and nothing read or written. On the embedded database an
 * import is written a slice of lots a transaction (server/db/slices.ts), so two at once would
 * leave a mix of both files, lot by lot, and each answer's checks would describe a state that
 * never existed. On PostgreSQL each import is written in one transaction, but planned before it:
 * two at once would each be checked against the lots as they were before the other, and the
 * second would overwrite the first without a word. In one process a set of the projects under
 * way refuses the second; on PostgreSQL a session's advisory lock per project does too when the
 * other import runs in another API process (db/session-lock.ts), so every copy of the API answers
 * the same.
 */
export async function oneImportAtATime<T>(db: Db, projectId: number, apply: () => Promise<T>): Promise<T> {
  let projects = underWay.get(db);
  if (!projects) underWay.set(db, (projects = new Set()));
  if (projects.has(projectId)) throw conflict(IMPORT_UNDER_WAY);
  projects.add(projectId);
  try {
    const locked = await underSessionLock(db, [IMPORT_LOCK_SPACE, projectId], apply);
    if (!locked.held) throw conflict(IMPORT_UNDER_WAY);
    return locked.value;
  } finally {
    projects.delete(projectId);
  }
}
