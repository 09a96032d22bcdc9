import { and, eq, sql } from 'drizzle-orm';
import { atVersion, nextVersion, staleRecord } from '../history/version.ts';
import type { streetEntity } from '../../domain/entities/street.ts';
import type { EntityValues } from '../../domain/fields/values.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { streets } from '../db/schema/index.ts';
import { HttpError, notFound } from '../errors.ts';
import { keepProject } from '../projects/body.ts';
import { SQLSTATE } from '../db/errors.ts';
import { answeringConstraints } from '../db/constraint-answers.ts';
import { findStreet, type Street } from './queries.ts';
import { STREET_MESSAGES } from './schemas.ts';

type StreetValues = EntityValues<typeof streetEntity>;

/** The duplicate name also keyed by field, so the form shows it under "Nome" (issue #18). */
const uniqueName = {
  [SQLSTATE.uniqueViolation]: () => new HttpError(409, STREET_MESSAGES.duplicate, { name: STREET_MESSAGES.duplicate }),
};

/** `POST /streets/create` in a project the caller administers (checked by the route). */
export async function createStreet(
  db: Db,
  user: CurrentUser,
  projectId: number,
  values: StreetValues,
): Promise<Street> {
  const [row] = await answeringConstraints(
    () =>
      db
        .insert(streets)
        .values({ name: values.name!, project_id: projectId, created_by: user.id, updated_by: user.id })
        .returning({ id: streets.id }),
    uniqueName,
  );
  return findStreet(db, row.id);
}

/** `PATCH /streets/{id}`: the name; a street stays in its project. */
export async function updateStreet(
  db: Db,
  user: CurrentUser,
  id: number,
  projectId: number,
  values: StreetValues,
  version?: number,
): Promise<Street> {
  keepProject(values.project_id, projectId);
  const updated = await answeringConstraints(
    () =>
      db
        .update(streets)
        .set({
          ...(values.name != null ? { name: values.name } : {}),
          updated_at: sql`now()`,
          updated_by: user.id,
          version: nextVersion(streets.version),
        })
        .where(and(eq(streets.id, id), atVersion(streets.version, version)))
        .returning({ id: streets.id }),
    uniqueName,
  );
  if (!updated.length) throw version === undefined ? notFound(STREET_MESSAGES.notFound) : staleRecord();
  return findStreet(db, id);
}

/** `DELETE /streets/{id}`: the blocks it bordered lose it; lots keep their typed address. */
export async function deleteStreet(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(streets).where(eq(streets.id, id)).returning({ id: streets.id });
  if (!row) throw notFound(STREET_MESSAGES.notFound);
  return row;
}
