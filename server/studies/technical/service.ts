import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { projectSettings, projects, technicalReportSections, technicalReports } from '../../db/schema/index.ts';
import * as f from '../../reports/format.ts';
import { excluded } from '../../db/excluded.ts';
import { htmlOf, sanitizeSection, type Sanitised, type SetAside } from '../rich-text/sanitize.ts';
import { linkSectionImages } from '../rich-text/own-images.ts';
import { storeEmbeddedImages } from '../rich-text/embedded-images.ts';
import type { FileContext } from '../../files/file-objects.ts';
import { calculatedValues } from './calculated.ts';
import { lowIncomeFamilies } from './low-income.ts';
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
    .select({
      name: projects.name,
      city: projects.city,
      state: projects.state,
      reurb_modality: projects.reurb_modality,
      complete: projectSettings.infrastructure_complete,
      schedule: projectSettings.works_schedule,
      responsible: projectSettings.works_responsible,
      signed_on: projectSettings.commitment_signed_on,
      existence_date: projectSettings.nucleo_existence_date,
      existence_evidence: projectSettings.nucleo_existence_evidence,
      consolidated: projectSettings.nucleo_consolidated,
    })
    .from(projects)
    .leftJoin(projectSettings, eq(projectSettings.project_id, projects.id))
    .where(eq(projects.id, projectId));
  const works = {
    complete: row?.complete ?? false,
    schedule: f.oneLine(row?.schedule),
    responsible: f.oneLine(row?.responsible),
    signedOn: row?.signed_on ?? null,
  };
  const existence = {
    date: row?.existence_date ?? null,
    evidence: f.oneLine(row?.existence_evidence),
    consolidated: row?.consolidated ?? null,
  };
  const lowIncome = await lowIncomeFamilies(db, projectId);
  if (!row) return { name: 'Projeto', city: null, state: null, reurb_modality: null, works, existence, lowIncome };
  const { name, city, state, reurb_modality } = row;
  return { name, city, state, reurb_modality, works, existence, lowIncome };
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
 * One section of a customised report's saved text, or null when it has none (the report was
 * customised before the section existed; the caller fills it in). Sections are read one per
 * statement (issue #19 goal 5): the 20 at the size cap are 8 MB, and read at once they held the
 * embedded database 60–125 ms while every other request waited; one section is ~3 ms.
 */
async function savedSection(db: Db, projectId: number, key: string): Promise<string | null> {
  const [found] = await db
    .select({ html: technicalReportSections.html })
    .from(technicalReportSections)
    .where(and(eq(technicalReportSections.project_id, projectId), eq(technicalReportSections.key, key)));
  return found?.html ?? null;
}

/** The sections a customised report has text of (their keys alone, never the text). */
async function savedKeys(db: Db, projectId: number): Promise<Set<string>> {
  const rows = await db
    .select({ key: technicalReportSections.key })
    .from(technicalReportSections)
    .where(eq(technicalReportSections.project_id, projectId));
  return new Set(rows.map((row) => row.key));
}

/** The twenty sections as the answers and the project's data write them. */
async function generatedText(db: Db, projectId: number, answers: Answers): Promise<Paragraphs> {
  const project = await facts(db, projectId);
  return generateParagraphs(answers, await calculatedValues(db, projectId, project.lowIncome), project);
}

/** The form definition with the calculated values filled in. */
export async function technicalForm(db: Db, projectId: number) {
  const calc = await calculatedValues(db, projectId);
  return QUESTIONS.map((q) => (q.type === 'calculated' ? { ...q, value: calc[q.prop] ?? '' } : { ...q }));
}

/**
 * The report as it is answered, its text handed out one section at a time, in report order:
 * readTechnical gathers it, and the routes write each section out as it is read
 * (server/http/studies.ts), so a report at the size cap never sits whole in the API's memory.
 */
export interface TechnicalSections {
  customized: boolean;
  answers: Answers;
  /** Read as they are asked for; none at all in a save's minimal answer (server/http/studies.ts). */
  paragraphs: AsyncIterable<[key: string, html: string]> | Iterable<[key: string, html: string]>;
}

export async function technicalSections(db: Db, projectId: number): Promise<TechnicalSections> {
  const row = await saved(db, projectId);
  const answers = (row?.answers ?? {}) as Answers;
  let generated: Paragraphs | undefined;
  const generate = async () => (generated ??= await generatedText(db, projectId, answers));
  if (!row?.customized) {
    const paragraphs = await generate();
    return { customized: false, answers, paragraphs: inOrder(async (key) => paragraphs[key]!) };
  }
  // Every section, even one saved before a section was added: generated text fills the gap.
  return {
    customized: true,
    answers,
    paragraphs: inOrder(async (key) => (await savedSection(db, projectId, key)) ?? (await generate())[key]!),
  };
}

async function* inOrder(section: (key: string) => Promise<string>): AsyncGenerator<[string, string]> {
  for (const key of SECTION_KEYS) yield [key, await section(key)];
}

export async function readTechnical(db: Db, projectId: number): Promise<TechnicalState> {
  const { customized, answers, paragraphs } = await technicalSections(db, projectId);
  const text: Paragraphs = {};
  for await (const [key, html] of paragraphs) text[key] = html;
  return { customized, answers, paragraphs: text };
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
): Promise<TechnicalSections> {
  await upsert(db, projectId, userId, { answers });
  return technicalSections(db, projectId);
}

/**
 * Saves the given sections (sanitised) and marks the report customised. A customised report's
 * text stops following the answers: the first customisation writes every section, the ones not
 * sent as generated from the answers at that moment; later saves write the sections sent (and a
 * section that has no text yet, as generated). Each section is its own row and its own statement
 * (issue #19 goal 5): saving one section of a report at the size cap writes ~400 KB, not the
 * 8 MB of all twenty, and the embedded database serves other requests between two sections.
 * Every row is whole on its own, and the report counts as customised only once they are all
 * written: a save that fails part way leaves the text the report showed before, or, for a report
 * already customised, some of the sections sent, never a section half written.
 */
export async function saveParagraphs(
  ctx: FileContext,
  projectId: number,
  userId: number,
  patch: Partial<Paragraphs>,
  /** The pictures its body set aside before it came (server/http/rich-body/), if it was made ready there. */
  setAside?: SetAside,
): Promise<TechnicalSections> {
  const { db } = ctx;
  const sanitised: Record<string, Sanitised> = {};
  for (const key of SECTION_KEYS) {
    const value = patch[key];
    if (typeof value === 'string') sanitised[key] = sanitizeSection(value, setAside);
  }
  // Pictures become the project's files before anything is written (own-images.ts, and
  // embedded-images.ts for the ones sent as data URLs).
  await linkSectionImages(db, userId, projectId, htmlOf(sanitised));
  const sent = (await storeEmbeddedImages(ctx, userId, projectId, sanitised)) as Paragraphs;
  const row = await saved(db, projectId);
  const kept = row?.customized ? await savedKeys(db, projectId) : new Set<string>();
  const missing = SECTION_KEYS.filter((key) => !kept.has(key) && !(key in sent));
  const generated = missing.length ? await generatedText(db, projectId, (row?.answers ?? {}) as Answers) : {};
  const sections: Paragraphs = { ...Object.fromEntries(missing.map((key) => [key, generated[key]!])), ...sent };
  // The report's row first: the sections' rows belong to it (their foreign key).
  if (!row) await upsert(db, projectId, userId, {});
  for (const [key, html] of Object.entries(sections)) await sectionUpsert(db, projectId, key, html);
  await upsert(db, projectId, userId, { customized: true });
  return technicalSections(db, projectId);
}

/** One section's text written, its row made or replaced; the text is sent once (server/db/excluded.ts). */
export const sectionUpsert = (db: Db, projectId: number, key: string, html: string) =>
  db
    .insert(technicalReportSections)
    .values({ project_id: projectId, key, html })
    .onConflictDoUpdate({
      target: [technicalReportSections.project_id, technicalReportSections.key],
      set: excluded(technicalReportSections, ['html']),
    });

/** Back to the generated text. */
export async function uncustomize(db: Db, projectId: number, userId: number): Promise<TechnicalSections> {
  await upsert(db, projectId, userId, { customized: false });
  return technicalSections(db, projectId);
}

export { facts as projectFacts };
