import { z } from 'zod';
import { fieldsForView, storageKey } from '../fields/entity.ts';
import type { EntityDef, Field, View } from '../fields/types.ts';
import { storedValueSchema } from './record-answer.ts';

/**
 * The light row of a list answer, derived from the fields a declaration shows in its list
 * (`views: ['list']`): their keys, sorts and answer schema. A new list field is one option on
 * its declaration; the server's select, the mock's row and the SPA's columns follow.
 */

/** A record key of a field, at the type level (`rg_file` → `rg_file_id`). */
type KeyOf<F> = F extends { type: 'file'; name: infer N extends string }
  ? `${N}_id`
  : F extends { type: 'files'; name: infer N extends string }
    ? `${N}_ids`
    : F extends { name: infer N extends string }
      ? N
      : never;
type Listed<F> = F extends { views: readonly View[] } ? ('list' extends F['views'][number] ? F : never) : never;

/** The keys of an entity's list row, in declaration order. */
export type ListKey<E extends EntityDef> = KeyOf<Listed<E['fields'][number]>>;

export const listKeys = <const E extends EntityDef>(entity: E): [ListKey<E>, ...ListKey<E>[]] => {
  const keys = fieldsForView(entity, 'list').map(storageKey) as ListKey<E>[];
  if (!keys.length) throw new Error(`${entity.resource}: no field is listed (views: ['list'])`);
  return keys as [ListKey<E>, ...ListKey<E>[]];
};

type Sorting<F> = F extends { type: 'reference' } | { sortable: false } ? never : F;
export type SortKey<E extends EntityDef> = KeyOf<Sorting<Listed<E['fields'][number]>>>;

/** The keys a list sorts by: its listed fields but references and those declared `sortable: false`. */
export const sortKeys = <const E extends EntityDef>(entity: E): [SortKey<E>, ...SortKey<E>[]] => {
  const keys = fieldsForView(entity, 'list')
    .filter((field) => field.type !== 'reference' && field.sortable !== false)
    .map(storageKey) as SortKey<E>[];
  if (!keys.length) throw new Error(`${entity.resource}: no listed field sorts the list`);
  return keys as [SortKey<E>, ...SortKey<E>[]];
};

/**
 * Whether a stored record always holds the field: its id and creation/update stamps, required
 * fields, fields with an initial value, booleans and lists, and the parent link the server sets
 * (a read-only reference).
 */
export const alwaysSet = (field: Field): boolean =>
  ['id', 'created_at', 'updated_at'].includes(field.name) ||
  field.required === true ||
  field.initial !== undefined ||
  field.type === 'boolean' ||
  field.type === 'multiChoice' ||
  (field.type === 'reference' && (field.readOnly === true || field.multiple === true));

/** A listed value in an answer: its stored form, not null when always set, choices typed by their values. */
export function listValueSchema(field: Field): z.ZodType {
  if (field.type === 'choice') {
    const numeric = field.choices.every((c) => typeof c.id === 'number');
    const value = numeric ? z.number().int() : z.string();
    return alwaysSet(field) ? value : value.nullable();
  }
  const stored = storedValueSchema(field);
  return alwaysSet(field) && stored instanceof z.ZodNullable ? (stored.unwrap() as z.ZodType) : stored;
}

/** The answer schema of one list row: every listed field under its record key. */
export const listRowSchema = (entity: EntityDef) =>
  z.object(
    Object.fromEntries(fieldsForView(entity, 'list').map((field) => [storageKey(field), listValueSchema(field)])),
  );
