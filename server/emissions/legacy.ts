import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import type { EmissionKind } from '../db/schema/index.ts';
import type { Conn } from '../lots/conn.ts';
import { LOCAL_TIME_ZONE } from '../users/worked-lots.ts';
import { EMISSION_LOT_FACTS, emissionLotFacts } from './lot-facts.ts';
import { lockRegister } from './gate-mark.ts';

/**
 * A document known to have been emitted outside the register (the demo's emitted title, the
 * migration of old events): a legacy row, numbered after the project's last, with no stored
 * bytes, hash or verification code. Counts for art. 23, the legal hold and only_not_emitted.
 */
export async function recordLegacyEmission(
  conn: Conn,
  args: { projectId: number; kind: EmissionKind; lotIds: readonly number[]; at: Date; userId: number | null },
): Promise<number> {
  const db = conn as Db;
  await lockRegister(conn);
  const year = Number(
    rowsOf<{ y: unknown }>(
      await db.execute(
        sql`select extract(year from ${args.at}::timestamptz at time zone ${LOCAL_TIME_ZONE})::int as y`,
      ),
    )[0].y,
  );
  const counter = await db.execute(sql`
    insert into emission_counters (project_id, kind, year, last_number) values (${args.projectId}, ${args.kind}, ${year}, 1)
    on conflict (project_id, kind, year) do update set last_number = emission_counters.last_number + 1
    returning last_number`);
  const number = Number(rowsOf<{ last_number: unknown }>(counter)[0].last_number);
  const inserted = await db.execute(sql`
    insert into emissions (project_id, kind, number, year, status, emitted_at, emitted_by, legacy)
    values (${args.projectId}, ${args.kind}, ${number}, ${year}, 'valid', ${args.at}, ${args.userId}, true) returning id`);
  const id = Number(rowsOf<{ id: unknown }>(inserted)[0].id);
  const ids = sql.join(
    args.lotIds.map((lotId) => sql`${lotId}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into emission_lots (emission_id, lot_id, ${EMISSION_LOT_FACTS})
    select ${id}, l.id, ${emissionLotFacts(args.kind)}
    from lots l where l.id in (${ids})`);
  return id;
}
