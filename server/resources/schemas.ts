import { listQuery } from '../../domain/api/list.ts';
import { resourceAnswer, storedFields } from '../../domain/api/resource-answer.ts';
import { fieldsForView, isDerivedColumn } from '../../domain/fields/entity.ts';
import { parentKey, type ResourceDef } from '../../domain/resources/define.ts';
import { entityBody, projectIdQuery } from '../projects/body.ts';

/** Field types the generic path does not serve (files, links besides the parent): they need hand-written routes. */
const HAND_WRITTEN = new Set(['reference', 'file', 'files']);

/** The keys its lists sort by: the listed columns, then id and the last update (streets: name, id, updated_at). */
export function sortsOf(resource: ResourceDef): [string, ...string[]] {
  const listed = fieldsForView(resource.entity, 'list')
    .filter((f) => isDerivedColumn(f) && f.sortable !== false)
    .map((f) => f.name);
  return [...new Set([...listed, 'id', 'updated_at'])] as [string, ...string[]];
}

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
 * entity (strict, normalised, echo-aware: server/http/echo.ts) and the record's answer
 * (domain/api/resource-answer.ts).
 */
export function resourceSchemas(resource: ResourceDef) {
  checkDeclaration(resource);
  const key = parentKey(resource);
  return {
    listQuery: listQuery(resource.pageSize ?? 20, sortsOf(resource)).extend({ [key]: projectIdQuery }),
    createBody: entityBody(resource.entity, 'create'),
    updateBody: entityBody(resource.entity, 'update'),
    answer: resourceAnswer(resource),
  };
}
