import { sql, type SQL } from 'drizzle-orm';
import { CIVIL_STATUSES } from '../../domain/enums/civil-status.ts';
import { BENEFICIOS_SOCIAIS, ESCOLARIDADES, OCCUPATION_TYPES, SEXES } from '../../domain/enums/person.ts';
import type { Db } from '../db/connection.ts';
import { rowsOf, toCount } from '../db/rows.ts';
import type { ReportFilter } from './filters.ts';
import { OTHERS, householdIncomeSql, householdSizeSql, lotFilterSql, partnerSql } from './selection.ts';

/**
 * Totals and distributions at the top of the socio-economic report, aggregated in SQL over
 * the selected lots (nothing per lot is held in memory). People are the households' members:
 * the holder, the partner when there is one, and the children and others who live there.
 */
export interface Distribution {
  title: string;
  /** What the percentages are of ("pessoas", "famílias"). */
  unit: string;
  base: number;
  rows: { label: string; count: number }[];
}

export interface HouseholdStats {
  households: number;
  people: number;
  totalIncome: number;
  averageIncome: number;
  perCapitaIncome: number;
  withBenefit: number;
  withDeficiency: number;
  distributions: Distribution[];
}

const UNKNOWN = 'Não informado';

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

function peopleCte(where: SQL): SQL {
  return sql`sel as (select l.id from lots l where ${where}),
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

type CountRow = { label: string | null; n: unknown };

/** Counts in the enumeration's order, then unknown values, then 'Não informado'. */
function ordered(rows: CountRow[], order: readonly string[], keepEmpty: boolean): { label: string; count: number }[] {
  const counts = new Map(rows.map((r) => [r.label ?? UNKNOWN, toCount(r.n)]));
  const out = order
    .filter((label) => keepEmpty || counts.has(label))
    .map((label) => ({ label, count: counts.get(label) ?? 0 }));
  for (const [label, count] of counts) if (!order.includes(label) && label !== UNKNOWN) out.push({ label, count });
  if (counts.has(UNKNOWN)) out.push({ label: UNKNOWN, count: counts.get(UNKNOWN)! });
  return out;
}

export async function householdStats(
  db: Db,
  filter: ReportFilter,
  projectIds: readonly number[],
): Promise<HouseholdStats> {
  const where = lotFilterSql(filter, projectIds);
  const cte = peopleCte(where);
  const totals = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with ${cte},
      homes as (select ${householdIncomeSql} as income, ${householdSizeSql} as size from lots l join sel on sel.id = l.id)
      select (select count(*) from homes) as households,
        (select coalesce(sum(size), 0) from homes) as people,
        (select coalesce(sum(income), 0) from homes) as total_income,
        (select count(*) from people where cardinality(beneficios_sociais) > 0) as with_benefit,
        (select count(*) from people where deficiencia) as with_deficiency
    `),
  )[0];
  const households = toCount(totals.households);
  const people = toCount(totals.people);
  const totalIncome = Number(totals.total_income ?? 0);

  const brackets = sql.join(
    BRACKETS.map(([low, high, label]) => sql`when income > ${low} and income <= ${high} then ${label}`),
    sql` `,
  );
  const incomeRows = rowsOf<CountRow>(
    await db.execute(sql`with ${cte}, homes as (select ${householdIncomeSql} as income from lots l join sel on sel.id = l.id)
      select case ${brackets} end as label, count(*) as n from homes group by 1`),
  );
  const count = async (expression: SQL, from: SQL = sql`people`) =>
    rowsOf<CountRow>(
      await db.execute(sql`with ${cte} select ${expression} as label, count(*) as n from ${from} group by 1`),
    );
  const ages = sql.join(
    AGES.map(
      ([low, high, label]) =>
        sql`when extract(year from age(current_date, birth_date)) between ${low} and ${high} then ${label}`,
    ),
    sql` `,
  );
  const labels = (e: readonly { name: string }[]) => e.map((c) => c.name);
  const distributions: Distribution[] = [
    {
      title: 'Renda familiar mensal',
      unit: 'famílias',
      base: households,
      rows: ordered(
        incomeRows,
        BRACKETS.map((b) => b[2]),
        true,
      ),
    },
    {
      title: 'Faixa etária',
      unit: 'pessoas',
      base: people,
      rows: ordered(
        await count(sql`case ${ages} end`),
        AGES.map((a) => a[2]),
        true,
      ),
    },
    { title: 'Sexo', unit: 'pessoas', base: people, rows: ordered(await count(sql`sex`), labels(SEXES), false) },
    {
      title: 'Escolaridade',
      unit: 'pessoas',
      base: people,
      rows: ordered(await count(sql`escolaridade`), labels(ESCOLARIDADES), false),
    },
    {
      title: 'Situação ocupacional',
      unit: 'pessoas',
      base: people,
      rows: ordered(await count(sql`occupation_type`), labels(OCCUPATION_TYPES), false),
    },
    {
      title: 'Benefícios sociais (pessoas que recebem)',
      unit: 'pessoas',
      base: people,
      rows: ordered(await count(sql`b`, sql`people, unnest(beneficios_sociais) b`), labels(BENEFICIOS_SOCIAIS), false),
    },
    {
      title: 'Pessoas com deficiência',
      unit: 'pessoas',
      base: people,
      rows: ordered(await count(sql`case when deficiencia then 'Sim' else 'Não' end`), ['Sim', 'Não'], true),
    },
    {
      title: 'Estado civil do(a) titular',
      unit: 'famílias',
      base: households,
      rows: ordered(
        await count(sql`l.civil_status`, sql`lots l join sel on sel.id = l.id`),
        labels(CIVIL_STATUSES),
        false,
      ),
    },
  ];
  return {
    households,
    people,
    totalIncome,
    averageIncome: households ? totalIncome / households : 0,
    perCapitaIncome: people ? totalIncome / people : 0,
    withBenefit: toCount(totals.with_benefit),
    withDeficiency: toCount(totals.with_deficiency),
    distributions,
  };
}
