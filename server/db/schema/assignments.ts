import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { LOT_WORKS } from '../../../domain/enums/lot-work.ts';
import { valuesOf } from '../../../domain/enums/choice.ts';
import { oneOf, timestampTz } from './helpers.ts';
import { lots } from './lots.ts';
import { users } from './users.ts';

/**
 * Who is assigned each piece of a lot's field work (domain/enums/lot-work.ts): at most one
 * person per lot and work, set by a project admin from the lots workbench
 * (server/workbench/assign.ts). The assignee is a member of the lot's project; leaving the
 * project, or the user's deletion, ends the assignment. Who actually did the work is the
 * completion event (lot_events), which the lot's assigned_users shows once it exists.
 */
export const lotAssignments = pgTable(
  'lot_assignments',
  {
    lot_id: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    work: text('work').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assigned_by: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assigned_at: timestampTz('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lot_id, t.work] }),
    check('lot_assignments_work_check', oneOf(t.work, valuesOf(LOT_WORKS))),
    // "Atribuídos a mim" on the workbench, and ending a member's assignments.
    index('lot_assignments_user_idx').on(t.user_id),
  ],
);
