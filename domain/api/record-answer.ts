import { z } from 'zod';
import { storageKey } from '../fields/entity.ts';
import type { EntityDef, Field } from '../fields/types.ts';
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

/**
 * Every field of an entity as an answer carries it: files as `<name>_id` (lists as
 * `<name>_ids`) beside the file object(s) `<name>` with a signed url.
 */
export function entityAnswerShape(entity: EntityDef): Record<string, z.ZodType> {
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
  );
}
