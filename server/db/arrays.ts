import { sql } from 'drizzle-orm';

/**
 * A list as one array parameter, however long: a selection may hold 10,000 lots, and a
 * statement takes at most 65,535 parameters. Both drivers take PostgreSQL's array literal, cast
 * here to the array's type; `unnest` of several such arrays writes many rows in one statement.
 */
const literal = (items: readonly string[]) => `{${items.join(',')}}`;
/** A text element quoted as an array literal wants it ("a,b" stays one element). */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

export const intArray = (values: readonly number[]) => sql`${literal(values.map(String))}::int[]`;
/** Finite numbers: JavaScript's shortest form reads back as the same float8. */
export const floatArray = (values: readonly number[]) => sql`${literal(values.map(String))}::float8[]`;
export const textArray = (values: readonly string[]) => sql`${literal(values.map(quoted))}::text[]`;
/** ISO days (YYYY-MM-DD). */
export const dateArray = (values: readonly string[]) => sql`${literal(values.map(quoted))}::date[]`;
