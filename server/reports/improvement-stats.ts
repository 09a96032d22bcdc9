import { sql, type SQL } from 'drizzle-orm';
import type { Enumeration } from '../../domain/enums/choice.ts';
import {
  MDR_COBERTURA,
  MDR_CONDICOES,
  MDR_INSTALACOES_ELETRICAS,
  MDR_INSTALACOES_HIDROSSANITARIAS,
  MDR_MATERIAL_PAREDES,
  MDR_PISO,
} from '../../domain/enums/improvements.ts';
import { MDR } from '../../domain/enums/project.ts';
import type { Db } from '../db/connection.ts';
import { rowsOf, toCount } from '../db/rows.ts';
import { ordered, type CountRow, type Distribution } from './distribution.ts';
import type { ReportFilter } from './filters.ts';
import { familySql, householdSizeSql, lotFilterSql } from './selection.ts';

/**
 * The MDR benfeitorias summary of the socio-economic report: for the families of MDR projects
 * in the selection (docs/entities.md#lot, the improvements tab), how their houses are built —
 * walls, rooms, bathrooms, roof, floor, electricity and water — and how crowded they are.
 * Empty when no selected project is MDR. Multiple-choice answers count each family once per
 * option chosen (their percentages may add up to more than 100).
 */
export const CROWDING_LIMIT = 3;

const ROOMS: [number, number, string][] = [
  [1, 1, '1 cômodo'],
  [2, 2, '2 cômodos'],
  [3, 3, '3 cômodos'],
  [4, 4, '4 cômodos'],
  [5, 5, '5 cômodos'],
  [6, 10_000, '6 cômodos ou mais'],
];
const BATHROOMS: [number, number, string][] = [
  [0, 0, 'Nenhum banheiro'],
  [1, 1, '1 banheiro'],
  [2, 2, '2 banheiros'],
  [3, 10_000, '3 banheiros ou mais'],
];
/**
 * Residents per bedroom. More than three is "adensamento excessivo", the crowding measure of
 * the IBGE and of the federal housing deficit (Fundação João Pinheiro) that MDR programmes use.
 */
const CROWDING: [number, number, string][] = [
  [0, 1, 'Até 1 morador por dormitório'],
  [1, 2, 'Mais de 1 a 2 moradores por dormitório'],
  [2, CROWDING_LIMIT, 'Mais de 2 a 3 moradores por dormitório'],
  [CROWDING_LIMIT, Number.MAX_SAFE_INTEGER, 'Mais de 3 (adensamento excessivo)'],
];

export async function improvementStats(
  db: Db,
  filter: ReportFilter,
  projectIds: readonly number[],
): Promise<Distribution[]> {
  const where = sql`(${lotFilterSql(filter, projectIds)}) and ${familySql}
    and l.project_id in (select p.id from projects p where p.project_class = ${MDR})`;
  const [{ n }] = rowsOf<{ n: unknown }>(await db.execute(sql`select count(*) as n from lots l where ${where}`));
  const base = toCount(n);
  if (!base) return [];
  const count = async (expression: SQL, from: SQL = sql`lots l`) =>
    rowsOf<CountRow>(
      await db.execute(sql`select ${expression} as label, count(*) as n from ${from} where ${where} group by 1`),
    );
  const labelsOf = (e: Enumeration) => (rows: CountRow[]) =>
    rows.map((r) => ({ ...r, label: r.label === null ? null : (e.find((c) => c.id === r.label)?.name ?? r.label) }));
  const choice = async (title: string, column: string, e: Enumeration): Promise<Distribution> => ({
    title,
    unit: 'famílias',
    base,
    rows: ordered(
      labelsOf(e)(await count(sql`l.${sql.identifier(column)}`)),
      e.map((c) => c.name),
      false,
    ),
  });
  const many = async (title: string, column: string, e: Enumeration): Promise<Distribution> => {
    const chosen = labelsOf(e)(
      await count(sql`o`, sql`lots l cross join lateral unnest(l.${sql.identifier(column)}) o`),
    );
    const [{ none }] = rowsOf<{ none: unknown }>(
      await db.execute(
        sql`select count(*) as none from lots l where ${where} and cardinality(coalesce(l.${sql.identifier(column)}, '{}')) = 0`,
      ),
    );
    if (toCount(none)) chosen.push({ label: null, n: none });
    return {
      title: `${title} (múltipla escolha)`,
      unit: 'famílias',
      base,
      rows: ordered(
        chosen,
        e.map((c) => c.name),
        false,
      ),
    };
  };
  const buckets = (ranges: [number, number, string][], value: SQL, lowInclusive = true) =>
    sql`case ${sql.join(
      ranges.map(([low, high, label]) =>
        lowInclusive
          ? sql`when ${value} between ${low} and ${high} then ${label}`
          : sql`when ${value} > ${low} and ${value} <= ${high} then ${label}`,
      ),
      sql` `,
    )} end`;
  const range = async (title: string, ranges: [number, number, string][], value: SQL, lowInclusive = true) => ({
    title,
    unit: 'famílias',
    base,
    rows: ordered(
      await count(buckets(ranges, value, lowInclusive)),
      ranges.map((r) => r[2]),
      true,
    ),
  });
  const perBedroom = sql`(${householdSizeSql})::numeric / nullif(l.mdr_n_moradores_por_comodo, 0)`;
  return [
    await many('Material das paredes externas', 'mdr_material_paredes_externas', MDR_MATERIAL_PAREDES),
    await range('Número de cômodos', ROOMS, sql`l.mdr_n_comodos`),
    await range('Número de banheiros', BATHROOMS, sql`l.mdr_n_banheiros`),
    await choice('Condições dos banheiros', 'mdr_banheiros_condicoes', MDR_CONDICOES),
    await choice('Cobertura', 'mdr_cobertura', MDR_COBERTURA),
    await choice('Piso', 'mdr_piso', MDR_PISO),
    await many('Instalações elétricas', 'mdr_instalacoes_eletricas', MDR_INSTALACOES_ELETRICAS),
    await many(
      'Instalações hidrossanitárias (água)',
      'mdr_instalacoes_hidrossanitarias',
      MDR_INSTALACOES_HIDROSSANITARIAS,
    ),
    await range('Moradores por dormitório (adensamento)', CROWDING, perBedroom, false),
  ];
}
