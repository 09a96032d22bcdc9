import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';

/**
 * Records a `document_emitted` event for each lot put in an official document (CRF, título).
 * The `only_not_emitted` filter and the LGPD removal flow (legal hold of a lot whose title or
 * certificate exists) rely on it. Recorded as each chunk of lots is written: a document cut
 * short may leave events for lots the reader never received, never the reverse.
 */
export async function recordEmitted(db: Db, lotIds: readonly number[], userId: number | undefined, reportType: string, format: 'pdf' | 'xlsx'): Promise<void> {
  if (!lotIds.length) return;
  const detail = JSON.stringify({ report_type: reportType, format });
  for (let start = 0; start < lotIds.length; start += 500) {
    const ids = sql.join(lotIds.slice(start, start + 500).map((id) => sql`${id}`), sql`, `);
    await db.execute(sql`
      insert into lot_events (lot_id, project_id, kind, user_id, detail)
      select id, project_id, 'document_emitted', ${userId ?? null}, ${detail}::jsonb from lots where id in (${ids})`);
  }
}
