import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { takeTurns } from './pglite-turns.ts';
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
  poolSize?: number;
  /** PGlite's buffer pool in MB; PRODUCT_SHARED_BUFFERS_MB when absent, as the product runs. */
  sharedBuffersMb?: number;
}

/**
 * The embedded database's buffer pool: 32 MB, not PostgreSQL's default 128. PGlite sets up the
 * whole pool in its WebAssembly memory at every open, and the pages it touches cost most on the
 * slow-kernel machines here: opening the demo database took 868–1,084 ms with 128 MB and 575–598
 * with 32 (2026-12-01), and a warm `npm start` 3.16–3.76 s against 2.70–3.35 s, five each
 * alternated (2026-12-02); with 20,000 lots the process held 1,045 MB against 913. The pages
 * PGlite does not hold are read from the OS's cache. 2026-12-01 kept 128 MB because saving a
 * study with a 2 MB photo in each section, then kept in the text as base64, stalled the API with
 * less (goal 5); the photos are files since (studies/rich-text/embedded-images.ts), and with
 * 32 MB every case of `bench stall` stayed as it was with 128
 * (docs/performance.md#the-embedded-database-under-load-goal-5). 20,000 lots (25 MB of table)
 * scan in the same time with either. PGLITE_SHARED_BUFFERS_MB gives a larger embedded database
 * more (server/config.ts).
 */
export const PRODUCT_SHARED_BUFFERS_MB = 32;

export async function connect(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolSize ?? 10);
  return connectPglite(options);
}

async function connectPostgres(url: string, max: number): Promise<Database> {
  // A server that does not answer fails a request in 1.5 s (503) instead of hanging it.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 1500 });
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

/** A text parameter from this many characters on is handed to PGlite as its UTF-8 bytes. */
export const LONG_TEXT_CHARS = 16 * 1024;
const utf8 = new TextEncoder();
const asText = types.serializers[types.TEXT]!;
/**
 * PGlite's serialiser of `text` and `varchar` parameters: a long string as its UTF-8 bytes,
 * which PGlite binds in binary form, and the binary form of `text` is those very bytes
 * (PostgreSQL's textrecv, which checks them as UTF-8 as it does a string's). Given a string,
 * PGlite counts its UTF-8 length in JavaScript one character at a time, twice: ~2.7 ms of the
 * API's thread for a study's 400,000-character section (issue #19 goal 5), where TextEncoder
 * takes a tenth of it. Shorter strings keep PGlite's own path.
 */
export const pgliteTextParam = (value: unknown): string | Uint8Array =>
  typeof value === 'string' && value.length >= LONG_TEXT_CHARS ? utf8.encode(value) : (asText(value) as string);

async function connectPglite(options: ConnectOptions): Promise<Database> {
  // Extensions the migrations create must be loaded into PGlite as well.
  const extensions = { pg_trgm };
  const dir = path.resolve(options.dataDir ?? './data', 'pg');
  mkdirSync(dir, { recursive: true });
  // PGlite is one process per folder: a second one corrupts it.
  const release = acquireDataDirLock(dir);
  let client: PGlite;
  try {
    client = await PGlite.create(dir, {
      extensions,
      // Typed as answering strings; PGlite's bind takes bytes too (pgliteTextParam).
      serializers: { [types.TEXT]: pgliteTextParam, [types.VARCHAR]: pgliteTextParam } as Record<
        number,
        (value: unknown) => string
      >,
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${options.sharedBuffersMb ?? PRODUCT_SHARED_BUFFERS_MB}MB`,
      ],
    });
  } catch (error) {
    release();
    throw error;
  }
  takeTurns(client);
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

/** SQLSTATEs of a server that is going away or not accepting connections (class 08, 57P0x, too many connections). */
const UNAVAILABLE_STATES = /^(08...|57P0[1-4]|53300)$/;
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended|connection error/i;

/**
 * True when a query failed because the database server is unreachable or dropped the
 * connection (not because of the query): the API answers 503 and the pool reconnects by
 * itself on the next request. Drizzle wraps the driver's error in `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // AggregateError (a host with several addresses, all refused).
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = cause;
  }
  return false;
}
