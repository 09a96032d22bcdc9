import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { childEntity } from '../../../domain/entities/child.ts';
import { otherResidentEntity } from '../../../domain/entities/other-resident.ts';
import { EDITABLE_RESIDENT_TYPE } from './choices.ts';
import { files } from './files.ts';
import { checksFromDomain, choices, editable, money, nameText } from './helpers.ts';
import { lots } from './lots.ts';

const lotLink = () =>
  integer('lot_id')
    .notNull()
    .references(() => lots.id, { onDelete: 'cascade' });

/** What children and other residents share: a person of the lot's household. */
const person = () => ({
  id: serial('id').primaryKey(),
  lot_id: lotLink(),
  name: nameText('name').notNull(),
  cpf: text('cpf'),
  rg: text('rg'),
  birth_date: date('birth_date', { mode: 'string' }),
  sex: text('sex'),
  escolaridade: text('escolaridade'),
  income: money('income'),
  nis: text('nis'),
  occupation: text('occupation'),
  occupation_type: text('occupation_type'),
  beneficios_sociais: choices('beneficios_sociais'),
  deficiencia: boolean('deficiencia').notNull().default(false),
  deficiencia_desc: text('deficiencia_desc'),
  /** Lives on the lot. */
  resident: boolean('resident').notNull().default(true),
});

/** Filhos (spec §3 "Child"). */
export const children = pgTable(
  'children',
  {
    ...person(),
    mother_name: text('mother_name'),
    father_name: text('father_name'),
    birth_certificate_file_id: integer('birth_certificate_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    rg_file_id: integer('rg_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...editable(),
  },
  (t) => [
    ...checksFromDomain('children', childEntity, t),
    index('children_lot_idx').on(t.lot_id),
    // Deleting a file unlinks it without walking the table.
    index('children_birth_certificate_file_idx')
      .on(t.birth_certificate_file_id)
      .where(sql`${t.birth_certificate_file_id} is not null`),
    index('children_rg_file_idx')
      .on(t.rg_file_id)
      .where(sql`${t.rg_file_id} is not null`),
  ],
);

/**
 * Moradores (spec §3 "Other resident"). Rows typed 'other' are the ones people add and edit;
 * the other types are read-only on screen.
 */
export const residents = pgTable(
  'residents',
  {
    ...person(),
    relationship_owner: text('relationship_owner'),
    resident_type: text('resident_type').notNull().default(EDITABLE_RESIDENT_TYPE),
    ...editable(),
  },
  (t) => [...checksFromDomain('residents', otherResidentEntity, t), index('residents_lot_idx').on(t.lot_id)],
);
