import { and, inArray, ne, sql } from 'drizzle-orm';
import { lotHistory } from '../db/schema/index.ts';
import type { Conn } from '../lots/conn.ts';

/**
 * An LGPD removal (server/removal/erase.ts) erased people of these lots: their history keeps
 * who changed which field and when, but no value any more (names, CPFs and file names may be
 * of the person removed), nor the names of the children and residents it was about.
 */
export async function eraseHistoryValues(tx: Conn, lotIds: readonly number[]): Promise<void> {
  if (!lotIds.length) return;
  await tx
    .update(lotHistory)
    .set({
      changes: sql`(select coalesce(jsonb_agg(jsonb_build_object('field', c->'field', 'from', null, 'to', null, 'erased', true)), '[]'::jsonb)
        from jsonb_array_elements(${lotHistory.changes}) c)`,
      entity_label: sql`case when ${lotHistory.entity} in ('child', 'resident') then null else ${lotHistory.entity_label} end`,
    })
    // A review's decision line holds the admin's decision and reason, no value of the person.
    .where(and(inArray(lotHistory.lot_id, [...lotIds]), ne(lotHistory.action, 'lgpd_review')));
}
