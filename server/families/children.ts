import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { childEntity } from '../../domain/entities/child.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { children } from '../db/schema/index.ts';
import { attachFileObjects, type FileContext } from '../files/file-objects.ts';
import { linkFiles } from '../files/link.ts';
import { deleteFileRows, removeObjects } from '../files/service.ts';
import { fileStorage } from '../files/storage.ts';
import { writeWithUploads } from '../files/with-uploads.ts';
import type { RouteDeps } from '../deps.ts';
import { notFound } from '../errors.ts';
import { parseOrDiscard, readFamilyBody } from './form.ts';
import { answeringConstraints, columnValues, listRows, serializeRow, type FamilyListQuery } from './rows.ts';
import { CHILD_FILE_FIELDS, CHILD_FILE_ID_KEYS, childBodies } from './schemas.ts';
import { recordMember } from './history.ts';
import { atVersion, nextVersion, staleRecord, versionOf } from '../history/version.ts';

type ChildRow = typeof children.$inferSelect;
type FileIdKey = (typeof CHILD_FILE_ID_KEYS)[number];

/** A child as answered: the row with its two file objects. */
async function answer(ctx: FileContext, rows: ChildRow[]) {
  return attachFileObjects(ctx, rows.map(serializeRow), CHILD_FILE_ID_KEYS);
}

const NOT_FOUND = 'Filho(a) não encontrado(a)';

/** GET /lots/{id}/children: member of the lot's project (the route's scope, server/http/scope.ts). */
export async function listChildren(deps: RouteDeps, lotId: number, query: FamilyListQuery) {
  const { rows, total } = await listRows(deps.db, children, lotId, query);
  return { data: await answer(deps, rows), total };
}

/** The file ids of a write: new uploads win over ids sent in the body. */
function withUploadedIds(columns: Record<string, unknown>, uploaded: Map<string, number>): Record<string, unknown> {
  const next = { ...columns };
  for (const key of CHILD_FILE_ID_KEYS) {
    const upload = uploaded.get(key.replace(/_id$/, ''));
    if (upload !== undefined) next[key] = upload;
  }
  return next;
}

const fileIdsOf = (columns: Record<string, unknown>) =>
  Object.fromEntries(CHILD_FILE_ID_KEYS.map((key) => [key, columns[key] as number | null | undefined]));

/** POST /lots/{id}/children (multipart or JSON): the created child. */
export async function createChild(
  deps: RouteDeps,
  user: CurrentUser,
  lotId: number,
  projectId: number,
  request: FastifyRequest,
) {
  const body = await readFamilyBody(request, childEntity, CHILD_FILE_FIELDS, deps.config.files.maxBytes);
  const { values } = await parseOrDiscard(childBodies.create, body, async () => ({ lot_id: lotId }));
  const row = await answeringConstraints(() =>
    writeWithUploads(deps, request.log, body.files, { userId: user.id, projectId }, async (tx, uploaded) => {
      const columns = withUploadedIds(columnValues(values, 'create'), uploaded);
      await linkFiles(tx, user, projectId, fileIdsOf(columns));
      const [created] = await tx
        .insert(children)
        .values({ ...(columns as { name: string }), lot_id: lotId, created_by: user.id, updated_by: user.id })
        .returning();
      await recordMember(tx, user, 'child', projectId, 'created', {}, created, Object.keys(columns));
      return { result: created };
    }),
  );
  return (await answer(deps, [row]))[0];
}

async function lockChild(tx: Db, lotId: number, childId: number): Promise<ChildRow> {
  const [row] = await tx
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.lot_id, lotId)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * POST /lots/{id}/children/{childId} (multipart or JSON), docs/validation.md#validation: absent or null fields are
 * left alone, '' clears (an empty birth_certificate_file_id removes the file), id and display
 * fields are dropped, a new file replaces the old one. Files removed or replaced are deleted.
 */
export async function updateChild(
  deps: RouteDeps,
  user: CurrentUser,
  lotId: number,
  projectId: number,
  childId: number,
  request: FastifyRequest,
) {
  const asked = versionOf(request);
  const body = await readFamilyBody(request, childEntity, CHILD_FILE_FIELDS, deps.config.files.maxBytes);
  const { values, version: echoed } = await parseOrDiscard(childBodies.update, body, async () => {
    const [row] = await deps.db
      .select()
      .from(children)
      .where(and(eq(children.id, childId), eq(children.lot_id, lotId)));
    if (!row) throw notFound(NOT_FOUND);
    return (await answer(deps, [row]))[0];
  });
  const version = asked ?? echoed;
  const row = await answeringConstraints(() =>
    writeWithUploads(deps, request.log, body.files, { userId: user.id, projectId }, async (tx, uploaded) => {
      const current = await lockChild(tx, lotId, childId);
      if (version !== undefined && current.version !== version) throw staleRecord();
      const columns = withUploadedIds(columnValues(values, 'update'), uploaded);
      await linkFiles(tx, user, projectId, fileIdsOf(columns));
      const replaced = CHILD_FILE_ID_KEYS.filter(
        (key: FileIdKey) => key in columns && current[key] != null && columns[key] !== current[key],
      ).map((key) => current[key]);
      const [updated] = await tx
        .update(children)
        .set({ ...columns, updated_at: sql`now()`, updated_by: user.id, version: nextVersion(children.version) })
        .where(and(eq(children.id, childId), atVersion(children.version, version)))
        .returning();
      if (!updated) throw staleRecord();
      await recordMember(tx, user, 'child', projectId, 'updated', current, updated, Object.keys(columns));
      return { result: updated, removedKeys: await deleteFileRows(tx, replaced) };
    }),
  );
  return (await answer(deps, [row]))[0];
}

/** DELETE /lots/{id}/children/{childId}: the child and its documents go; answers {id}. */
export async function deleteChild(
  deps: RouteDeps,
  user: CurrentUser,
  lotId: number,
  projectId: number,
  childId: number,
  request: FastifyRequest,
) {
  const keys = await deps.db.transaction(async (tx) => {
    const current = await lockChild(tx as Db, lotId, childId);
    await tx.delete(children).where(eq(children.id, childId));
    await recordMember(tx, user, 'child', projectId, 'deleted', current, current, []);
    return deleteFileRows(
      tx as Db,
      CHILD_FILE_ID_KEYS.map((key) => current[key]),
    );
  });
  await removeObjects(fileStorage(deps.config), keys, request.log);
  return { id: childId };
}
