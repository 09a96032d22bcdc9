import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestampTz } from './column-types.ts';
import { lots } from './lots.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * An uploaded file's record; the bytes live in the file store under `storage_key`. Files are
 * personal data of a project: deleting the project deletes its records (the store's sweeper
 * removes the orphaned bytes). `project_id` is null until the file is linked.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    storage_key: text('storage_key').notNull(),
    original_name: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    project_id: integer('project_id').references((): AnyPgColumn => projects.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('files_storage_key_key').on(t.storage_key),
    check('files_size_check', sql`${t.size} >= 0`),
    check('files_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('files_original_name_check', sql`char_length(${t.original_name}) between 1 and 255`),
    index('files_project_idx').on(t.project_id),
    index('files_created_by_idx').on(t.created_by),
  ],
);

export const LOT_MULTI_FILE_FIELDS = ['other_documents_files', 'mdr_other_documents_files'] as const;
export type LotMultiFileField = (typeof LOT_MULTI_FILE_FIELDS)[number];

/**
 * The lot's multi-file fields (other_documents_files, mdr_other_documents_files), one row per
 * file. A join table rather than int[]: each id is a real foreign key (deleting a file
 * unlinks it, deleting the lot drops the links, no dangling ids), and the spec's limit of 10
 * is the database's: each file takes a free `slot` 0..9, unique per lot and field (order by slot).
 */
export const lotOtherDocuments = pgTable(
  'lot_other_documents',
  {
    lot_id: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'lot_other_documents_pkey', columns: [t.lot_id, t.field, t.file_id] }),
    unique('lot_other_documents_slot_key').on(t.lot_id, t.field, t.slot),
    check('lot_other_documents_field_check', sql`${t.field} in ('other_documents_files', 'mdr_other_documents_files')`),
    check('lot_other_documents_slot_check', sql`${t.slot} between 0 and 9`),
    index('lot_other_documents_file_idx').on(t.file_id),
  ],
);
