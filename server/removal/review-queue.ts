import type { Db } from '../db/connection.ts';
import { removalReviews } from '../db/schema/index.ts';
import type { MatchedRecord } from './person.ts';

/**
 * Puts the staff-held records a removal matched into their projects' review queues, one
 * review per record, in the removal's transaction (due in 15 days by the column's default).
 * Ids only: what matched and how, never the name, CPF or address.
 */
export async function queueReviews(
  tx: Db,
  eventId: number,
  matches: readonly MatchedRecord[],
): Promise<{ count: number; dueAt: Date | null }> {
  if (!matches.length) return { count: 0, dueAt: null };
  const rows = await tx
    .insert(removalReviews)
    .values(
      matches.map((m) => ({
        project_id: m.projectId,
        event_id: eventId,
        lot_id: m.lotId,
        target: m.target,
        target_id: m.targetId,
        matched_by: m.matchedBy,
      })),
    )
    .returning({ due_at: removalReviews.due_at });
  return { count: rows.length, dueAt: rows[0].due_at };
}
