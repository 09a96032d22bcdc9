import { PgTransaction } from 'drizzle-orm/pg-core';

type Values = Record<string, unknown>;
/** A drizzle statement with placeholders: run as built, or prepared under a name and run. */
interface Statement<R> {
  execute(values?: Values): Promise<R>;
  prepare(name: string): { execute(values?: Values): Promise<R> };
}

/** Each database's prepared statements by name (tests run many apps, each on its own). */
const prepared = new WeakMap<object, Map<string, { execute(values?: Values): Promise<unknown> }>>();

/**
 * Runs the statement `build` makes with these placeholder values, built and prepared once per
 * database under `name` (on PostgreSQL a named statement, parsed and planned once per
 * connection): for the statements every request sends, whose building by drizzle cost as much
 * as running them (issue #19 goal 4). Inside a transaction it is built and run as it is: a
 * statement prepared on the database would run outside the transaction.
 */
export function runPrepared<D extends object, R>(
  db: D,
  name: string,
  build: (db: D) => Statement<R>,
  values: Values,
): Promise<R> {
  if (db instanceof PgTransaction) return build(db).execute(values);
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = build(db).prepare(name)));
  return statement.execute(values) as Promise<R>;
}
