import { eq, max } from 'drizzle-orm';
import { lotAnonymisations } from '../db/schema/index.ts';
import type { Conn } from '../lots/conn.ts';

/** When the lot's personal data was last anonymised by an LGPD removal (ISO), or null. */
export async function lotAnonymisedAt(db: Conn, lotId: number): Promise<string | null> {
  const [row] = await db
    .select({ at: max(lotAnonymisations.anonymised_at) })
    .from(lotAnonymisations)
    .where(eq(lotAnonymisations.lot_id, lotId));
  return row?.at ? new Date(row.at).toISOString() : null;
}
