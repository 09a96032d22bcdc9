import type { Database } from '../db/connection.ts';
import { EPHEMERAL_TABLES } from '../db/schema/rate-limits.ts';

/**
 * One connection to either engine with plain SQL and parameters: a transaction and a cursor
 * need the same connection throughout (a pool would hand out another).
 */
export interface Session {
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  release(): void;
}

type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export async function openSession(database: Database): Promise<Session> {
  if (database.pool) {
    const client = await database.pool.connect();
    return {
      query: async <T>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as T[],
      release: () => client.release(),
    };
  }
  const client = (database.db as unknown as { $client: Queryable }).$client;
  return {
    query: async <T>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as T[],
    release: () => undefined,
  };
}

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface TableInfo {
  name: string;
  /** Columns that take a value on insert (generated ones are left out). */
  columns: string[];
  /** Primary key columns: the dump's row order. */
  key: string[];
}

/**
 * The app's tables (schema public), each with its writable columns and primary key; the
 * ephemeral rate-limit counters (EPHEMERAL_TABLES) are neither copied nor restored, and their
 * rows never make a restore target "not empty".
 */
export async function tables(session: Session): Promise<TableInfo[]> {
  const rows = await session.query<{ name: string; columns: string[]; key: string[] | null }>(`
    select c.relname as name,
      (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum)) from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = c.oid and i.indisprimary) as key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  return rows
    .filter((r) => !EPHEMERAL_TABLES.includes(r.name))
    .map((r) => ({ name: r.name, columns: r.columns, key: r.key ?? [] }));
}
