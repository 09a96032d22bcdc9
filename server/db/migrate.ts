import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './connection.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant: the advisory lock that serialises migrations across API copies. */
const MIGRATION_LOCK = 7_202_613_465;

/**
 * The oldest PostgreSQL server the migrations run on (`server_version_num`): 15, for
 * 0019_certificate_notice_unreadable's UNIQUE NULLS NOT DISTINCT. PGlite is newer.
 */
export const MIN_POSTGRES_VERSION_NUM = 150_000;

/** Why the server cannot hold the product's schema, in Portuguese, or null when it can. */
export function postgresVersionRefusal(versionNum: number, version: string): string | null {
  return versionNum >= MIN_POSTGRES_VERSION_NUM
    ? null
    : `O REURB Gestão precisa do PostgreSQL 15 ou mais novo, e DATABASE_URL aponta para o PostgreSQL ${version}. Atualize o servidor antes de iniciar.`;
}

export async function migrate(database: Database): Promise<void> {
  if (!database.pool) {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several API copies may start together: one migrates while the others wait on the lock,
  // then find nothing left to do.
  const client = await database.pool.connect();
  try {
    // Said plainly before any migration runs, not as a syntax error halfway through them.
    const { rows } = await client.query<{ num: string; version: string }>(
      "select current_setting('server_version_num') as num, current_setting('server_version') as version",
    );
    const refusal = postgresVersionRefusal(Number(rows[0].num), rows[0].version);
    if (refusal) throw new Error(refusal);
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
