import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz } from './helpers.ts';

/**
 * A named group of projects (issue #18 part 7): the projects whose group reports go together
 * (server/reports/group-access.ts). Before it, a group was a bare number on the project; the
 * migration that made this table named each number in use "Grupo N" with the same id, so
 * `projects.group_id` kept its meaning. Names are unique whatever their case ("Grupo Norte" and
 * "grupo norte" would be the same group to whoever chooses one from a list).
 */
export const projectGroups = pgTable(
  'project_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    created_at: timestampTz('created_at').notNull().defaultNow(),
    updated_at: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_groups_name_key').on(sql`lower(${t.name})`),
    check('project_groups_name_check', sql`char_length(btrim(${t.name})) between 2 and 80`),
  ],
);
