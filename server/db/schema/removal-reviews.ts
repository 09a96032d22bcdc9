import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { REVIEW_MATCHES, REVIEW_TARGETS } from '../../../domain/api/removal-reviews.ts';
import { REVIEW_DECISION_VALUES } from '../../../domain/validation/removal-review.ts';
import { oneOf, subsetOf, timestampTz } from './helpers.ts';
import { lots } from './lots.ts';
import { projects } from './projects.ts';
import { dataRemovalEvents } from './removal.ts';
import { users } from './users.ts';

/**
 * The part of a lot a review is about (the owner's or spouse's columns, or a child or resident
 * row) and how the record was found (the confirmed address, or a CPF): declared once with the
 * answer (domain/api/removal-reviews.ts).
 */
export { REVIEW_MATCHES, REVIEW_TARGETS };
export type ReviewTarget = (typeof REVIEW_TARGETS)[number];
export type ReviewMatch = (typeof REVIEW_MATCHES)[number];

/** What a project admin decided (LGPD art. 16: erase, anonymise, or keep under a legal duty). */
export const REVIEW_DECISIONS = REVIEW_DECISION_VALUES;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The term of a complete answer to the person (LGPD art. 19, II); due_at's default says the same. */
export const REVIEW_TERM_DAYS = 15;

/**
 * A staff-held record that a confirmed LGPD removal matched (issue 12, finding 1): never erased
 * by the removal itself, but queued here for an admin of its project, who erases, anonymises or
 * keeps it (legal hold) with a reason. Ids only: no name, CPF or address is copied here.
 * The lot going keeps the decision as a record (lot_id null); a child or resident row gone
 * before the decision leaves nothing to act on (target_id is not a foreign key for that reason).
 */
export const removalReviews = pgTable(
  'removal_reviews',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The removal that found it (its request and address hash are there). */
    event_id: bigint('event_id', { mode: 'number' }).references(() => dataRemovalEvents.id, { onDelete: 'set null' }),
    lot_id: integer('lot_id').references(() => lots.id, { onDelete: 'set null' }),
    target: text('target').notNull(),
    /** The child's or resident's row, for those targets. */
    target_id: integer('target_id'),
    matched_by: text('matched_by').array().notNull(),
    created_at: timestampTz('created_at').notNull().defaultNow(),
    due_at: timestampTz('due_at')
      .notNull()
      .default(sql`now() + interval '15 days'`),
    decision: text('decision'),
    reason: text('reason'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who decided, as they were called then (the user may be deleted later). */
    decided_by_name: text('decided_by_name'),
    decided_at: timestampTz('decided_at'),
  },
  (t) => [
    check('removal_reviews_target_check', oneOf(t.target, REVIEW_TARGETS)),
    check(
      'removal_reviews_target_id_check',
      sql`(${t.target} in ('child', 'resident')) = (${t.target_id} is not null)`,
    ),
    check(
      'removal_reviews_matched_by_check',
      sql`cardinality(${t.matched_by}) > 0 and ${subsetOf(t.matched_by, REVIEW_MATCHES)}`,
    ),
    check('removal_reviews_due_check', sql`${t.due_at} > ${t.created_at}`),
    check('removal_reviews_decision_check', oneOf(t.decision, REVIEW_DECISIONS)),
    check(
      'removal_reviews_decided_check',
      sql`(${t.decision} is null) = (${t.decided_at} is null) and (${t.decision} is null) = (${t.reason} is null)`,
    ),
    check(
      'removal_reviews_reason_check',
      sql`${t.reason} is null or char_length(btrim(${t.reason})) between 1 and 2000`,
    ),
    // A project's queue, pending first by due date; the dashboard's overdue count.
    index('removal_reviews_pending_idx')
      .on(t.project_id, t.due_at)
      .where(sql`${t.decision} is null`),
    index('removal_reviews_project_idx').on(t.project_id, t.created_at),
    index('removal_reviews_event_idx').on(t.event_id),
    index('removal_reviews_lot_idx').on(t.lot_id),
  ],
);
