import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { runPrepared } from '../db/prepared.ts';
import type { LotWork } from '../../domain/enums/lot-work.ts';
import {
  COMPLETION_EVENT,
  blocks,
  lotAnonymisations,
  lotAssignments,
  lotEvents,
  lotOtherDocuments,
  lots,
  projects,
  users,
} from '../db/schema/index.ts';
import { isoTimestamp } from '../db/iso-timestamp.ts';
import type { Conn } from './conn.ts';

/** Who did a part of the lot, or who it was assigned to. */
export type Assignment = { user_id: number | null; name: string | null; at: string; done: boolean } | null;

/** `"table"."column"`: inside a subquery an unqualified name would be the inner table's. */
const outer = (column: AnyPgColumn): SQL => sql`${sql.identifier('lots')}.${sql.identifier(column.name)}`;

/**
 * Whoever completed the part (its first completion event, `done`), or else whoever a project
 * admin assigned it to, or null.
 */
const assignment = (work: LotWork) => sql<Assignment>`coalesce(
  (select json_build_object('user_id', e.user_id, 'name', coalesce(u.name, u.email),
      'at', ${isoTimestamp(sql`e.at`)}, 'done', true)
     from ${lotEvents} e left join ${users} u on u.id = e.user_id
    where e.lot_id = ${outer(lots.id)} and e.kind = ${COMPLETION_EVENT[work]}
    order by e.at asc, e.id asc limit 1),
  (select json_build_object('user_id', a.user_id, 'name', coalesce(u.name, u.email),
      'at', ${isoTimestamp(sql`a.assigned_at`)}, 'done', false)
     from ${lotAssignments} a join ${users} u on u.id = a.user_id
    where a.lot_id = ${outer(lots.id)} and a.work = ${work}))`;

/**
 * The lot's row with everything GET /lots/{id} adds from other tables, in one statement: its
 * block's name, its project's class and modality, its other documents (`[field, file id]` in slot order),
 * who did or was assigned each part, and when an LGPD removal last anonymised it.
 */
const lotRowQuery = (db: Conn) =>
  db
    .select({
      lot: lots,
      block_name: blocks.name,
      project_class: projects.project_class,
      project_reurb_modality: projects.reurb_modality,
      documents: sql<[string, number][]>`(select coalesce(
          json_agg(json_build_array(d.field, d.file_id) order by d.field asc, d.slot asc), '[]'::json)
        from ${lotOtherDocuments} d where d.lot_id = ${outer(lots.id)})`,
      social: assignment('social'),
      benfeitorias: assignment('benfeitorias'),
      anonymised_at: sql<string | null>`(select ${isoTimestamp(sql`max(x.anonymised_at)`)}
        from ${lotAnonymisations} x where x.lot_id = ${outer(lots.id)})`,
    })
    .from(lots)
    .innerJoin(blocks, eq(blocks.id, lots.block_id))
    .innerJoin(projects, eq(projects.id, lots.project_id))
    .where(eq(lots.id, sql.placeholder('id')));

/**
 * The lot's row and what GET /lots/{id} adds to it, or undefined: one round trip instead of
 * five (issue #19 goal 4). Every lot read and every lot save's answer starts here, and
 * building this select of the lot's ~150 columns cost more than running it: it is prepared
 * (server/db/prepared.ts).
 */
export async function lotRow(db: Conn, lotId: number) {
  return (await runPrepared(db, 'lot_row', lotRowQuery, { id: lotId }))[0];
}
