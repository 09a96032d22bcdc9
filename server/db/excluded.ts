import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * An upsert's update of `keys` as `excluded.<column>`: the values the insert proposed, sent
 * once. Written as the same values again, each is a second parameter of the statement: a
 * study's section at the text cap is ~400,000 characters, and PGlite encodes every parameter
 * on the API's thread (issue #19 goal 5).
 */
export function excluded<T extends PgTable>(table: T, keys: readonly string[]): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`excluded: ${key} não é uma coluna`);
      return [key, sql`excluded.${sql.identifier(column.name)}`];
    }),
  );
}
