import { integer, pgTable } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';

/**
 * Each project's lot counts, kept by the database itself: triggers on `lots` (migration 0015)
 * add and subtract as lots are inserted, deleted or change status, in the writing statement's
 * transaction, whoever writes (the API, a seed, a script, psql). The projects list reads them
 * instead of counting every lot of every project it shows: with 10,000 lots a project, those
 * counts read the lots table itself whenever its pages were not freshly vacuumed (issue #19
 * goal 6: 20 ms of SQL a list under load). A project without a row has no lots.
 */
export const projectCounts = pgTable('project_counts', {
  project_id: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  lots_total: integer('lots_total').notNull().default(0),
  lots_completed: integer('lots_completed').notNull().default(0),
});
