import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { parentKey } from '../../domain/resources/define.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { answeringConstraints, type ConstraintAnswers } from '../db/constraint-answers.ts';
import { SQLSTATE } from '../db/errors.ts';
import { HttpError, notFound } from '../errors.ts';
import { atVersion, nextVersion, staleRecord } from '../history/version.ts';
import { columnsOf, findRecord, type ResourceRecord } from './queries.ts';
import { storedFields } from '../../domain/api/resource-answer.ts';
import type { ServedResource } from './served.ts';

type Values = Record<string, unknown>;

/** The duplicate of the declared unique field: 409, keyed by the field so the form shows it under it (issue #18). */
const answers = ({ resource }: ServedResource): ConstraintAnswers =>
  resource.unique
    ? {
        [SQLSTATE.uniqueViolation]: () =>
          new HttpError(409, resource.unique!.message, { [resource.unique!.field]: resource.unique!.message }),
      }
    : {};

/** The stored fields a body sets (`undefined` leaves a field as it is). */
const fieldValues = (served: ServedResource, values: Values): Values =>
  Object.fromEntries(
    storedFields(served.resource)
      .filter((f) => !f.readOnly && values[f.name] !== undefined)
      .map((f) => [f.name, values[f.name]]),
  );

/** `POST /<r>/create` under a parent the route's scope has checked. */
export async function createRecord(db: Db, served: ServedResource, user: CurrentUser, values: Values) {
  const key = parentKey(served.resource);
  const columns = columnsOf(served);
  const [row] = await answeringConstraints(
    () =>
      db
        .insert(served.table)
        .values({ ...fieldValues(served, values), [key]: values[key], created_by: user.id, updated_by: user.id })
        .returning({ id: columns.id! }),
    answers(served),
  );
  return findRecord(db, served, row!.id as number);
}

/** `PATCH /<r>/{id}`: the sent fields, at the version read; a record stays under its parent. */
export async function updateRecord(
  db: Db,
  served: ServedResource,
  user: CurrentUser,
  id: number,
  values: Values,
  version?: number,
): Promise<ResourceRecord> {
  const key = parentKey(served.resource);
  const columns = columnsOf(served);
  if (values[key] !== undefined && values[key] !== (await findRecord(db, served, id))[key])
    throw new HttpError(400, MESSAGES.invalidRequest, { [key]: MESSAGES.readOnly });
  const updated = await answeringConstraints(
    () =>
      db
        .update(served.table)
        .set({
          ...fieldValues(served, values),
          updated_at: sql`now()`,
          updated_by: user.id,
          version: nextVersion(columns.version!),
        })
        .where(and(eq(columns.id!, id), atVersion(columns.version!, version)))
        .returning({ id: columns.id! }),
    answers(served),
  );
  if (!updated.length) throw version === undefined ? notFound(served.resource.notFound) : staleRecord();
  return findRecord(db, served, id);
}

/** `DELETE /<r>/{id}`: answers the id. */
export async function deleteRecord(db: Db, served: ServedResource, id: number): Promise<{ id: number }> {
  const columns = columnsOf(served);
  const [row] = await db.delete(served.table).where(eq(columns.id!, id)).returning({ id: columns.id! });
  if (!row) throw notFound(served.resource.notFound);
  return { id: row.id as number };
}
