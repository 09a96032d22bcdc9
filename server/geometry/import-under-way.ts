import type { Db } from '../db/connection.ts';
import { conflict } from '../errors.ts';

/** Answered (409) to an applied import sent while another one of the same project is under way. */
export const IMPORT_UNDER_WAY =
  'Outra importação de geometrias deste projeto está sendo gravada. Aguarde o fim dela e envie o arquivo de novo.';

/** The projects whose applied import is under way, per database (tests run several in one process). */
const underWay = new WeakMap<Db, Set<number>>();

/**
 * `apply` (a whole applied import: its plan and its writes) unless another applied import of the
 * project is under way in this process: then a 409 and nothing read or written. On the embedded
 * database an import is written a slice of lots a transaction (server/db/slices.ts), so two at
 * once would leave a mix of both files, lot by lot, and each answer's checks would describe a
 * state that never existed. On PostgreSQL each import is one transaction (one whole file after
 * the other, also across API processes); the refusal is the same on both engines.
 */
export async function oneImportAtATime<T>(db: Db, projectId: number, apply: () => Promise<T>): Promise<T> {
  let projects = underWay.get(db);
  if (!projects) underWay.set(db, (projects = new Set()));
  if (projects.has(projectId)) throw conflict(IMPORT_UNDER_WAY);
  projects.add(projectId);
  try {
    return await apply();
  } finally {
    projects.delete(projectId);
  }
}
