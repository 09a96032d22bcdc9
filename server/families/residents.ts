import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { otherResidentEntity } from '../../domain/entities/other-resident.ts';
import { EDITABLE_RESIDENT_TYPE } from '../../domain/enums/lot.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { residents } from '../db/schema/index.ts';
import type { RouteDeps } from '../deps.ts';
import { conflict, notFound } from '../errors.ts';
import { parseOrDiscard, readFamilyBody } from './form.ts';
import { answeringConstraints, columnValues, listRows, serializeRow, type FamilyListQuery } from './rows.ts';
import { residentBodies } from './schemas.ts';
import { recordMember } from './history.ts';
import { atVersion, nextVersion, staleRecord, versionOf } from '../history/version.ts';

type ResidentRow = typeof residents.$inferSelect;

const NOT_FOUND = 'Morador(a) não encontrado(a)';
/**
 * Residents of the other types (owner, spouse, companion, child) come from the lot's own data
 * and are read-only here. 409 rather than 403: a 403 signs the user out of the app (docs/states.md#states).
 */
export const NOT_EDITABLE = 'Somente moradores do tipo "Outro morador" podem ser alterados ou excluídos.';

/** GET /lots/{id}/residents: member of the lot's project (the route's scope, server/http/scope.ts). */
export async function listResidents(deps: RouteDeps, lotId: number, query: FamilyListQuery) {
  const { rows, total } = await listRows(deps.db, residents, lotId, query);
  return { data: rows.map(serializeRow), total };
}

/** POST /lots/{id}/residents (JSON or form fields): a new resident, always of type 'other'. */
export async function createResident(
  deps: RouteDeps,
  user: CurrentUser,
  lotId: number,
  projectId: number,
  request: FastifyRequest,
) {
  const body = await readFamilyBody(request, otherResidentEntity, [], deps.config.files.maxBytes);
  const parsed = await parseOrDiscard(residentBodies.create, body, async () => ({
    lot_id: lotId,
    resident_type: EDITABLE_RESIDENT_TYPE,
  }));
  const values = columnValues(parsed.values, 'create');
  const created = await answeringConstraints(() =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(residents)
        .values({
          ...(values as { name: string }),
          lot_id: lotId,
          resident_type: EDITABLE_RESIDENT_TYPE,
          created_by: user.id,
          updated_by: user.id,
        })
        .returning();
      await recordMember(tx, user, 'resident', projectId, 'created', {}, row, Object.keys(values));
      return row;
    }),
  );
  return serializeRow(created);
}

async function lockEditable(tx: Db, lotId: number, residentId: number): Promise<ResidentRow> {
  const [row] = await tx
    .select()
    .from(residents)
    .where(and(eq(residents.id, residentId), eq(residents.lot_id, lotId)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND);
  if (row.resident_type !== EDITABLE_RESIDENT_TYPE) throw conflict(NOT_EDITABLE);
  return row;
}

/** POST /lots/{id}/residents/{residentId}: the update rules of a child (docs/validation.md#validation); type stays. */
export async function updateResident(
  deps: RouteDeps,
  user: CurrentUser,
  lotId: number,
  projectId: number,
  residentId: number,
  request: FastifyRequest,
) {
  const asked = versionOf(request);
  const body = await readFamilyBody(request, otherResidentEntity, [], deps.config.files.maxBytes);
  const parsed = await parseOrDiscard(residentBodies.update, body, async () => {
    const [row] = await deps.db
      .select()
      .from(residents)
      .where(and(eq(residents.id, residentId), eq(residents.lot_id, lotId)));
    if (!row) throw notFound(NOT_FOUND);
    return serializeRow(row);
  });
  const values = columnValues(parsed.values, 'update');
  const version = asked ?? parsed.version;
  const updated = await answeringConstraints(() =>
    deps.db.transaction(async (tx) => {
      const current = await lockEditable(tx as Db, lotId, residentId);
      const [row] = await tx
        .update(residents)
        .set({ ...values, updated_at: sql`now()`, updated_by: user.id, version: nextVersion(residents.version) })
        .where(and(eq(residents.id, residentId), atVersion(residents.version, version)))
        .returning();
      if (!row) throw staleRecord();
      await recordMember(tx, user, 'resident', projectId, 'updated', current, row, Object.keys(values));
      return row;
    }),
  );
  return serializeRow(updated);
}

/** DELETE /lots/{id}/residents/{residentId}: only residents of type 'other'; answers {id}. */
export async function deleteResident(
  deps: RouteDeps,
  user: CurrentUser,
  lotId: number,
  projectId: number,
  residentId: number,
) {
  await deps.db.transaction(async (tx) => {
    const current = await lockEditable(tx as Db, lotId, residentId);
    await tx.delete(residents).where(eq(residents.id, residentId));
    await recordMember(tx, user, 'resident', projectId, 'deleted', current, current, []);
  });
  return { id: residentId };
}
