import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, integer, jsonb, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { HasDefault, NotNull } from 'drizzle-orm';
import type { ChoiceValue } from '../../../domain/enums/choice.ts';
import { isDerivedColumn, storageKey, type RECORD_STAMPS } from '../../../domain/fields/entity.ts';
import type { EntityDef, Field } from '../../../domain/fields/types.ts';
import { area, choices, coordinate, fileRef, money, nameText, timestampTz } from './column-types.ts';

/**
 * The FieldType → column map: a table's data columns come from its entity's declaration, so
 * a new field is one line in `domain/` plus `npm run db:generate`. The exceptions are declared
 * beside the field (`storage`, `initial`); the table itself declares its id, its links
 * (references, with their foreign keys), its stamps (`editable()`) and its indexes.
 *
 * Not columns: `id`, the stamps, references, `files` (rows of a join table) and fields
 * stored as `computed`.
 */
const BUILD = {
  text: (name: string) => text(name),
  sortedName: (name: string) => nameText(name),
  smallint: (name: string) => smallint(name),
  integer: (name: string) => integer(name),
  decimal: area,
  float: coordinate,
  money,
  date: (name: string) => date(name, { mode: 'string' }),
  datetime: timestampTz,
  boolean: (name: string) => boolean(name).notNull().default(false),
  multiChoice: choices,
  file: fileRef,
  json: (name: string) =>
    jsonb(name)
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
};
type Kind = keyof typeof BUILD;

/** The column kind of a stored field. */
function kindOf(field: Field): Kind {
  if (field.storage === 'sortedName') return 'sortedName';
  if (field.storage === 'float') return 'float';
  switch (field.type) {
    case 'choice':
      return field.choices.every((c) => typeof c.id === 'number') ? 'smallint' : 'text';
    case 'integer':
    case 'money':
    case 'date':
    case 'datetime':
    case 'boolean':
    case 'multiChoice':
    case 'file':
    case 'json':
    case 'decimal':
      return field.type;
    case 'number':
      return 'float';
    default:
      return 'text';
  }
}

// The same map at the type level, so `lots.cpf` stays a typed column.
type Stamp = (typeof RECORD_STAMPS)[number];
type Stored<F> = F extends { name: 'id' | Stamp }
  ? never
  : F extends { type: 'reference' | 'files' }
    ? never
    : F extends { storage: 'computed' }
      ? never
      : F;
type KeyOf<F> = F extends { type: 'file'; name: infer N extends string }
  ? `${N}_id`
  : F extends { name: infer N extends string }
    ? N
    : never;
type KindOf<F> = F extends { storage: 'sortedName' | 'float' }
  ? F['storage']
  : F extends { type: 'choice'; choices: readonly { id: infer V }[] }
    ? [V] extends [number]
      ? 'smallint'
      : 'text'
    : F extends { type: infer T extends Kind }
      ? T
      : F extends { type: 'number' }
        ? 'float'
        : 'text';
type Built<F> = ReturnType<(typeof BUILD)[KindOf<F>]>;
type ColumnOf<F> = F extends { initial: ChoiceValue | boolean }
  ? HasDefault<NotNull<Built<F>>>
  : F extends { required: true }
    ? NotNull<Built<F>>
    : Built<F>;
export type DomainColumns<F> = { [P in Stored<F> as KeyOf<P>]: ColumnOf<P> };

/** One stored field's column: its kind's builder, NOT NULL when required, with its initial value. */
function columnOf(field: Field) {
  const column = BUILD[kindOf(field)](storageKey(field)) as ReturnType<typeof text>;
  if (field.initial !== undefined) {
    const initial = field.initial as string;
    return field.type === 'boolean' ? column.default(initial) : column.notNull().default(initial);
  }
  return field.required === true ? column.notNull() : column;
}

/**
 * The columns of an entity's stored fields (optionally of some sections only), keyed by their
 * storage key (`rg_file` → `rg_file_id`). A function, so every table gets its own builders.
 */
export function domainColumns<const E extends EntityDef>(
  entity: E,
  sections?: readonly string[],
): DomainColumns<E['fields'][number]> {
  const fields = entity.fields.filter(
    (field) => isDerivedColumn(field) && (!sections || (field.section && sections.includes(field.section))),
  );
  return Object.fromEntries(fields.map((field) => [storageKey(field), columnOf(field)])) as DomainColumns<
    E['fields'][number]
  >;
}

/** The storage keys of an entity's single-file fields (`rg_file` → `rg_file_id`). */
export const fileKeys = (entity: EntityDef): string[] =>
  entity.fields.filter((field) => field.type === 'file').map(storageKey);

/**
 * A file going away unlinks it: one foreign key per file field, named as drizzle names an
 * inline reference (`<table>_<column>_files_id_fk`).
 */
export const fileLinks = (table: string, entity: EntityDef, t: Record<string, AnyPgColumn>, fileId: AnyPgColumn) =>
  fileKeys(entity).map((key) =>
    foreignKey({ name: `${table}_${key}_files_id_fk`, columns: [t[key]!], foreignColumns: [fileId] }).onDelete(
      'set null',
    ),
  );
