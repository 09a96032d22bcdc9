import { and, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { emissionLots, emissions } from '../db/schema/index.ts';

/**
 * What other features read from the emission register: a lot "has an emitted document" when
 * a título or CRF covering it is not cancelled (valid, or superseded by a later one).
 * The reports' `only_not_emitted` filter and the LGPD legal hold (LGPD art. 16, I) use these.
 */

/** SQL on `lots l`: the lot is in a not-cancelled emission. */
export const emittedLotSql: SQL = sql`exists (select 1 from emission_lots el join emissions em on em.id = el.emission_id where el.lot_id = l.id and em.status <> 'cancelled')`;

/** Which of these lots are in a not-cancelled título or CRF. */
export async function lotsWithEmission(tx: Pick<Db, 'selectDistinct'>, lotIds: readonly number[]): Promise<number[]> {
  const all = [...new Set(lotIds)];
  if (!all.length) return [];
  const rows = await tx
    .selectDistinct({ lot: emissionLots.lot_id })
    .from(emissionLots)
    .innerJoin(emissions, sql`${emissions.id} = ${emissionLots.emission_id}`)
    .where(and(inArray(emissionLots.lot_id, all), ne(emissions.status, 'cancelled')));
  return rows.map((r) => r.lot).sort((a, b) => a - b);
}
