import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { REPORT_JOB_STATUSES, TECHNICAL_SECTION_KEYS } from './choices.ts';
import { editable, oneOf, timestampTz } from './helpers.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

const projectKey = () =>
  integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' });

/** Estudo Preliminar: three rich-text (HTML subset) sections, one row per project. */
export const preliminaryStudies = pgTable('preliminary_studies', {
  project_id: projectKey(),
  diagnostico_ambiental: text('diagnostico_ambiental'),
  diagnostico_juridico: text('diagnostico_juridico'),
  diagnostico_social: text('diagnostico_social'),
  ...editable(),
});

/**
 * Relatório Técnico: the question answers (keyed by question prop) and whether the report is
 * customised, its text then in technical_report_sections.
 */
export const technicalReports = pgTable(
  'technical_reports',
  {
    project_id: projectKey(),
    customized: boolean('customized').notNull().default(false),
    answers: jsonb('answers')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...editable(),
  },
  (t) => [check('technical_reports_answers_check', sql`jsonb_typeof(${t.answers}) = 'object'`)],
);

/**
 * A customised Relatório Técnico's text, one row per section (introducao, apresentacao, …), so a
 * save writes the sections it changed and nothing else (issue #19 goal 5). Until 2026-12-01 the 20
 * sections were one jsonb column of technical_reports, and every save rewrote all of them: 8 MB at
 * the text cap, held by the embedded database while every other request waited.
 */
export const technicalReportSections = pgTable(
  'technical_report_sections',
  {
    project_id: integer('project_id')
      .notNull()
      .references(() => technicalReports.project_id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    html: text('html').notNull(),
  },
  (t) => [
    primaryKey({ name: 'technical_report_sections_pkey', columns: [t.project_id, t.key] }),
    check('technical_report_sections_key_check', oneOf(t.key, TECHNICAL_SECTION_KEYS)),
  ],
);

/**
 * Progress of a group report (pg-boss carries the work; this row carries what the UI polls).
 * `id` is the job id the client polls; `file_key` is where the finished file is stored until
 * `expires_at`.
 */
export const reportJobs = pgTable(
  'report_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    group_id: integer('group_id'),
    report_type: text('report_type').notNull(),
    params: jsonb('params')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('starting'),
    progress: smallint('progress').notNull().default(0),
    message: text('message'),
    file_name: text('file_name'),
    file_key: text('file_key'),
    error: text('error'),
    expires_at: timestampTz('expires_at'),
    created_at: timestampTz('created_at').notNull().defaultNow(),
    updated_at: timestampTz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdateFn(() => new Date()),
  },
  (t) => [
    check('report_jobs_status_check', oneOf(t.status, REPORT_JOB_STATUSES)),
    check('report_jobs_progress_check', sql`${t.progress} between 0 and 100`),
    index('report_jobs_user_idx').on(t.user_id, t.created_at),
    index('report_jobs_expires_idx').on(t.expires_at),
  ],
);
