import { drizzle } from 'drizzle-orm/pg-proxy';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db } from '../db/connection.ts';
import * as schema from '../db/schema/index.ts';
import { asLongWork } from '../db/pglite-turns.ts';

/**
 * The database of a render worker. PGlite lives on the API's main thread and a second opener
 * of its folder corrupts it, so a worker never connects: its `db` is drizzle's pg-proxy
 * driver, and every query is sent to the main thread, which runs it through the real drizzle
 * session (PGlite or node-postgres: one design for both engines) and sends the rows back.
 * Transactions cannot cross this bridge: generators never open one.
 */
export type Method = 'all' | 'execute';

export interface QueryMessage {
  sql: string;
  params: unknown[];
  method: Method;
}

/** What crosses back: array rows for 'all' (drizzle maps them), the driver's rows and count for 'execute'. */
export type QueryAnswer = unknown[][] | { rows: unknown[]; rowCount: number | null };

interface PreparedLike {
  execute(): Promise<unknown>;
}
interface SessionLike {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: undefined,
    arrayMode: boolean,
    mapper?: (rows: unknown[]) => unknown,
  ): PreparedLike;
}

/** Bytes arrive as Uint8Array after the copy between threads; the drivers want Buffers. */
function driverParam(value: unknown): unknown {
  return value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;
}

/**
 * Main thread: runs one proxied query on the real database, with the same type parsers
 * drizzle uses (dates and timestamps stay strings for drizzle to map, as on a direct call).
 * PGlite runs every query on the API's own thread, so twenty reports' reads queued ahead of
 * `/api/health` or a lot read would make it wait for all of them: there a report's read is
 * long work, which the requests' queries go before (server/db/pglite-turns.ts). In a
 * transaction (an emission's reads) the transaction's own lock orders them. node-postgres has
 * a pool; its queries are not held back.
 */
export function runProxied(db: Db, query: QueryMessage): Promise<QueryAnswer> {
  const session = (db as unknown as { _: { session: SessionLike } })._.session;
  return session instanceof PgliteSession ? asLongWork(() => runOn(session, query)) : runOn(session, query);
}

async function runOn(session: SessionLike, query: QueryMessage): Promise<QueryAnswer> {
  const params = query.params.map(driverParam);
  if (query.method === 'all') {
    const prepared = session.prepareQuery({ sql: query.sql, params }, undefined, undefined, true, (rows) => rows);
    return (await prepared.execute()) as unknown[][];
  }
  const result = (await session.prepareQuery({ sql: query.sql, params }, undefined, undefined, false).execute()) as {
    rows: unknown[];
    rowCount?: number | null;
    affectedRows?: number;
  };
  // Only plain data crosses threads (node-postgres' result also holds its parser functions).
  return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? null };
}

/** Worker thread: a drizzle database whose queries `send` carries to the main thread. */
export function proxyDb(send: (query: QueryMessage) => Promise<QueryAnswer>): Db {
  return drizzle(
    async (sql, params, method) => {
      const answer = await send({ sql, params, method: method === 'all' ? 'all' : 'execute' });
      // 'execute' hands `rows` back as the whole answer: db.execute() resolves to {rows, rowCount}, as on the drivers.
      return { rows: answer as unknown[] };
    },
    { schema, casing: 'snake_case' },
  ) as unknown as Db;
}
