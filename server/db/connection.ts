import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

export type Schema = typeof schema;
/** The query builder, the same type on both engines. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs plain SQL (migrations' lock, ANALYZE, tests). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The node-postgres pool, on a real server only. */
  pool?: pg.Pool;
}

export interface ConnectOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A dump made by PGlite's dumpDataDir, loaded instead of a folder (tests). */
  pgliteDump?: Blob;
  poolSize?: number;
}

export async function connect(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolSize ?? 10);
  return connectPglite(options);
}

async function connectPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // A broken idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    pool,
    exec: async (sql) => void (await pool.query(sql)),
    close: () => pool.end(),
  };
}

async function connectPglite(options: ConnectOptions): Promise<Database> {
  let client: PGlite;
  let release = () => {};
  // Extensions the migrations create must be loaded into PGlite as well.
  const extensions = { pg_trgm };
  if (options.pgliteDump) {
    client = await PGlite.create({ loadDataDir: options.pgliteDump, extensions });
  } else {
    const dir = path.resolve(options.dataDir ?? './data', 'pg');
    mkdirSync(dir, { recursive: true });
    // PGlite is one process per folder: a second one corrupts it.
    release = acquireDataDirLock(dir);
    client = await PGlite.create(dir, { extensions });
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    exec: async (sql) => void (await client.exec(sql)),
    close: async () => {
      await client.close();
      release();
    },
  };
}
