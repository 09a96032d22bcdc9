import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stamps } from './columns.ts';
import { projects } from './projects.ts';

/** People who use the back-office. `sub` is the identity provider's subject. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    sub: text('sub').notNull(),
    name: text('name'),
    email: text('email').notNull(),
    /** Global role; null means the account exists but may not use the app. */
    role: text('role'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'date' }),
    ...stamps,
  },
  (t) => [
    uniqueIndex('users_sub_key').on(t.sub),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('member', 'admin')`),
  ],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'date' }),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_members_user_idx').on(t.userId),
    check('project_members_role_check', sql`${t.role} in ('member', 'admin')`),
  ],
);
