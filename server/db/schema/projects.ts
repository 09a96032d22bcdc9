import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stamps } from './columns.ts';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    state: text('state'),
    city: text('city'),
    groupId: integer('group_id'),
    ...stamps,
  },
  (t) => [check('projects_name_check', sql`char_length(${t.name}) >= 3`), index('projects_group_idx').on(t.groupId)],
);
