import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { childEntity } from '../../../domain/entities/child.ts';
import { otherResidentEntity } from '../../../domain/entities/other-resident.ts';
import type { EntityDef } from '../../../domain/fields/types.ts';
import { domainColumns, fileKeys, fileLinks } from './domain-columns.ts';
import { files } from './files.ts';
import { checksFromDomain, editable } from './helpers.ts';
import { lots } from './lots.ts';

const lotLink = () =>
  integer('lot_id')
    .notNull()
    .references(() => lots.id, { onDelete: 'cascade' });

/** Deleting a file unlinks it without walking the table: a partial index per file link. */
const fileIndexes = (table: string, entity: EntityDef, t: Record<string, AnyPgColumn>) =>
  fileKeys(entity).map((key) =>
    index(`${table}_${key.replace(/_id$/, '')}_idx`)
      .on(t[key]!)
      .where(sql`${t[key]} is not null`),
  );

/** Filhos (docs/entities.md#entities "Child"): a person of the lot's household, as domain/entities/child.ts declares. */
export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    lot_id: lotLink(),
    ...domainColumns(childEntity),
    ...editable(),
  },
  (t) => [
    ...checksFromDomain('children', childEntity, t),
    index('children_lot_idx').on(t.lot_id),
    ...fileLinks('children', childEntity, t, files.id),
    ...fileIndexes('children', childEntity, t),
  ],
);

/**
 * Moradores (docs/entities.md#entities "Other resident"). Rows typed 'other' are the ones people add and edit;
 * the other types are read-only on screen.
 */
export const residents = pgTable(
  'residents',
  {
    id: serial('id').primaryKey(),
    lot_id: lotLink(),
    ...domainColumns(otherResidentEntity),
    ...editable(),
  },
  (t) => [...checksFromDomain('residents', otherResidentEntity, t), index('residents_lot_idx').on(t.lot_id)],
);
