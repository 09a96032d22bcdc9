import { sql, type SQL } from 'drizzle-orm';
import { CIVIL_STATUSES } from '../../domain/enums/civil-status.ts';
import { BENEFICIOS_SOCIAIS, ESCOLARIDADES, OCCUPATION_TYPES, SEXES } from '../../domain/enums/person.ts';
import type { Db } from '../db/connection.ts';
import { rowsOf, toCount } from '../db/rows.ts';
import { ordered, type CountRow, type Distribution } from './distribution.ts';
import type { ReportFilter } from './filters.ts';
import { improvementStats } from './improvement-stats.ts';
import {
  OTHERS,
  familySql,
  householdIncomeOf,
  householdIncomeSql,
  householdSizeOf,
  householdSizeSql,
  lotFilterSql,
  partnerSql,
  type HouseholdMembers,
} from './selection.ts';

/**
 * The one statistics module of the reports (socio-economic, technical, preliminary study,
 * productivity): every figure about families and residents is computed here, in SQL over the
 * chosen lots (nothing per lot is held in memory), so the same project gives the same numbers,
 * to the cent, in every document (docs/screens.md#reports). The MDR benfeitorias summary is
 * improvement-stats.ts; both order their counts with distribution.ts.
 *
 * - A family is a lot with a registered holder (`familySql`, selection.ts): a lot with no
 *   holder yet (an empty or unsurveyed lot) is no family and brings no residents.
 * - Its residents are the holder, the partner when the civil status says there is one, and
 *   the children and the other residents marked as living there. Residents rows of the kinds
 *   owner, spouse and child repeat people the lot already has and are never counted
 *   (`OTHERS`), so nobody is counted twice.
 * - Income is the household's (holder, partner, resident children and others); the averages
 *   are rounded to the cent once, here, and every report prints these rounded values.
 */

/** The socio-economic summary: the family figures (named as the report prints them) and the distributions. */
export interface HouseholdStats {
  households: number;
  people: number;
  totalIncome: number;
  averageIncome: number;
  perCapitaIncome: number;
  withBenefit: number;
  withDeficiency: number;
  distributions: Distribution[];
  /** The MDR benfeitorias summary (empty when no selected project is MDR). */
  improvements: Distribution[];
}

const BRACKETS: [number, number, string][] = [
  [-1, 0, 'Sem renda'],
  [0, 1000, 'Até R$ 1.000,00'],
  [1000, 2000, 'De R$ 1.000,01 a R$ 2.000,00'],
  [2000, 3000, 'De R$ 2.000,01 a R$ 3.000,00'],
  [3000, 5000, 'De R$ 3.000,01 a R$ 5.000,00'],
  [5000, Number.MAX_SAFE_INTEGER, 'Acima de R$ 5.000,00'],
];

const AGES: [number, number, string][] = [
  [0, 5, '0 a 5 anos'],
  [6, 14, '6 a 14 anos'],
  [15, 17, '15 a 17 anos'],
  [18, 29, '18 a 29 anos'],
  [30, 59, '30 a 59 anos'],
  [60, 200, '60 anos ou mais'],
];

/** The headline figures every report prints. */
export interface FamilyFigures {
  families: number;
  residents: number;
  /** Sum of the families' monthly incomes (reais, as stored). */
  totalIncome: number;
  /** Per family and per resident, rounded to the cent. */
  averageIncome: number;
  perCapitaIncome: number;
}

/** Rounded to the cent (half away from zero), the one rounding of the averages. */
export const cents = (value: number): number => (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;

function figuresOf(families: number, residents: number, totalIncome: number): FamilyFigures {
  return {
    families,
    residents,
    totalIncome: cents(totalIncome),
    averageIncome: families ? cents(totalIncome / families) : 0,
    perCapitaIncome: residents ? cents(totalIncome / residents) : 0,
  };
}

/** Families, residents and income of the lots `where` selects (a condition on `lots l`). */
export async function familyFigures(db: Db, where: SQL): Promise<FamilyFigures> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select count(*) as families, coalesce(sum(${householdSizeSql}), 0) as residents,
      coalesce(sum(${householdIncomeSql}), 0) as income
      from lots l where (${where}) and ${familySql}`),
  );
  return figuresOf(toCount(row.families), toCount(row.residents), Number(row.income ?? 0));
}

/** The figures of a report's selection (filter and projects, as the report chose its lots). */
export const selectionFigures = (db: Db, filter: ReportFilter, projectIds: readonly number[]) =>
  familyFigures(db, lotFilterSql(filter, projectIds));

/** The figures of a whole project (the studies describe the núcleo, every lot of it). */
export const projectFigures = (db: Db, projectId: number) => familyFigures(db, sql`l.project_id = ${projectId}`);

/** The family's income bracket, over a column `income` (the brackets' `when`s of a `case`). */
export const incomeBracketSql = sql.join(
  BRACKETS.map(([low, high, label]) => sql`when income > ${low} and income <= ${high} then ${label}`),
  sql` `,
);

/** A person's age bracket, over a column `birth_date` (the `when`s of a `case`). */
export const ageBracketSql = sql.join(
  AGES.map(
    ([low, high, label]) =>
      sql`when extract(year from age(current_date, birth_date)) between ${low} and ${high} then ${label}`,
  ),
  sql` `,
);

/** The selection's families (`sel`) and their residents (`people`), as CTEs. */
export function peopleCte(where: SQL): SQL {
  return sql`sel as (select l.id from lots l where (${where}) and ${familySql}),
  people as (
    select l.escolaridade, l.occupation_type, l.beneficios_sociais, l.deficiencia, l.sex, l.birth_date
      from lots l join sel on sel.id = l.id
    union all
    select l.companion_escolaridade, l.companion_occupation_type, l.companion_beneficios_sociais, l.companion_deficiencia, l.companion_sex, l.companion_birth_date
      from lots l join sel on sel.id = l.id where ${partnerSql}
    union all
    select c.escolaridade, c.occupation_type, c.beneficios_sociais, c.deficiencia, c.sex, c.birth_date
      from children c join sel on sel.id = c.lot_id where c.resident
    union all
    select r.escolaridade, r.occupation_type, r.beneficios_sociais, r.deficiencia, r.sex, r.birth_date
      from residents r join sel on sel.id = r.lot_id where r.resident and ${OTHERS}
  )`;
}

/** The members of the households in `homes` below: counted once per table, grouped by lot. */
const grouped: HouseholdMembers = {
  children: sql`coalesce(kids.n, 0)`,
  childrenIncome: sql`coalesce(kids.income, 0)`,
  others: sql`coalesce(others.n, 0)`,
  othersIncome: sql`coalesce(others.income, 0)`,
};

export async function householdStats(
  db: Db,
  filter: ReportFilter,
  projectIds: readonly number[],
): Promise<HouseholdStats> {
  const where = lotFilterSql(filter, projectIds);

  // Every count in one statement: the selection and its people are worked out once (a CTE read
  // more than once is materialised), not once per distribution. `homes` is materialised on
  // purpose: inlined, the planner copied the income's two subqueries into each of the brackets'
  // twelve comparisons. Eleven statements and those copies held the socio-economic report's
  // first page for 1.2 s at 10,000 lots on PGlite (issue 19 goal 1). The family figures come
  // from the same homes, with familyFigures' expressions over the same lots: one statement fewer
  // (~45 ms of ~520 at 10,000 lots on PGlite). The homes' children and other residents are
  // counted and summed once per table, grouped by lot (`kids`, `others`), instead of four
  // subqueries per lot: 290 → 230 ms at 10,000 lots on PGlite; the formulas are selection.ts's.
  const counts = rowsOf<CountRow & { dim: string }>(
    await db.execute(sql`with ${peopleCte(where)},
      kids as (select c.lot_id, count(*)::int as n, coalesce(sum(c.income), 0) as income
        from children c join sel on sel.id = c.lot_id where c.resident group by c.lot_id),
      others as (select r.lot_id, count(*)::int as n, coalesce(sum(r.income), 0) as income
        from residents r join sel on sel.id = r.lot_id where r.resident and ${OTHERS} group by r.lot_id),
      homes as materialized (select ${householdIncomeOf(grouped)} as income, ${householdSizeOf(grouped)} as size
        from lots l join sel on sel.id = l.id
        left join kids on kids.lot_id = l.id left join others on others.lot_id = l.id)
      select 'families' as dim, coalesce(sum(income), 0)::text as label, count(*) as n from homes
      union all select 'residents', null, coalesce(sum(size), 0) from homes
      union all select 'income', (case ${incomeBracketSql} end)::text, count(*) from homes group by 2
      union all select 'age', (case ${ageBracketSql} end)::text, count(*) from people group by 2
      union all select 'sex', sex::text, count(*) from people group by 2
      union all select 'escolaridade', escolaridade::text, count(*) from people group by 2
      union all select 'occupation', occupation_type::text, count(*) from people group by 2
      union all select 'benefit', b::text, count(*) from people, unnest(beneficios_sociais) b group by 2
      union all select 'deficiency', case when deficiencia then 'Sim' else 'Não' end, count(*) from people group by 2
      union all select 'civil', l.civil_status::text, count(*) from lots l join sel on sel.id = l.id group by 2
      union all select 'with_benefit', null, count(*) from people where cardinality(beneficios_sociais) > 0
      union all select 'with_deficiency', null, count(*) from people where deficiencia`),
  );
  const of = (dim: string) => counts.filter((row) => row.dim === dim);
  const total = (dim: string) => toCount(of(dim)[0]?.n ?? 0);
  const figures = figuresOf(total('families'), total('residents'), Number(of('families')[0]?.label ?? 0));
  const { families: households, residents: people } = figures;
  const labels = (e: readonly { name: string }[]) => e.map((c) => c.name);
  const distributions: Distribution[] = [
    {
      title: 'Renda familiar mensal',
      unit: 'famílias',
      base: households,
      rows: ordered(
        of('income'),
        BRACKETS.map((b) => b[2]),
        true,
      ),
    },
    {
      title: 'Faixa etária',
      unit: 'pessoas',
      base: people,
      rows: ordered(
        of('age'),
        AGES.map((a) => a[2]),
        true,
      ),
    },
    { title: 'Sexo', unit: 'pessoas', base: people, rows: ordered(of('sex'), labels(SEXES), false) },
    {
      title: 'Escolaridade',
      unit: 'pessoas',
      base: people,
      rows: ordered(of('escolaridade'), labels(ESCOLARIDADES), false),
    },
    {
      title: 'Situação ocupacional',
      unit: 'pessoas',
      base: people,
      rows: ordered(of('occupation'), labels(OCCUPATION_TYPES), false),
    },
    {
      title: 'Benefícios sociais (pessoas que recebem)',
      unit: 'pessoas',
      base: people,
      rows: ordered(of('benefit'), labels(BENEFICIOS_SOCIAIS), false),
    },
    {
      title: 'Pessoas com deficiência',
      unit: 'pessoas',
      base: people,
      rows: ordered(of('deficiency'), ['Sim', 'Não'], true),
    },
    {
      title: 'Estado civil do(a) titular',
      unit: 'famílias',
      base: households,
      rows: ordered(of('civil'), labels(CIVIL_STATUSES), false),
    },
  ];
  return {
    households,
    people,
    totalIncome: figures.totalIncome,
    averageIncome: figures.averageIncome,
    perCapitaIncome: figures.perCapitaIncome,
    withBenefit: total('with_benefit'),
    withDeficiency: total('with_deficiency'),
    distributions,
    improvements: await improvementStats(db, filter, projectIds),
  };
}
