import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { children, residents } from '../db/schema/index.ts';
import { toCount } from '../db/rows.ts';
import type { Db } from '../db/connection.ts';
import { likePattern, pageOf } from '../db/paging.ts';
import { HttpError } from '../errors.ts';
import { dbErrorOf, SQLSTATE } from '../db/errors.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import type { FAMILY_SORTS } from './schemas.ts';

export type FamilyTable = typeof children | typeof residents;

/** Columns that are never null: an emptied value goes back to its default. */
const DEFAULTS: Record<string, unknown> = { deficiencia: false, resident: true, beneficios_sociais: [] };

/**
 * Validated values as columns. On create an empty value is simply not written (the column
 * default applies); on update an emptied never-null column gets its default back.
 */
export function columnValues(values: Record<string, unknown>, mode: 'create' | 'update'): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null && key in DEFAULTS) {
      if (mode === 'update') columns[key] = DEFAULTS[key];
    } else {
      columns[key] = value;
    }
  }
  return columns;
}

/** A row as JSON: timestamps as ISO text. */
export function serializeRow<T extends { created_at: Date; updated_at: Date }>(row: T) {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

export interface FamilyListQuery {
  page: number;
  count: number;
  sort?: (typeof FAMILY_SORTS)[number];
  order: 'asc' | 'desc';
  q?: string;
}

/** One page of a lot's children or residents, sorted and searched by name, with the total. */
export async function listRows<T extends FamilyTable>(db: Db, table: T, lotId: number, query: FamilyListQuery) {
  const where: SQL[] = [eq(table.lot_id, lotId)];
  if (query.q) where.push(ilike(table.name, likePattern(query.q)));
  const column = table[query.sort ?? 'id'] as AnyPgColumn;
  const order = query.order === 'desc' ? desc : asc;
  const rows = await db
    .select()
    .from(table as typeof children)
    .where(and(...where))
    .orderBy(order(column), asc(table.id))
    .limit(pageOf(query).limit)
    .offset(pageOf(query).offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)` })
    .from(table as typeof children)
    .where(and(...where));
  return { rows: rows as T['$inferSelect'][], total: toCount(total) };
}

/** Constraint failures of a family write as 400s (never a 500 for bad input). */
export async function answeringConstraints<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = dbErrorOf(error)?.code;
    if (code === SQLSTATE.checkViolation || code === SQLSTATE.notNullViolation)
      throw new HttpError(400, MESSAGES.invalidRequest);
    if (code === SQLSTATE.foreignKeyViolation) throw new HttpError(400, MESSAGES.file);
    throw error;
  }
}
