import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LotWork } from '../../../domain/enums/lot-work.ts';
import { LOT_STATUSES } from './choices.ts';
import { oneOf, timestampTz } from './helpers.ts';
import { lots } from './lots.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * What happens to a lot:
 * - status_changed: an admin set the status (from_status → to_status);
 * - social_completed / improvements_completed: the social registration or the improvements
 *   became complete; `user_id` is who did them (the lot's assigned_users);
 * - reviewed: "Executar Análise" ran (detail: what was missing);
 * - phase_changed: moved between phases (detail: {from, to});
 * - document_emitted: a title or certificate was emitted (detail: {report_type}); the
 *   reports' `only_not_emitted` filter looks for its absence.
 */
export const LOT_EVENT_KINDS = [
  'created',
  'status_changed',
  'social_completed',
  'improvements_completed',
  'reviewed',
  'phase_changed',
  'document_emitted',
] as const;
export type LotEventKind = (typeof LOT_EVENT_KINDS)[number];

/** The event that completes each part of a lot's work (domain/enums/lot-work.ts), credited to its user. */
export const COMPLETION_EVENT = {
  social: 'social_completed',
  benfeitorias: 'improvements_completed',
} as const satisfies Record<LotWork, LotEventKind>;

/**
 * The lot history, append-only. The progress screen (completed per day and user), the user
 * chart and the productivity reports are aggregates of it. Deleting a user keeps the events
 * (user_id becomes null); deleting the lot or its project deletes them.
 *
 * Plain foreign keys on purpose: with a composite (lot_id, project_id) key the planner cached
 * a foreign-key check that walked the whole project (planned while lots was tiny, an index
 * on (project_id, …) tied with the unique one), which made bulk inserts quadratic on a
 * backend that lives as long as PGlite's.
 */
export const lotEvents = pgTable(
  'lot_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lot_id: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    /** The lot's project, copied so progress per project needs no join. */
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    from_status: text('from_status'),
    to_status: text('to_status'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestampTz('at').notNull().defaultNow(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    check('lot_events_kind_check', oneOf(t.kind, LOT_EVENT_KINDS)),
    check('lot_events_from_status_check', oneOf(t.from_status, LOT_STATUSES)),
    check('lot_events_to_status_check', oneOf(t.to_status, LOT_STATUSES)),
    check('lot_events_detail_check', sql`jsonb_typeof(${t.detail}) = 'object'`),
    // Completed per day (progress screen), and a lot's latest events (assigned_users, emitted).
    index('lot_events_project_at_idx').on(t.project_id, t.at),
    index('lot_events_lot_kind_at_idx').on(t.lot_id, t.kind, t.at),
    // A user's chart (worked lots per day) and the user-assignment report.
    index('lot_events_user_at_idx').on(t.user_id, t.at),
  ],
);
