import { z } from 'zod';
import { isDerivedColumn } from '../fields/entity.ts';
import type { Field } from '../fields/types.ts';
import { parentKey, type ResourceDef } from '../resources/define.ts';
import { listValueSchema } from './list-row.ts';

/** The stored fields of a declared resource: its columns besides id, parent and stamps. */
export const storedFields = (resource: ResourceDef): Field[] => resource.entity.fields.filter(isDerivedColumn);

/** One value of an answer: its stored form, a Date for a timestamp (serialised as ISO text). */
const answerValue = (field: Field): z.ZodType =>
  field.type === 'datetime' ? (field.required ? z.date() : z.date().nullable()) : listValueSchema(field);

/**
 * A record of a declared resource (domain/resources/) as its routes answer it: the id, the
 * parent's id (and the project's, for a block's records), every stored field, the last update
 * and the version a save sends back in If-Match (server/history/version.ts).
 */
export function resourceAnswer(resource: ResourceDef) {
  const key = parentKey(resource);
  const shape: Record<string, z.ZodType> = { id: z.number().int() };
  for (const field of resource.entity.fields) {
    if (field.name === key) shape[key] = z.number().int();
    else if (isDerivedColumn(field)) shape[field.name] = answerValue(field);
  }
  if (key === 'block_id') shape.project_id = z.number().int();
  shape.updated_at = z.date();
  shape.version = z.number().int();
  return z.object(shape);
}
