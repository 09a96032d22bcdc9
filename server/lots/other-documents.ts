import { and, asc, eq } from 'drizzle-orm';
import { lotOtherDocuments, LOT_MULTI_FILE_FIELDS, type LotMultiFileField } from '../db/schema/index.ts';
import type { Conn } from './conn.ts';

export type OtherDocuments = Record<LotMultiFileField, number[]>;

/** The lot's multi-file fields (other documents), ids in slot order. */
export async function otherDocumentIds(db: Conn, lotId: number): Promise<OtherDocuments> {
  const rows = await db
    .select({ field: lotOtherDocuments.field, file_id: lotOtherDocuments.file_id })
    .from(lotOtherDocuments)
    .where(eq(lotOtherDocuments.lot_id, lotId))
    .orderBy(asc(lotOtherDocuments.field), asc(lotOtherDocuments.slot));
  const result = Object.fromEntries(LOT_MULTI_FILE_FIELDS.map((f) => [f, [] as number[]])) as OtherDocuments;
  for (const row of rows) result[row.field as LotMultiFileField]?.push(row.file_id);
  return result;
}

/** Replaces one multi-file field's set: slots 0..n-1 in the order given. */
export async function replaceOtherDocuments(
  tx: Conn,
  lotId: number,
  field: LotMultiFileField,
  ids: readonly number[],
  userId: number,
): Promise<void> {
  await tx
    .delete(lotOtherDocuments)
    .where(and(eq(lotOtherDocuments.lot_id, lotId), eq(lotOtherDocuments.field, field)));
  if (!ids.length) return;
  await tx
    .insert(lotOtherDocuments)
    .values(ids.map((file_id, slot) => ({ lot_id: lotId, field, file_id, slot, created_by: userId })));
}
