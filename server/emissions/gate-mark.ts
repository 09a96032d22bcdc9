import { sql } from 'drizzle-orm';
import { intArray } from '../db/arrays.ts';
import { rowsOf } from '../db/rows.ts';
import type { Conn } from '../lots/conn.ts';
import { todayIso } from '../../domain/validation/dates.ts';

/**
 * The rows an emission's legal gate reads (server/legal/gate.ts), as marks that any write to
 * them changes: each row's xmin (the transaction that last wrote it), so an edit shows whatever
 * the column, and a deleted or added row changes the list. Read before the gate reads them, a
 * mark that is the same later says the gate would judge the same again.
 */

/** The lots' rows and their families' (residents, children): what the rules and the document read of each lot. */
export async function lotsFingerprint(conn: Conn, lotIds: readonly number[]): Promise<string> {
  const ids = intArray(lotIds);
  const [row] = rowsOf<{ f: string | null }>(
    await conn.execute(sql`
      select md5(string_agg(x, ',' order by x)) as f from (
        select 'l' || id || ':' || xmin::text as x from lots where id = any(${ids})
        union all select 'r' || id || ':' || xmin::text from residents where lot_id = any(${ids})
        union all select 'c' || id || ':' || xmin::text from children where lot_id = any(${ids})) rows`),
  );
  return row?.f ?? '';
}

/**
 * Every write that adds to the register is serialised by one lock, held to the end of its
 * transaction: an emission's reservation and completion, and a legacy row. The rule that a
 * beneficiary is given legitimação once (Lei 13.465/2017 art. 23, §1º, II; Decreto 9.310/2018
 * art. 16, §1º, II: "ainda que situado em núcleo urbano distinto") spans projects and kinds: a
 * título gives it, and a CRF confers each lot's real right, legitimação fundiária among them.
 * The gate's marks trust that the register grows only under this lock (gateMark below). Each
 * kind had a lock of its own until 2026-12-06, so on PostgreSQL a título and a CRF reserved at
 * the same moment could each miss the other's CPF.
 */
const REGISTER_LOCK = 7_202_614_001;
export const lockRegister = (tx: Conn) => tx.execute(sql`select pg_advisory_xact_lock(${REGISTER_LOCK})`);

export interface GateMark {
  /** lotsFingerprint: the completing transaction checks it again after the drawing. */
  lots: string;
  /**
   * The rest the gate reads: the lots' projects and their legal settings (the project's row, its
   * settings' row, its approval, classification and refusal acts, its notified parties), the
   * register's last row, and the day the rules judge on.
   */
  facts: string;
}

/**
 * The register only grows by rows its lock serialises (server/emissions/register.ts), each
 * taking a larger id than any committed before it, and no row leaves 'cancelled': so a register
 * whose last id is the same has no legitimação the gate did not count (Lei 13.465/2017 art. 23,
 * §1º, II; Decreto 9.310/2018 art. 16, §1º, II). A cancellation or a supersession between the
 * two reads only frees or keeps a CPF.
 */
export async function gateMark(conn: Conn, lotIds: readonly number[]): Promise<GateMark> {
  const ids = intArray(lotIds);
  const [row] = rowsOf<{ f: string | null }>(
    await conn.execute(sql`
      with p as (select distinct project_id as id from lots where id = any(${ids}))
      select md5(concat_ws('|',
        (select string_agg('p' || x.id || ':' || x.xmin::text, ',' order by x.id) from projects x where x.id in (select id from p)),
        (select string_agg('s' || x.project_id || ':' || x.xmin::text, ',' order by x.project_id)
          from project_settings x where x.project_id in (select id from p)),
        (select string_agg('a' || x.id || ':' || x.xmin::text, ',' order by x.id)
          from procedure_events x
          where x.stage in ('aprovacao', 'classificacao', 'indeferimento') and x.project_id in (select id from p)),
        (select string_agg('n' || x.id || ':' || x.xmin::text, ',' order by x.id)
          from notified_parties x where x.project_id in (select id from p)),
        (select 'e' || coalesce(max(id), 0) from emissions),
        ${todayIso()}::text)) as f`),
  );
  return { lots: await lotsFingerprint(conn, lotIds), facts: row?.f ?? '' };
}
