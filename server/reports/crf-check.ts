import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rowsOf, toCount } from '../db/rows.ts';
import type { ReportFilter } from './filters.ts';
import { lotFilterSql, partnerSql } from './selection.ts';

/**
 * Before a CRF is generated: every occupant listed must carry what Lei 13.465/2017 art. 41,
 * VI (and Decreto 9.310/2018 art. 38, VI) asks — nome, estado civil, profissão, CPF, RG and
 * filiação — for the holder and for the spouse or companion. The spouse's profession is
 * asked only in a stable union: the lot form has no profession field for a married spouse
 * (companion_occupation belongs to the Companheiro(a) tab).
 *
 * Answers the lots that lack any, with what each lacks (at most LIST_MAX listed, and the total).
 */
export const LIST_MAX = 500;

export interface MissingLot {
  lot_id: number;
  lot_name: string;
  block_name: string;
  missing: string[];
}

const blank = (column: string) => sql.raw(`nullif(trim(l.${column}), '') is null`);

const CHECKS: [string, ReturnType<typeof sql>][] = [
  ['nome do(a) titular', blank('owner_name')],
  ['estado civil do(a) titular', blank('civil_status')],
  ['profissão do(a) titular', sql`(${blank('occupation')} and l.occupation_type is null)`],
  ['CPF do(a) titular', blank('cpf')],
  ['RG do(a) titular', blank('rg')],
  ['filiação do(a) titular', sql`(${blank('owner_mother_name')} and ${blank('owner_father_name')})`],
  ['nome do(a) cônjuge ou companheiro(a)', sql`(${partnerSql} and ${blank('spouse_name')})`],
  ['CPF do(a) cônjuge ou companheiro(a)', sql`(${partnerSql} and ${blank('spouse_cpf')})`],
  ['RG do(a) cônjuge ou companheiro(a)', sql`(${partnerSql} and ${blank('spouse_rg')})`],
  ['filiação do(a) cônjuge ou companheiro(a)', sql`(${partnerSql} and ${blank('spouse_mother_name')} and ${blank('spouse_father_name')})`],
  [
    'profissão do(a) companheiro(a)',
    sql`(${partnerSql} and l.civil_status <> 'Casado(a)' and ${blank('companion_occupation')} and l.companion_occupation_type is null)`,
  ],
];

export async function crfMissing(db: Db, filter: ReportFilter, projectIds: readonly number[]): Promise<{ total: number; lots: MissingLot[] }> {
  const missing = sql.join(
    CHECKS.map(([label, condition]) => sql`case when ${condition} then ${label} end`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select * from (
      select l.id as lot_id, l.name as lot_name, b.name as block_name,
        array_remove(array[${missing}]::text[], null) as missing
      from lots l join blocks b on b.id = l.block_id
      where ${lotFilterSql(filter, projectIds)}
    ) checked
    where cardinality(missing) > 0
    order by block_name, lot_name, lot_id
    limit ${LIST_MAX}`);
  const rows = rowsOf<MissingLot>(result);
  const total = await db.execute(sql`
    select count(*) as n from lots l
    where ${lotFilterSql(filter, projectIds)} and (${sql.join(CHECKS.map(([, c]) => sql`coalesce(${c}, false)`), sql` or `)})`);
  return {
    total: toCount(rowsOf<{ n: unknown }>(total)[0]?.n),
    lots: rows.map(({ lot_id, lot_name, block_name, missing: m }) => ({ lot_id, lot_name, block_name, missing: m })),
  };
}
