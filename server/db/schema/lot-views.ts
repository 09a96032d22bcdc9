import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { WORKBENCH_SORTS } from '../../../domain/api/lot-workbench-columns.ts';
import { oneOf, timestampTz } from './helpers.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * A saved view of the lots workbench (docs/screens.md#screens): filters, visible columns and
 * sort, kept per user; with a project it is shared with that project's members (created by
 * one of its admins). The filters are validated by `workbenchFilters` (domain/api/lot-workbench.ts)
 * before they are stored and again when read, so an old view never breaks the list.
 */
export const lotViews = pgTable(
  'lot_views',
  {
    id: serial('id').primaryKey(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull().default({}),
    columns: text('columns').array().notNull(),
    sort: text('sort').notNull().default('name'),
    order: text('order').notNull().default('asc'),
    created_at: timestampTz('created_at').notNull().defaultNow(),
    updated_at: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One name per owner among their private views, one per project among shared ones.
    uniqueIndex('lot_views_owner_name_key')
      .on(t.owner_id, sql`lower(${t.name})`)
      .where(sql`${t.project_id} is null`),
    uniqueIndex('lot_views_project_name_key')
      .on(t.project_id, sql`lower(${t.name})`)
      .where(sql`${t.project_id} is not null`),
    index('lot_views_owner_idx').on(t.owner_id),
    check('lot_views_filters_check', sql`jsonb_typeof(${t.filters}) = 'object'`),
    check('lot_views_sort_check', oneOf(t.sort, WORKBENCH_SORTS)),
    check('lot_views_order_check', oneOf(t.order, ['asc', 'desc'])),
    check('lot_views_name_check', sql`char_length(${t.name}) between 1 and 80`),
  ],
);
