import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { projects, technicalReports } from '../../db/schema/index.ts';
import { sanitizeHtml } from '../rich-text/sanitize.ts';
import { calculatedValues } from './calculated.ts';
import type { Answers, ProjectFacts } from './context.ts';
import { QUESTIONS } from './questions.ts';
import { generateParagraphs, SECTION_KEYS, type Paragraphs } from './sections.ts';

/**
 * The Relatório Técnico of a project: saved answers, and either the paragraphs generated
 * from them (not customised) or the paragraphs saved from the editor (customised).
 */
export interface TechnicalState {
  customized: boolean;
  answers: Answers;
  paragraphs: Paragraphs;
}

async function facts(db: Db, projectId: number): Promise<ProjectFacts> {
  const [row] = await db
    .select({ name: projects.name, city: projects.city, state: projects.state })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row ?? { name: 'Projeto', city: null, state: null };
}

/** The saved report without its text: the flag and the answers. */
async function saved(db: Db, projectId: number) {
  const [found] = await db
    .select({ customized: technicalReports.customized, answers: technicalReports.answers })
    .from(technicalReports)
    .where(eq(technicalReports.project_id, projectId));
  return found ?? null;
}

/**
 * A customised report's saved text, one section per read (issue #19 goal 5). The 20 sections
 * at the size cap are 8 MB: read as one column, the embedded database was held 60–125 ms while
 * every other request waited; one section is ~3 ms. Read one after the other, so other
 * requests' queries take their turn in between. A section missing from an older save, or
 * saved as something other than text, is left out (the caller fills it in).
 */
async function savedParagraphs(db: Db, projectId: number): Promise<Paragraphs> {
  const paragraphs: Paragraphs = {};
  for (const key of SECTION_KEYS) {
    const [found] = await db
      .select({
        html: sql<string | null>`case when jsonb_typeof(${technicalReports.paragraphs} -> ${key}) = 'string'
          then ${technicalReports.paragraphs} ->> ${key} end`,
      })
      .from(technicalReports)
      .where(eq(technicalReports.project_id, projectId));
    if (typeof found?.html === 'string') paragraphs[key] = found.html;
  }
  return paragraphs;
}

/** The form definition with the calculated values filled in. */
export async function technicalForm(db: Db, projectId: number) {
  const calc = await calculatedValues(db, projectId);
  return QUESTIONS.map((q) => (q.type === 'calculated' ? { ...q, value: calc[q.prop] ?? '' } : { ...q }));
}

export async function readTechnical(db: Db, projectId: number): Promise<TechnicalState> {
  const row = await saved(db, projectId);
  const answers = (row?.answers ?? {}) as Answers;
  if (row?.customized) {
    const text = await savedParagraphs(db, projectId);
    // Every section, even one saved before a section was added: generated text fills the gap.
    const missing = SECTION_KEYS.some((key) => typeof text[key] !== 'string');
    const generated = missing
      ? generateParagraphs(answers, await calculatedValues(db, projectId), await facts(db, projectId))
      : {};
    return { customized: true, answers, paragraphs: { ...generated, ...text } };
  }
  const paragraphs = generateParagraphs(answers, await calculatedValues(db, projectId), await facts(db, projectId));
  return { customized: false, answers, paragraphs };
}

async function upsert(
  db: Db,
  projectId: number,
  userId: number,
  set: Partial<typeof technicalReports.$inferInsert>,
): Promise<void> {
  await db
    .insert(technicalReports)
    .values({ project_id: projectId, ...set, created_by: userId, updated_by: userId })
    .onConflictDoUpdate({
      target: technicalReports.project_id,
      set: { ...set, updated_by: userId, updated_at: new Date() },
    });
}

/** Replaces the answers (the form sends them all). */
export async function saveAnswers(
  db: Db,
  projectId: number,
  userId: number,
  answers: Answers,
): Promise<TechnicalState> {
  await upsert(db, projectId, userId, { answers });
  return readTechnical(db, projectId);
}

/** Saves the given sections (sanitised) over the current text and marks the report customised. */
export async function saveParagraphs(
  db: Db,
  projectId: number,
  userId: number,
  patch: Partial<Paragraphs>,
): Promise<TechnicalState> {
  const current = await readTechnical(db, projectId);
  const paragraphs = { ...current.paragraphs };
  for (const key of SECTION_KEYS) {
    const value = patch[key];
    if (typeof value === 'string') paragraphs[key] = sanitizeHtml(value);
  }
  await upsert(db, projectId, userId, { customized: true, paragraphs });
  return readTechnical(db, projectId);
}

/** Back to the generated text. */
export async function uncustomize(db: Db, projectId: number, userId: number): Promise<TechnicalState> {
  await upsert(db, projectId, userId, { customized: false });
  return readTechnical(db, projectId);
}

export { facts as projectFacts };
