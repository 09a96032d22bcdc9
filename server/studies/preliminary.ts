import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { preliminaryStudies } from '../db/schema/index.ts';
import { excluded } from '../db/excluded.ts';
import { htmlOf, sanitizeSection, type Sanitised, type SetAside } from './rich-text/sanitize.ts';
import { linkSectionImages } from './rich-text/own-images.ts';
import { storeEmbeddedImages } from './rich-text/embedded-images.ts';
import type { FileContext } from '../files/file-objects.ts';
import { PRELIMINARY_KEYS } from '../../domain/api/studies.ts';

/** The Estudo Preliminar of a project: three sanitised rich-text sections, one row per project. */
export type PreliminaryKey = (typeof PRELIMINARY_KEYS)[number];
export type PreliminaryStudy = Record<PreliminaryKey, string | null>;

const EMPTY: PreliminaryStudy = { diagnostico_ambiental: null, diagnostico_juridico: null, diagnostico_social: null };

export async function readPreliminary(db: Db, projectId: number): Promise<PreliminaryStudy> {
  const [row] = await db.select().from(preliminaryStudies).where(eq(preliminaryStudies.project_id, projectId));
  if (!row) return { ...EMPTY };
  return {
    diagnostico_ambiental: row.diagnostico_ambiental,
    diagnostico_juridico: row.diagnostico_juridico,
    diagnostico_social: row.diagnostico_social,
  };
}

/**
 * Saves the sections present in `patch` (sanitised); the others keep their text. Their pictures
 * become the project's files first (own-images.ts, and embedded-images.ts for the ones sent as
 * data URLs): one that may not is a 400, nothing written.
 */
export async function savePreliminary(
  ctx: FileContext,
  projectId: number,
  userId: number,
  patch: Partial<PreliminaryStudy>,
  /** The pictures its body set aside before it came (server/http/rich-body/), if it was made ready there. */
  setAside?: SetAside,
): Promise<void> {
  const sanitised: Partial<Record<PreliminaryKey, Sanitised | null>> = {};
  for (const key of PRELIMINARY_KEYS) {
    const value = patch[key];
    if (value !== undefined) sanitised[key] = value === null ? null : sanitizeSection(value, setAside);
  }
  await linkSectionImages(ctx.db, userId, projectId, htmlOf(sanitised));
  const values = await storeEmbeddedImages(ctx, userId, projectId, sanitised);
  await studyUpsert(ctx.db, projectId, userId, values);
}

/** The sections given written, the study's row made or updated; each text is sent once (server/db/excluded.ts). */
export const studyUpsert = (db: Db, projectId: number, userId: number, values: Partial<PreliminaryStudy>) =>
  db
    .insert(preliminaryStudies)
    .values({ project_id: projectId, ...values, created_by: userId, updated_by: userId })
    .onConflictDoUpdate({
      target: preliminaryStudies.project_id,
      set: { ...excluded(preliminaryStudies, Object.keys(values)), updated_by: userId, updated_at: new Date() },
    });
