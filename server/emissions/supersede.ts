import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { intArray } from '../db/arrays.ts';
import { rowsOf } from '../db/rows.ts';
import { emissionLots, emissions, type EmissionKind } from '../db/schema/index.ts';
import type { Tx } from '../lots/conn.ts';

// What an emission's register rows mean for the register's earlier rows.

/**
 * The project's first not-cancelled CRF, when this one covers a lot no earlier CRF did
 * (Decreto 9.310/2018 art. 16 §7º: occupants not in the initial listing, "cadastramento
 * complementar"); null for the first CRF, or a reissue of lots already certified.
 */
export async function complementarBase(tx: Tx, projectId: number, lotIds: readonly number[]) {
  const previous = await tx
    .select({ id: emissions.id, number: emissions.number, year: emissions.year })
    .from(emissions)
    .where(
      and(eq(emissions.project_id, projectId), eq(emissions.kind, 'cert-reg-fund'), ne(emissions.status, 'cancelled')),
    )
    .orderBy(emissions.emitted_at, emissions.id)
    .limit(1);
  if (!previous.length) return null;
  const covered = new Set<number>();
  for (let start = 0; start < lotIds.length; start += 1000) {
    const rows = await tx
      .selectDistinct({ lot: emissionLots.lot_id })
      .from(emissionLots)
      .innerJoin(emissions, eq(emissions.id, emissionLots.emission_id))
      .where(
        and(
          eq(emissions.project_id, projectId),
          eq(emissions.kind, 'cert-reg-fund'),
          ne(emissions.status, 'cancelled'),
          inArray(emissionLots.lot_id, lotIds.slice(start, start + 1000)),
        ),
      );
    for (const r of rows) covered.add(r.lot);
  }
  return lotIds.some((id) => !covered.has(id)) ? previous[0] : null;
}

/**
 * At most one valid título per lot and no valid CRF wholly covered by a later one: for a
 * título, the lot's earlier títulos are superseded by the latest valid one; for a CRF, an
 * earlier CRF every lot of which is in a later valid CRF of the project. Emissions complete in
 * any order (each renders outside the lock), so "earlier" is the register's order (id), and a
 * completing emission may itself be superseded by a later one that completed first.
 */
export async function supersede(
  tx: Tx,
  kind: EmissionKind,
  newIds: readonly number[],
  lotIds: readonly number[],
): Promise<void> {
  if (kind === 'titulo-legitimacao') {
    // Each lot's valid títulos, read by key (the lots as a table, through emission_lots' index on
    // the lot) as pairs in one JSON text; every one but the lot's latest is superseded by it,
    // updated by id. PGlite gathers no statistics by itself (server/db/analyze.ts), so after a
    // large emission its planner believes the register nearly empty and picks nested loops: one
    // statement joining the register to itself tested each lot against every other, and so does
    // `lot_id = any(array)` inside an index scan run once per row. On the embedded database, all
    // of it held: the 1st to 3rd emissions of 10,000 lots 4.3, 8.9, 7.3 s → 38, 371, 383 ms (most
    // of it the 10,000 rows' own update), of 1,000 lots 44, 106, 117 → 8, 36, 36 ms (2026-12-06).
    const [{ pairs }] = rowsOf<{ pairs: string }>(
      await tx.execute(sql`
        select coalesce(json_agg(json_build_array(el.lot_id, el.emission_id)), '[]')::text as pairs
        from unnest(${intArray(lotIds)}) as touched(lot_id)
        join emission_lots el on el.lot_id = touched.lot_id
        join emissions e on e.id = el.emission_id and e.kind = 'titulo-legitimacao' and e.status = 'valid'`),
    );
    const valid = JSON.parse(pairs) as [number, number][];
    const latest = new Map<number, number>();
    for (const [lot, id] of valid) latest.set(lot, Math.max(id, latest.get(lot) ?? id));
    // Each earlier título once, by the latest of its lots' (a título migrated from before the
    // register may cover more than one lot).
    const newer = new Map<number, number>();
    for (const [lot, id] of valid)
      if (id < latest.get(lot)!) newer.set(id, Math.max(latest.get(lot)!, newer.get(id) ?? 0));
    if (!newer.size) return;
    await tx.execute(sql`
      update emissions old set status = 'superseded', superseded_by = v.newer
      from unnest(${intArray([...newer.keys()])}, ${intArray([...newer.values()])}) as v(id, newer)
      where old.id = v.id and old.kind = 'titulo-legitimacao' and old.status = 'valid'`);
    return;
  }
  const crf = newIds[0];
  // Covered: every lot of CRF a is in CRF b.
  const covered = (a: SQL, b: SQL) =>
    sql`not exists (select 1 from emission_lots ol where ol.emission_id = ${a}
      and not exists (select 1 from emission_lots nl where nl.emission_id = ${b} and nl.lot_id = ol.lot_id))`;
  await tx.execute(sql`
    update emissions old set status = 'superseded', superseded_by = ${crf}
    where old.kind = 'cert-reg-fund' and old.status = 'valid' and old.id < ${crf}
      and old.project_id = (select project_id from emissions where id = ${crf})
      and ${covered(sql`old.id`, sql`${crf}`)}`);
  await tx.execute(sql`
    update emissions me set status = 'superseded', superseded_by = later.id
    from (
      select max(l.id) as id from emissions l, emissions self
      where self.id = ${crf} and l.kind = 'cert-reg-fund' and l.status = 'valid' and l.id > ${crf}
        and l.project_id = self.project_id and ${covered(sql`${crf}`, sql`l.id`)}) later
    where me.id = ${crf} and later.id is not null`);
}
