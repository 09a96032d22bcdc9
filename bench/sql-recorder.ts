import pg from 'pg';

/**
 * One statement as a request sent it: its text, its parameters, and how its rows are read
 * (drizzle's array rows and its type parsers, which leave timestamps as text): the replay
 * reads them the same way, so neither side is charged work the other skips.
 */
export interface RecordedQuery {
  text: string;
  values?: unknown[];
  rowMode?: string;
  types?: unknown;
  name?: string;
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Records every statement the API sends while `during` runs. It patches pg.Client, not the
 * pool: a transaction (a lot save) runs on a client checked out of the pool, and pool.query
 * itself ends in Client#query, so each statement is seen exactly once.
 */
export function recordQueries() {
  let recording: RecordedQuery[] | null = null;
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (recording && first != null) {
      const config = typeof first === 'string' ? { text: first } : (first as RecordedQuery);
      const values = config.values ?? (Array.isArray(second) ? (second as unknown[]) : undefined);
      recording.push({ text: config.text, values, rowMode: config.rowMode, types: config.types, name: config.name });
    }
    return original.apply(this, args);
  };
  return {
    async during(fn: () => Promise<unknown>): Promise<RecordedQuery[]> {
      recording = [];
      try {
        await fn();
        return recording;
      } finally {
        recording = null;
      }
    },
    restore() {
      proto.query = original;
    },
  };
}

/**
 * Replays recorded statements in order on one connection (a transaction's BEGIN…COMMIT must
 * share one). Statements the API ran side by side run here one after another: the replay is
 * never faster than the API could be for that reason.
 */
export async function replay(pool: pg.Pool, queries: RecordedQuery[]): Promise<void> {
  const client = await pool.connect();
  try {
    for (const q of queries) await client.query({ ...q, rowMode: q.rowMode as 'array' } as pg.QueryConfig);
  } finally {
    client.release();
  }
}
