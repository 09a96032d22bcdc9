import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { HISTORY_ACTIONS, HISTORY_ENTITIES } from '../../../domain/api/history.ts';
import { oneOf, timestampTz } from './helpers.ts';
import { lots } from './lots.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/** What a history row is about and what happened: declared once with the answer (domain/api/history.ts). */
export { HISTORY_ACTIONS, HISTORY_ENTITIES };
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** One changed field as stored: the real values (masked when read, server/history/read.ts). */
export interface StoredChange {
  field: string;
  from: unknown;
  to: unknown;
  /** Set when an LGPD removal erased the values (server/history/erase.ts). */
  erased?: boolean;
}

/**
 * The lot history (issue 8 part 2), append-only: every change to a lot, its children,
 * residents, documents and status, written in the transaction of the change. Who is kept
 * twice: the user (null once deleted) and the name they had then. The lot going deletes its
 * history (personal values go with it); an LGPD anonymisation clears the values it holds.
 */
export const lotHistory = pgTable(
  'lot_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lot_id: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    at: timestampTz('at').notNull().defaultNow(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_name: text('user_name'),
    entity: text('entity').notNull(),
    entity_id: integer('entity_id'),
    /** What the row was called then (the child's name, the document's label). */
    entity_label: text('entity_label'),
    action: text('action').notNull(),
    changes: jsonb('changes')
      .$type<StoredChange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    check('lot_history_entity_check', oneOf(t.entity, HISTORY_ENTITIES)),
    check('lot_history_action_check', oneOf(t.action, HISTORY_ACTIONS)),
    check('lot_history_changes_check', sql`jsonb_typeof(${t.changes}) = 'array'`),
    // A lot's timeline, newest first.
    index('lot_history_lot_at_idx').on(t.lot_id, t.at, t.id),
  ],
);
