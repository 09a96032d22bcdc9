import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './helpers.ts';

/**
 * One line per finished `npm run backup` (scripts/backup.ts), written after its manifest: what
 * Administração › Estado do sistema shows as the last backup (issue #18 part 6). The copy itself
 * is the folder; this only says when and where it was made, and how big it was.
 */
export const backupRuns = pgTable('backup_runs', {
  id: serial('id').primaryKey(),
  created_at: timestampTz('created_at').notNull().defaultNow(),
  engine: text('engine').notNull(),
  folder: text('folder').notNull(),
  tables: integer('tables').notNull(),
  rows: integer('rows').notNull(),
  files: integer('files').notNull(),
});
