import { SQL, getTableColumns, is, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Conn } from '../lots/conn.ts';

/** Rows per INSERT (the architecture's limit; also keeps each statement's JSON small). */
export const MAX_ROWS = 500;

/** Splits rows into INSERT-sized batches. */
export function* batches<T>(rows: readonly T[], size = MAX_ROWS): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/**
 * Bulk insert: each batch travels as ONE JSON parameter that PostgreSQL expands with
 * jsonb_to_recordset, instead of one parameter per value. Building drizzle's multi-row VALUES
 * for 120-column lots cost more than the database's own work (~15 s for 50,000 lots in the
 * seed); a lot history of 5,000 lines bound 45,000 parameters one by one (0.3–0.55 s on PGlite,
 * 0.12–0.21 s this way).
 *
 * A key a row leaves out (or sets to undefined) reads as null, except in NOT NULL columns
 * with a default, which take the default. Returns the `returning` columns (by key).
 */
export async function bulkInsert<T extends PgTable, K extends keyof T['$inferSelect'] & string = never>(
  db: Conn,
  table: T,
  rows: readonly T['$inferInsert'][],
  returning: readonly K[] = [],
): Promise<Pick<T['$inferSelect'], K>[]> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const out: Pick<T['$inferSelect'], K>[] = [];
  for (const batch of batches(rows as readonly Record<string, unknown>[])) {
    const keys = [...new Set(batch.flatMap((row) => Object.keys(row).filter((k) => row[k] !== undefined)))];
    const column = (key: string) => {
      const found = columns[key];
      if (!found) throw new Error(`bulkInsert: ${key} is not a column of the table`);
      return found;
    };
    const names = keys.map((k) => sql.identifier(column(k).name));
    const definitions = keys.map((k) => sql`${sql.identifier(k)} ${sql.raw(recordType(column(k).getSQLType()))}`);
    const values = keys.map((k) => valueOrDefault(k, column(k)));
    const back = returning.length
      ? sql` returning ${sql.join(
          returning.map((k) => sql`${sql.identifier(column(k).name)} as ${sql.identifier(k)}`),
          sql`, `,
        )}`
      : sql``;
    const result = (await db.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)})
          select ${sql.join(values, sql`, `)}
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${sql.join(definitions, sql`, `)})${back}`,
    )) as unknown as { rows: Pick<T['$inferSelect'], K>[] };
    out.push(...result.rows);
  }
  return out;
}

/** x."key", or its column default when the column may not be null. */
function valueOrDefault(key: string, column: PgColumn): SQL {
  const value = sql`x.${sql.identifier(key)}`;
  if (!column.notNull || column.default === undefined) return value;
  const fallback = is(column.default, SQL) ? column.default : sql`${column.default}`;
  return sql`coalesce(${value}, ${fallback})`;
}

/** The type to read a JSON field (or a text) as: the column's type without its collation. */
export const recordType = (sqlType: string) => sqlType.replace(/\s+collate\s+.*$/i, '');
