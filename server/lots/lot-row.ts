import { eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { blocks, lots, projects } from '../db/schema/index.ts';
import type { Conn } from './conn.ts';

/** The lot's row with its block's name and its project's class: what GET /lots/{id} starts from. */
const lotRowQuery = (db: Conn) =>
  db
    .select({ lot: lots, block_name: blocks.name, project_class: projects.project_class })
    .from(lots)
    .innerJoin(blocks, eq(blocks.id, lots.block_id))
    .innerJoin(projects, eq(projects.id, lots.project_id))
    .where(eq(lots.id, sql.placeholder('id')));

type Prepared = ReturnType<ReturnType<typeof lotRowQuery>['prepare']>;
/** One prepared statement per database (tests run many apps, each on its own). */
const prepared = new WeakMap<Conn, Prepared>();

/**
 * The lot's row, or undefined. Every lot read and every lot save's answer starts here, and
 * building this select of the lot's ~150 columns cost more than running it (issue #19 goal 4):
 * it is built once per database and prepared (on PostgreSQL a named statement, parsed once per
 * connection). Inside a transaction it is built as before: a statement prepared on the
 * database would run outside the transaction.
 */
export async function lotRow(db: Conn, lotId: number) {
  if (db instanceof PgTransaction) return (await lotRowQuery(db).execute({ id: lotId }))[0];
  let query = prepared.get(db);
  if (!query) {
    query = lotRowQuery(db).prepare('lot_row');
    prepared.set(db, query);
  }
  return (await query.execute({ id: lotId }))[0];
}
