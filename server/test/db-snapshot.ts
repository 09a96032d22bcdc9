import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { EPHEMERAL_TABLES } from '../db/schema/rate-limits.ts';

/** Columns that change on every authenticated read and say nothing about the data. */
const VOLATILE = ['last_activity_at'];

/**
 * A fingerprint of every application table's rows (identity-provider tables, the keys of
 * app_secrets, which the first request that needs one generates whatever its outcome, and the
 * ephemeral rate-limit counters, which count refused calls too, excluded), so a test can prove
 * a refused request changed nothing.
 */
export async function snapshot(database: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ table_name: string }>(
    await database.db.execute(sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('oidc_payloads', 'app_secrets', '__drizzle_migrations') order by table_name`),
  )
    .map((r) => r.table_name)
    .filter((t) => !EPHEMERAL_TABLES.includes(t));
  const strip = VOLATILE.map((c) => ` - '${c}'`).join('');
  const parts = tables.map(
    (t) =>
      `select '${t}' as t, md5(coalesce(string_agg(r, ',' order by r), '')) as h from (select (to_jsonb(x)${strip})::text as r from "${t}" x) s`,
  );
  const rows = rowsOf<{ t: string; h: string }>(await database.db.execute(sql.raw(parts.join(' union all '))));
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

/**
 * The next transaction id the server will hand out. PostgreSQL gives an id to every
 * transaction that writes (rows, committed or rolled back) and none to one that only reads,
 * so while this has not moved nothing has been written to any database of the server: a
 * cheaper question than a fingerprint (snapshot), asked first. Ids are the whole server's, so
 * on a server shared with other test files it moves more often, and the fingerprint is
 * taken then, as before.
 */
export async function nextXid(database: Database): Promise<string> {
  const [row] = rowsOf<{ xid: string }>(
    await database.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`),
  );
  return row.xid;
}
