import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rowsOf, toCount } from '../db/rows.ts';
import { COMPLETION_EVENT, projects } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { LOCAL_TIME_ZONE } from '../users/worked-lots.ts';
import type { Assignment } from '../../domain/api/progress.ts';

/**
 * The progress screen (docs/screens.md#screens) from the lot events: a lot's social registration or its
 * improvements were completed by `user_id` at `at` (kinds social_completed and
 * improvements_completed). Days are local days in America/Sao_Paulo; a lot counts once per
 * day, user and part however many events repeat it.
 */

/** The name the table shows: the user's name, or the e-mail when there is none. */
const userName = sql`coalesce(u.name, u.email)`;

/** GET /projects/{id}/completed-by-day: completed parts per local day and user, newest day first. */
export async function completedByDay(db: Db, projectId: number) {
  const [project] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw notFound();
  const result = await db.execute(sql`
    select to_char((e.at at time zone ${LOCAL_TIME_ZONE})::date, 'YYYY-MM-DD') as date,
      e.user_id, ${userName} as user_name,
      count(distinct e.lot_id) filter (where e.kind = ${COMPLETION_EVENT.social}) as social,
      count(distinct e.lot_id) filter (where e.kind = ${COMPLETION_EVENT.benfeitorias}) as benfeitorias
    from lot_events e
    left join users u on u.id = e.user_id
    where e.project_id = ${projectId} and e.kind in (${COMPLETION_EVENT.social}, ${COMPLETION_EVENT.benfeitorias})
    group by 1, e.user_id, u.name, u.email
    order by 1 desc, ${userName} collate "und-x-icu", e.user_id
  `);
  type Row = { date: string; user_id: number | null; user_name: string | null; social: unknown; benfeitorias: unknown };
  return {
    name: project.name,
    completed_lots_by_day: rowsOf<Row>(result).map((r) => ({
      date: r.date,
      user_name: r.user_name,
      user_id: r.user_id,
      social: toCount(r.social),
      benfeitorias: toCount(r.benfeitorias),
    })),
  };
}

export interface LotsOfDayQuery {
  date: string;
  user_name?: string;
  user_id?: number;
  assignment_type: 'both' | Assignment;
}

/**
 * GET /projects/{id}/completed-by-user-and-date: the lots whose parts the user completed on
 * that local day, with the parts (`user_assignments`). `assignment_type` keeps the lots with
 * that part; `both` keeps every lot with either. Without a user, every user of the day.
 */
export async function completedByUserAndDate(db: Db, projectId: number, query: LotsOfDayQuery) {
  const start = sql`(${query.date}::date::timestamp at time zone ${LOCAL_TIME_ZONE})`;
  const end = sql`((${query.date}::date + 1)::timestamp at time zone ${LOCAL_TIME_ZONE})`;
  const byUser =
    query.user_id !== undefined
      ? sql`and e.user_id = ${query.user_id}`
      : query.user_name !== undefined
        ? sql`and ${userName} = ${query.user_name}`
        : sql``;
  const kinds =
    query.assignment_type === 'both'
      ? [COMPLETION_EVENT.social, COMPLETION_EVENT.benfeitorias]
      : [COMPLETION_EVENT[query.assignment_type]];
  const result = await db.execute(sql`
    select l.id as lot_id, l.name as lot_name, b.id as block_id, b.name as block_name, l.owner_name, l.cpf,
      bool_or(e.kind = ${COMPLETION_EVENT.social}) as social,
      bool_or(e.kind = ${COMPLETION_EVENT.benfeitorias}) as benfeitorias
    from lot_events e
    join lots l on l.id = e.lot_id
    join blocks b on b.id = l.block_id
    left join users u on u.id = e.user_id
    where e.project_id = ${projectId} and e.kind in (${COMPLETION_EVENT.social}, ${COMPLETION_EVENT.benfeitorias})
      and e.at >= ${start} and e.at < ${end} ${byUser}
    group by l.id, b.id
    having bool_or(e.kind in (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )}))
    order by b.name, l.name, l.id
  `);
  type Row = {
    lot_id: number;
    lot_name: string;
    block_id: number;
    block_name: string;
    owner_name: string | null;
    cpf: string | null;
    social: boolean;
    benfeitorias: boolean;
  };
  return {
    data: rowsOf<Row>(result).map(({ social, benfeitorias, ...lot }) => ({
      ...lot,
      user_assignments: [...(social ? ['social' as const] : []), ...(benfeitorias ? ['benfeitorias' as const] : [])],
    })),
  };
}
