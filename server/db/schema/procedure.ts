import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { LEGITIMADOS, PROCEDURE_STAGES, STAGE_MOVES } from '../../../domain/procedure/stages.ts';
import { REURB_MODALITIES } from '../../../domain/enums/project.ts';
import { valuesOf } from '../../../domain/enums/choice.ts';
import { IMPUGNATION_DECISIONS, NOTICE_METHODS, PARTY_ROLES } from '../../../domain/procedure/parties.ts';
import { fileRef, oneOf, timestampTz } from './helpers.ts';
import { files } from './files.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

const day = (name: string) => date(name, { mode: 'string' });

/**
 * The project's Reurb procedure (issue 16 part 1), append-only: each row is one recorded
 * stage act (its date, act number, file, note) and the table is its own history, never
 * updated or deleted. The current stage is the latest row's. A departure from the legal order
 * (going back, repeating, skipping) carries its reason. `automatic` rows were written by the
 * system itself, e.g. the modality fixed when the 180 days to classify ran out (Lei
 * 13.465/2017 art. 30 §3; Decreto 9.310/2018 art. 23 §3), with no user.
 */
export const procedureEvents = pgTable(
  'procedure_events',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    /** The act's date (not when it was typed in). */
    date: day('date').notNull(),
    act_number: text('act_number'),
    note: text('note'),
    move: text('move').notNull(),
    reason: text('reason'),
    /** Requerimento: who asked and which legitimado of Lei 13.465/2017 art. 14 they are. */
    requester: text('requester'),
    legitimado: text('legitimado'),
    /** Requerimento: the modality asked; classificação: the modality decided. */
    modality: text('modality'),
    /** Aprovação: the act's publication (Decreto 9.310/2018 art. 21, V). */
    publication_date: day('publication_date'),
    act_file_id: fileRef('act_file_id').references(() => files.id, { onDelete: 'set null' }),
    automatic: boolean('automatic').notNull().default(false),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name then (users may be deleted; the history keeps who acted). */
    user_name: text('user_name'),
    created_at: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('procedure_events_stage_check', oneOf(t.stage, PROCEDURE_STAGES)),
    check('procedure_events_move_check', oneOf(t.move, STAGE_MOVES)),
    check('procedure_events_legitimado_check', oneOf(t.legitimado, valuesOf(LEGITIMADOS))),
    check('procedure_events_modality_check', oneOf(t.modality, valuesOf(REURB_MODALITIES))),
    check(
      'procedure_events_reason_check',
      sql`${t.move} in ('first', 'next') or ${t.automatic} or char_length(${t.reason}) >= 5`,
    ),
    check('procedure_events_note_check', sql`char_length(${t.note}) <= 2000`),
    check('procedure_events_act_number_check', sql`char_length(${t.act_number}) <= 100`),
    index('procedure_events_project_idx').on(t.project_id, t.id),
  ],
);

/**
 * Municipal holidays of a project's municipality (issue 16 part 3): a clock ending on one of
 * them moves to the next business day (Lei 9.784/1999 art. 66 §1), like the national ones.
 */
export const procedureHolidays = pgTable(
  'procedure_holidays',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    date: day('date').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    unique('procedure_holidays_day_key').on(t.project_id, t.date),
    check('procedure_holidays_name_check', sql`char_length(${t.name}) between 1 and 120`),
  ],
);

/**
 * The parties notified in a project's procedure (issue 16 part 2; Lei 13.465/2017 art. 31;
 * Decreto 9.310/2018 art. 24) and what followed each notice: the AR or edital date that
 * starts the 30-day window, the impugnação, its decision and the appeal. `tacit_agreement_on`
 * and `appeal_window_closed_on` are written only by the system when a window closes in
 * silence (art. 24 §6: silence is agreement; §10: no appeal, the Reurb goes on), once: the
 * update is guarded by the column being null, so two workers record it once.
 */
export const notifiedParties = pgTable(
  'notified_parties',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    name: text('name').notNull(),
    /** CPF or CNPJ, digits only (check digits verified). */
    document: text('document'),
    address: text('address'),
    /** The matrícula or transcrição the party appears in. */
    registry_ref: text('registry_ref'),
    notice_method: text('notice_method'),
    /** AR received or edital published: the window starts the day after. */
    notified_on: day('notified_on'),
    impugnation_on: day('impugnation_on'),
    impugnation_text: text('impugnation_text'),
    impugnation_file_id: fileRef('impugnation_file_id').references(() => files.id, { onDelete: 'set null' }),
    decision: text('decision'),
    /** The grounds of the decision: required for a rejection, made "por ato fundamentado" (Dec. art. 24 § 10). */
    decision_reasons: text('decision_reasons'),
    /** Which of art. 24 § 12's hypotheses make a rejected impugnação unfounded (REJECTION_GROUNDS). */
    decision_grounds: text('decision_grounds').array(),
    decision_notified_on: day('decision_notified_on'),
    appeal_on: day('appeal_on'),
    appeal_text: text('appeal_text'),
    /**
     * How the appeal was resolved, and when: a consensus reduced to a term, which conditions the CRF
     * (Dec. art. 27, § 2º), the composition of the conflict (art. 24, § 11) or the Município's decision.
     */
    appeal_resolved_on: day('appeal_resolved_on'),
    appeal_resolution: text('appeal_resolution'),
    /**
     * How the extrajudicial composition of conflicts ended, and when, for an impugnação not accepted in
     * whole or in part (Dec. art. 24, § 7º): a term of agreement conditions the CRF (art. 27, § 2º).
     */
    composition_resolved_on: day('composition_resolved_on'),
    composition_resolution: text('composition_resolution'),
    tacit_agreement_on: day('tacit_agreement_on'),
    appeal_window_closed_on: day('appeal_window_closed_on'),
    created_at: timestampTz('created_at').notNull().defaultNow(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The domain's enumerations, declared once (domain/procedure/parties.ts).
    check('notified_parties_role_check', oneOf(t.role, valuesOf(PARTY_ROLES))),
    check('notified_parties_notice_method_check', oneOf(t.notice_method, valuesOf(NOTICE_METHODS))),
    check('notified_parties_decision_check', oneOf(t.decision, valuesOf(IMPUGNATION_DECISIONS))),
    check('notified_parties_document_check', sql`${t.document} ~ '^([0-9]{11}|[0-9]{14})$'`),
    check('notified_parties_name_check', sql`char_length(${t.name}) between 2 and 200`),
    check('notified_parties_silence_check', sql`${t.tacit_agreement_on} is null or ${t.impugnation_on} is null`),
    index('notified_parties_project_idx').on(t.project_id, t.id),
  ],
);
