import { getTableColumns } from 'drizzle-orm';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { LOT_FILE_FIELDS } from '../db/schema/lot-columns.ts';
import type { Db } from '../db/connection.ts';
import { LOT_MULTI_FILE_FIELDS, lots, type LotMultiFileField } from '../db/schema/index.ts';
import { linkFiles } from '../files/link.ts';
import { conflict, HttpError } from '../errors.ts';
import type { Conn } from './conn.ts';
import { dbErrorOf, SQLSTATE } from '../db/errors.ts';
import { replaceOtherDocuments } from './other-documents.ts';
import { storeLimitErrors } from './limits.ts';

export const DUPLICATE_LOT_NAME = 'Já existe um lote com este nome nesta quadra.';

const columns = getTableColumns(lots) as Record<string, { columnType: string; notNull: boolean }>;

export type LotColumns = Partial<typeof lots.$inferInsert>;
export type OtherDocumentLists = Partial<Record<LotMultiFileField, number[]>>;

export interface PreparedLot {
  columns: LotColumns;
  lists: OtherDocumentLists;
  /** Every file id the body links, by body key, to check before writing. */
  fileIds: Map<string, number[]>;
}

const invalid = (errors: Record<string, string>) => new HttpError(400, MESSAGES.invalidRequest, errors);

/** "Empty" for the columns that are never null (flags false, multi-choices [], answers {}). */
const emptyOf = (key: string): unknown => {
  const column = columns[key];
  if (!column?.notNull) return null;
  if (column.columnType === 'PgBoolean') return false;
  if (column.columnType === 'PgArray') return [];
  if (column.columnType === 'PgJsonb') return {};
  return null;
};

/** A body parsed by domain's schema, split into lot columns and the other-document lists. */
export function prepareLot(body: Readonly<Record<string, unknown>>): PreparedLot {
  const errors = storeLimitErrors(body);
  if (Object.keys(errors).length) throw invalid(errors);
  const result: PreparedLot = { columns: {}, lists: {}, fileIds: new Map() };
  const cols = result.columns as Record<string, unknown>;
  for (const [key, value] of Object.entries(body)) {
    const list = LOT_MULTI_FILE_FIELDS.find((f) => `${f}_ids` === key);
    if (list) {
      const ids = (value as number[] | null) ?? [];
      result.lists[list] = ids;
      if (ids.length) result.fileIds.set(key, ids);
      continue;
    }
    cols[key] = value === null ? emptyOf(key) : value;
    if ((LOT_FILE_FIELDS as readonly string[]).includes(key) && typeof value === 'number')
      result.fileIds.set(key, [value]);
  }
  return result;
}

/**
 * Checks and claims the files the body links (server/files linkFiles: this project's files,
 * or unlinked uploads of this user; else 400 naming the field), then writes the
 * other-document lists that were sent. Call inside the transaction, before storing the ids.
 */
export async function linkLotFiles(
  tx: Conn,
  user: { id: number },
  projectId: number,
  prepared: PreparedLot,
): Promise<void> {
  await linkFiles(tx as Db, user, projectId, Object.fromEntries(prepared.fileIds));
}

export async function writeOtherDocuments(
  tx: Conn,
  lotId: number,
  prepared: PreparedLot,
  userId: number,
): Promise<void> {
  for (const [field, ids] of Object.entries(prepared.lists) as [LotMultiFileField, number[]][]) {
    await replaceOtherDocuments(tx, lotId, field, ids, userId);
  }
}

/**
 * A database refusal as the answer it deserves: the block's duplicate name → 409, a broken
 * check, link or range → 400. Anything else is passed on (a 500, logged by name only).
 */
export function lotWriteError(error: unknown): unknown {
  const info = dbErrorOf(error);
  if (!info) return error;
  switch (info.code) {
    case SQLSTATE.uniqueViolation:
      // The duplicate name keyed by field too, so the form shows it under "Nome" (issue #18).
      return info.constraint === 'lots_block_name_key'
        ? new HttpError(409, DUPLICATE_LOT_NAME, { name: DUPLICATE_LOT_NAME })
        : conflict('Registro duplicado.');
    case SQLSTATE.checkViolation: {
      const column = /^lots_(.+)_check$/.exec(info.constraint ?? '')?.[1];
      return invalid(column ? { [column]: MESSAGES.value } : {});
    }
    case SQLSTATE.foreignKeyViolation:
      return invalid({ _: MESSAGES.reference });
    case SQLSTATE.notNullViolation:
    case SQLSTATE.numericOutOfRange:
    case SQLSTATE.invalidTextRepresentation:
      return invalid({});
    default:
      return error;
  }
}

/** Runs a write and turns database refusals into answers. */
export async function guardedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw lotWriteError(error);
  }
}
