import { sql } from 'drizzle-orm';
import { customType, doublePrecision, integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** The column types of the schema, without any table (so any schema module may import them). */

/**
 * A name people read and sort. The column carries the ICU root collation, which exists on
 * both engines (PGlite has only `C` and `und-x-icu`; pt-BR-x-icu is missing there), so a
 * plain `order by name` sorts 'Ávila' next to 'abel' everywhere, and the btree indexes on it
 * serve those sorts. ICU's root collation is deterministic: equality stays byte equality.
 */
export const nameText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text collate "und-x-icu"',
});

/** Brazilian reais, two decimals; JS numbers (≤ 15 significant digits round-trip exactly). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** Areas in m², two decimals. */
export const area = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A boundary coordinate (UTM metres or decimal degrees, as surveyed). */
export const coordinate = (name: string) => doublePrecision(name);

/** A link to an uploaded file; the file going away unlinks it. */
export const fileRef = (name: string) => integer(name);

/** Multi-choice answers: never null, an empty array when nothing is chosen. */
export const choices = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A moment, with its time zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
