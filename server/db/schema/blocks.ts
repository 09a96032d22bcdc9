import { foreignKey, index, integer, pgTable, primaryKey, serial, unique } from 'drizzle-orm/pg-core';
import { blockEntity } from '../../../domain/entities/block.ts';
import { streetEntity } from '../../../domain/entities/street.ts';
import { domainColumns, fileLinks } from './domain-columns.ts';
import { files } from './files.ts';
import { checksFromDomain, editable } from './helpers.ts';
import { projects } from './projects.ts';

/** Quadras. (id, project_id) is unique so lots and block_streets can require the same project. */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ...domainColumns(blockEntity),
    ...editable(),
  },
  (t) => [
    ...checksFromDomain('blocks', blockEntity, t),
    ...fileLinks('blocks', blockEntity, t, files.id),
    // One block of a name per project; also the project's block list sorted by name.
    unique('blocks_project_name_key').on(t.project_id, t.name),
    unique('blocks_id_project_key').on(t.id, t.project_id),
  ],
);

/** Ruas. */
export const streets = pgTable(
  'streets',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ...domainColumns(streetEntity),
    ...editable(),
  },
  (t) => [
    ...checksFromDomain('streets', streetEntity, t),
    unique('streets_project_name_key').on(t.project_id, t.name),
    unique('streets_id_project_key').on(t.id, t.project_id),
  ],
);

/** Which streets border a block (a block's `streets_ids`); both of the same project. */
export const blockStreets = pgTable(
  'block_streets',
  {
    block_id: integer('block_id').notNull(),
    street_id: integer('street_id').notNull(),
    project_id: integer('project_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'block_streets_pkey', columns: [t.block_id, t.street_id] }),
    foreignKey({
      name: 'block_streets_block_fk',
      columns: [t.block_id, t.project_id],
      foreignColumns: [blocks.id, blocks.project_id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'block_streets_street_fk',
      columns: [t.street_id, t.project_id],
      foreignColumns: [streets.id, streets.project_id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('block_streets_street_idx').on(t.street_id),
  ],
);
