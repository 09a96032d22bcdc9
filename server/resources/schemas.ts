import { z } from 'zod';
import { listQuery } from '../../domain/api/list.ts';
import { listValueSchema } from '../../domain/api/list-row.ts';
import { fieldsForView } from '../../domain/fields/entity.ts';
import type { Field } from '../../domain/fields/types.ts';
import { parentKey, type ResourceDef } from '../../domain/resources/define.ts';
import { isDerivedColumn } from '../db/schema/domain-columns.ts';
import { entityBody, projectIdQuery } from '../projects/body.ts';

/** Field types the generic path does not serve (files, links besides the parent): they need hand-written routes. */
const HAND_WRITTEN = new Set(['reference', 'file', 'files']);

/** The stored fields of a declared resource: its columns besides id, parent and stamps. */
export const storedFields = (resource: ResourceDef): Field[] => resource.entity.fields.filter(isDerivedColumn);

/** The keys its lists sort by: the listed columns, then id and the last update (streets: name, id, updated_at). */
export function sortsOf(resource: ResourceDef): [string, ...string[]] {
  const listed = fieldsForView(resource.entity, 'list')
    .filter((f) => isDerivedColumn(f) && f.sortable !== false)
    .map((f) => f.name);
  return [...new Set([...listed, 'id', 'updated_at'])] as [string, ...string[]];
}

/** One value of an answer: its stored form, a Date for a timestamp (serialised as ISO text). */
const answerValue = (field: Field): z.ZodType =>
  field.type === 'datetime' ? (field.required ? z.date() : z.date().nullable()) : listValueSchema(field);

/** Refuses at start-up a declaration this generic path cannot serve, naming what to write by hand. */
function checkDeclaration(resource: ResourceDef): void {
  const key = parentKey(resource);
  const { entity } = resource;
  const link = entity.fields.find((f) => f.name === key);
  if (link?.type !== 'reference' || link.required !== true)
    throw new Error(`${entity.resource}: declare the required reference ${key} (its parent)`);
  const other = entity.fields.find((f) => f.name !== key && f.name !== 'id' && HAND_WRITTEN.has(f.type));
  if (other) throw new Error(`${entity.resource}: ${other.name} (${other.type}) needs hand-written routes`);
  if (resource.unique && !storedFields(resource).some((f) => f.name === resource.unique!.field))
    throw new Error(`${entity.resource}: unique ${resource.unique.field} is not a stored field`);
}

/**
 * The request and answer schemas of a declared resource's routes: the list query (page,
 * count, sort, order, q and the required parent id), the create and PATCH bodies from the
 * entity (strict, normalised, echo-aware: server/http/echo.ts) and the record's answer.
 */
export function resourceSchemas(resource: ResourceDef) {
  checkDeclaration(resource);
  const key = parentKey(resource);
  const shape: Record<string, z.ZodType> = { id: z.number().int() };
  for (const field of resource.entity.fields) {
    if (field.name === key) shape[key] = z.number().int();
    else if (isDerivedColumn(field)) shape[field.name] = answerValue(field);
  }
  if (key === 'block_id') shape.project_id = z.number().int();
  shape.updated_at = z.date();
  /** Sent back in If-Match when saving (server/history/version.ts). */
  shape.version = z.number().int();
  return {
    listQuery: listQuery(resource.pageSize ?? 20, sortsOf(resource)).extend({ [key]: projectIdQuery }),
    createBody: entityBody(resource.entity, 'create'),
    updateBody: entityBody(resource.entity, 'update'),
    answer: z.object(shape),
  };
}
