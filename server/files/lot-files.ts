import { and, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CurrentUser } from '../accounts/current-user.ts';
import { lotOtherDocuments, lots } from '../db/schema/index.ts';
import { LOT_FILE_FIELDS } from '../db/schema/lot-columns.ts';
import type { RouteDeps } from '../deps.ts';
import { HttpError } from '../errors.ts';
import { deleteFileRows } from './service.ts';
import { recordFileRemoval } from '../history/lot-files.ts';

export const NOT_THIS_LOTS_FILE = 'Este arquivo não pertence a este lote.';

/**
 * PATCH /lots/{id}/remove-file: unlinks the file from whichever document column or
 * other-documents slot of the lot holds it (a member of the lot's project: the route's scope) and deletes its record, in one transaction.
 * Answers the storage keys to remove once committed. A file the lot does not hold is a 400.
 */
export async function removeLotFile(
  deps: RouteDeps,
  user: CurrentUser,
  lotId: number,
  fileId: number,
): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    const holders = LOT_FILE_FIELDS.map((field) => eq(lots[field], fileId));
    const [row] = await tx
      .select(Object.fromEntries(LOT_FILE_FIELDS.map((field) => [field, lots[field]])) as Record<string, AnyPgColumn>)
      .from(lots)
      .where(and(eq(lots.id, lotId), or(...holders)))
      .for('update');
    const columns = row ? LOT_FILE_FIELDS.filter((field) => row[field] === fileId) : [];
    const slots = await tx
      .delete(lotOtherDocuments)
      .where(and(eq(lotOtherDocuments.lot_id, lotId), eq(lotOtherDocuments.file_id, fileId)))
      .returning({ field: lotOtherDocuments.field });
    if (!columns.length && !slots.length) throw new HttpError(400, NOT_THIS_LOTS_FILE, { file_id: NOT_THIS_LOTS_FILE });
    await tx
      .update(lots)
      // A new version: another editor's copy still holding the file is stale (issue 8).
      .set({
        ...Object.fromEntries(columns.map((c) => [c, null])),
        updated_at: sql`now()`,
        updated_by: user.id,
        version: sql`${lots.version} + 1`,
      })
      .where(eq(lots.id, lotId));
    await recordFileRemoval(tx, user, lotId, fileId, [...columns, ...slots.map((s) => s.field)]);
    return deleteFileRows(tx, [fileId]);
  });
}
