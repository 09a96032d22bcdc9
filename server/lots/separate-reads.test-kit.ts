import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { LotWork } from '../../domain/enums/lot-work.ts';
import { COMPLETION_EVENT, lotAnonymisations, lotAssignments, lotEvents, users } from '../db/schema/index.ts';
import type { Conn } from './conn.ts';
import type { Assignment } from './lot-row.ts';

/**
 * The reads GET /lots/{id} made one by one before server/lots/lot-row.ts folded them into the
 * lot's statement (issue #19 goal 4), kept only as the reference lots-answers.test.ts compares
 * that statement with: the product no longer calls them.
 */

/**
 * Whoever completed each part (its first completion event, `done`), or else whoever a project
 * admin assigned it to, or nobody.
 */
export async function assignedUsersOf(
  db: Conn,
  lotId: number,
): Promise<{ social: Assignment; benfeitorias: Assignment }> {
  const [events, assigned] = await Promise.all([
    db
      .select({
        kind: lotEvents.kind,
        user_id: lotEvents.user_id,
        name: users.name,
        email: users.email,
        at: lotEvents.at,
      })
      .from(lotEvents)
      .leftJoin(users, eq(users.id, lotEvents.user_id))
      .where(and(eq(lotEvents.lot_id, lotId), inArray(lotEvents.kind, Object.values(COMPLETION_EVENT))))
      .orderBy(asc(lotEvents.at), asc(lotEvents.id)),
    db
      .select({
        work: lotAssignments.work,
        user_id: lotAssignments.user_id,
        name: users.name,
        email: users.email,
        at: lotAssignments.assigned_at,
      })
      .from(lotAssignments)
      .innerJoin(users, eq(users.id, lotAssignments.user_id))
      .where(eq(lotAssignments.lot_id, lotId)),
  ]);
  const of = (work: LotWork): Assignment => {
    const event = events.find((r) => r.kind === COMPLETION_EVENT[work]);
    if (event)
      return { user_id: event.user_id, name: event.name ?? event.email, at: event.at.toISOString(), done: true };
    const row = assigned.find((r) => r.work === work);
    return row ? { user_id: row.user_id, name: row.name ?? row.email, at: row.at.toISOString(), done: false } : null;
  };
  return { social: of('social'), benfeitorias: of('benfeitorias') };
}

/** When the lot's personal data was last anonymised by an LGPD removal (ISO), or null. */
export async function lotAnonymisedAt(db: Conn, lotId: number): Promise<string | null> {
  const [row] = await db
    .select({ at: max(lotAnonymisations.anonymised_at) })
    .from(lotAnonymisations)
    .where(eq(lotAnonymisations.lot_id, lotId));
  return row?.at ? new Date(row.at).toISOString() : null;
}
