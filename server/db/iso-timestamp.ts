import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A timestamptz as the answers write it (Date#toISOString: UTC, milliseconds, the microseconds
 * cut as JavaScript's Date cuts them), made by the database: rows then need no Date object
 * each, made and formatted again (issue #19 goal 4). Null stays null.
 */
export const isoTimestamp = (value: AnyPgColumn | SQL) =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
