import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rowsOf, toCount } from '../db/rows.ts';
import type { UserRecord } from '../../domain/api/users.ts';

/** Days are the users' days: the events' timestamps read in Brasília time. */
export const LOCAL_TIME_ZONE = 'America/Sao_Paulo';

/**
 * `worked_lots_by_day` of GET /users/{id}: the user chart's bars (docs/screens.md#screens users), one per
 * local day (America/Sao_Paulo) and project.
 *
 * - A lot was *worked* by user U on day D when a `social_completed` or
 *   `improvements_completed` event credited to U (`user_id`, the assigned user who did that
 *   part) happened on D. A lot counts once per day and project, whatever the number of events.
 * - It is *completed* on D when its status at the end of D was `complete`, else *incomplete*
 *   (U's part was done but the lot still lacked something). The status at the end of D is
 *   the `to_status` of the lot's last event carrying one up to the end of D; when none, the
 *   `from_status` of its first later event carrying one (what the status still was then);
 *   when the lot has no status events at all, its current status.
 *
 * So a bar does not change later when the lot is completed on another day: that day gets
 * its own bar if U completed a part then.
 */
export async function workedLotsByDay(db: Db, userId: number): Promise<UserRecord['worked_lots_by_day']> {
  const result = await db.execute(sql`
    with worked as (
      select distinct e.lot_id, e.project_id, (e.at at time zone ${LOCAL_TIME_ZONE})::date as day
      from lot_events e
      where e.user_id = ${userId} and e.kind in ('social_completed', 'improvements_completed')
    ),
    judged as (
      select w.day, w.project_id,
        coalesce(
          (select s.to_status from lot_events s
            where s.lot_id = w.lot_id and s.to_status is not null
              and s.at < ((w.day + 1)::timestamp at time zone ${LOCAL_TIME_ZONE})
            order by s.at desc, s.id desc limit 1),
          (select s.from_status from lot_events s
            where s.lot_id = w.lot_id and s.from_status is not null
              and s.at >= ((w.day + 1)::timestamp at time zone ${LOCAL_TIME_ZONE})
            order by s.at, s.id limit 1),
          l.status
        ) as status
      from worked w
      join lots l on l.id = w.lot_id
    )
    select to_char(j.day, 'YYYY-MM-DD') as date, p.name as project_name,
      count(*) filter (where j.status = 'complete') as completed_lots,
      count(*) filter (where j.status <> 'complete') as incomplete_lots
    from judged j
    join projects p on p.id = j.project_id
    group by j.day, p.id, p.name
    order by j.day, p.name, p.id
  `);
  return rowsOf<{ date: string; project_name: string; completed_lots: unknown; incomplete_lots: unknown }>(result).map(
    (r) => ({
      date: r.date,
      project_name: r.project_name,
      completed_lots: toCount(r.completed_lots),
      incomplete_lots: toCount(r.incomplete_lots),
    }),
  );
}
