import { z } from 'zod';
import { storageKey } from '../fields/entity.ts';
import type { EntityDef, Field, FileField, FilesField, MultiChoiceField, ReferenceField } from '../fields/types.ts';
import type { StorageKey, StoredValue } from '../fields/values.ts';
import { fileObjectSchema } from './file-object.ts';

const id = z.number().int();
const choiceValue = z.union([z.string(), z.number()]);

/** The stored form of one field in an answer (domain/README: stored forms). */
export function storedValueSchema(field: Field): z.ZodType {
  switch (field.type) {
    case 'money':
    case 'decimal':
    case 'number':
    case 'integer':
      return z.number().nullable();
    case 'boolean':
      return z.boolean().nullable();
    case 'choice':
      return choiceValue.nullable();
    case 'multiChoice':
      return z.array(choiceValue);
    case 'reference':
      return field.multiple ? z.array(id) : id.nullable();
    case 'json':
      return z.unknown();
    default:
      return z.string().nullable();
  }
}

/** What an answer carries for one field under its storage key: lists are never null. */
type AnswerValue<F extends Field> = F extends FilesField | MultiChoiceField
  ? StoredValue<F>
  : F extends ReferenceField & { multiple: true }
    ? StoredValue<F>
    : StoredValue<F> | null;

type FileObject = z.output<typeof fileObjectSchema>;
type Fields<E extends EntityDef> = E['fields'][number];

/**
 * The type of `entityAnswerShape(entity)`, field by field from the declaration, so that an
 * answer schema built on it types the SPA's records (`Answer<typeof lotRecord>`).
 */
export type EntityAnswerShape<E extends EntityDef> = {
  [F in Fields<E> as StorageKey<F>]: z.ZodType<AnswerValue<F>>;
} & { [F in Fields<E> as F extends FileField ? F['name'] : never]: z.ZodType<FileObject | null> } & {
  [F in Fields<E> as F extends FilesField ? F['name'] : never]: z.ZodType<FileObject[]>;
};

/**
 * Every field of an entity as an answer carries it: files as `<name>_id` (lists as
 * `<name>_ids`) beside the file object(s) `<name>` with a signed url.
 */
export function entityAnswerShape<E extends EntityDef>(entity: E): EntityAnswerShape<E> {
  return Object.fromEntries(
    entity.fields.flatMap((field): [string, z.ZodType][] => {
      if (field.type === 'file')
        return [
          [storageKey(field), id.nullable()],
          [field.name, fileObjectSchema.nullable()],
        ];
      if (field.type === 'files')
        return [
          [storageKey(field), z.array(id)],
          [field.name, z.array(fileObjectSchema)],
        ];
      return [[field.name, storedValueSchema(field)]];
    }),
  ) as EntityAnswerShape<E>;
}
