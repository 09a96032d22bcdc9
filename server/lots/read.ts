import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { storageKey } from '../../domain/fields/entity.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import { rowsOf, toCount } from '../db/rows.ts';
import { LOT_FILE_FIELDS } from '../db/schema/lot-columns.ts';
import { LOT_MULTI_FILE_FIELDS, lots, type LotMultiFileField } from '../db/schema/index.ts';
import { likePattern, pageOf, totalOf, totalOver } from '../db/paging.ts';
import { visibleTo } from '../projects/access.ts';
import type { Conn } from './conn.ts';
import { fileObjects, type FileContext } from '../files/file-objects.ts';
import type { OtherDocuments } from './other-documents.ts';
import { lotRow } from './lot-row.ts';
import { isoTimestamp } from '../db/iso-timestamp.ts';
import type { LOT_SORTS, LotRecord } from './schemas.ts';
import { LOT_LIST_KEYS, type LotListKey } from '../../domain/api/lot-list.ts';

export interface LotListParams {
  page: number;
  count: number;
  sort?: (typeof LOT_SORTS)[number];
  order: 'asc' | 'desc';
  q?: string;
  block_id?: number;
  project_id?: number;
}

/** A `timestamptz` read as a Date: the kind isoTimestamp writes exactly as toISOString would. */
const isInstant = (column: AnyPgColumn): boolean =>
  column.columnType === 'PgTimestamp' && column.getSQLType() === 'timestamp with time zone';

type ListColumns = { [K in LotListKey]: (typeof lots)[K] };
/** The list row's columns: the lot's listed fields (domain/api/lot-list.ts), timestamps as answered. */
const listColumns = Object.fromEntries(
  LOT_LIST_KEYS.map((key) => [key, isInstant(lots[key]) ? isoTimestamp(lots[key]).as(key) : lots[key]]),
) as Omit<ListColumns, 'updated_at'> & { updated_at: SQL.Aliased<string> };

/** SQL types both drivers already give in the answer's form: integers, text, booleans. */
const ANSWER_FORM = /^(integer|serial|smallint|text|varchar|boolean)\b/;
/**
 * A column read as the driver gives it: an instant (formatted in SQL), a plain column, or a
 * custom type without its own reading.
 */
const readsAsIs = (column: AnyPgColumn): boolean =>
  isInstant(column) || (ANSWER_FORM.test(column.getSQLType()) && !(column as { mapFrom?: unknown }).mapFrom);
/**
 * Whether the list's rows can go out as the driver gives them, without drizzle's mapping (a
 * decoder looked up and called for each of a block's ~10,000 cells): every listed column is of
 * such a type and named as its key. A listed field of another type (a date, a numeric) brings
 * drizzle's mapping back rather than a wrong answer.
 */
export const DRIVER_ROWS = LOT_LIST_KEYS.every((key) => readsAsIs(lots[key]) && lots[key].name === key);

/** Search by lot name or owner name; digits also match the start of the CPF. */
function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  const digits = q.replace(/\D/g, '');
  return or(
    ilike(lots.name, pattern),
    sql`lower(${lots.owner_name}) like lower(${pattern})`,
    digits.length >= 3 && /^[\d.\-\s]+$/.test(q) ? sql`${lots.cpf} like ${`${digits}%`}` : undefined,
  );
}

/** GET /lots/list: light rows, filtered to the user's projects in SQL. */
export async function listLots(db: Conn, user: CurrentUser, params: LotListParams) {
  const where = and(
    visibleTo(user, lots.project_id),
    params.block_id ? eq(lots.block_id, params.block_id) : undefined,
    params.project_id ? eq(lots.project_id, params.project_id) : undefined,
    searchOf(params.q),
  );
  const direction = params.order === 'desc' ? desc : asc;
  // Sorted by the stored values (a timestamp to the microsecond), not by their answered form.
  const sortColumn = lots[params.sort ?? 'name'];
  const { limit, offset } = pageOf(params);
  // The page and its total in one statement (issue #19 goal 4), with the same filter.
  const query = db
    .select({ ...listColumns, total: totalOver().as('total') })
    .from(lots)
    .where(where)
    .orderBy(direction(sortColumn), direction(lots.id))
    .limit(limit)
    .offset(offset);
  const rows = DRIVER_ROWS ? rowsOf<Awaited<typeof query>[number]>(await db.execute(query)) : await query;
  const total = await totalOf(rows, offset, async () => {
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)` })
      .from(lots)
      .where(where);
    return toCount(n);
  });
  // Rows go out as read: their `total` is not in the answer's schema, which the serialiser follows.
  return { data: rows, total };
}

/** The lot's other documents from its row's `[field, file id]` pairs, as otherDocumentIds answers them. */
function documentsOf(pairs: [string, number][]): OtherDocuments {
  const result = Object.fromEntries(LOT_MULTI_FILE_FIELDS.map((f) => [f, [] as number[]])) as OtherDocuments;
  for (const [field, fileId] of pairs) result[field as LotMultiFileField]?.push(fileId);
  return result;
}

/** GET /lots/{id}: every field, file objects, other documents, block, project class, assignees. */
export async function getLot(ctx: FileContext, lotId: number): Promise<LotRecord | null> {
  const { db } = ctx;
  const row = await lotRow(db, lotId);
  if (!row) return null;
  const { lot } = row;
  const documents = documentsOf(row.documents);
  const singleIds = LOT_FILE_FIELDS.map((key) => lot[key]).filter((v): v is number => v != null);
  const objects = await fileObjects(ctx, [...singleIds, ...Object.values(documents).flat()]);

  const record: Record<string, unknown> = {
    ...lot,
    created_at: lot.created_at.toISOString(),
    updated_at: lot.updated_at.toISOString(),
  };
  for (const field of lotEntity.fields) {
    if (field.type === 'file') {
      const fileId = lot[storageKey(field) as keyof typeof lot] as number | null;
      record[field.name] = fileId == null ? null : (objects.get(fileId) ?? null);
    } else if (field.type === 'files') {
      const ids = documents[field.name as keyof typeof documents] ?? [];
      record[storageKey(field)] = ids;
      record[field.name] = ids.flatMap((fileId) => objects.get(fileId) ?? []);
    }
  }
  record.assigned_users = { social: row.social, benfeitorias: row.benfeitorias };
  record.anonymised_at = row.anonymised_at;
  record.block = { id: lot.block_id, name: row.block_name };
  record.project_class = row.project_class;
  record.project_reurb_modality = row.project_reurb_modality;
  return record as LotRecord;
}
