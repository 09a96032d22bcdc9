import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { rowsOf, toCount } from '../db/rows.ts';
import { seedDemoData } from '../seed/demo-data.ts';
import { freshDatabase } from '../test/database.ts';
import { EMPTY_FILTER, type ReportFilter } from './filters.ts';
import { householdIncomeSql, lotFilterSql } from './selection.ts';
import { ageBracketSql, householdStats, incomeBracketSql, peopleCte, selectionFigures } from './stats.ts';

/**
 * householdStats counts every distribution in one statement (issue 19 goal 1). The oracle here
 * is the way it counted before: one statement per count, over the same CTEs. Both must give
 * the same counts, label by label, on the varied demo data, for the whole selection and for a
 * filtered one.
 */
let database: Database;
let projectIds: number[];

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemoData(database.db, { projects: 2, lots: 300, seed: 11 });
  projectIds = rowsOf<{ id: number }>(await database.db.execute(sql`select id from projects order by id`)).map(
    (r) => r.id,
  );
});

afterAll(async () => {
  await database?.close();
});

/** Each distribution counted by its own statement, as householdStats did before. */
async function separately(filter: ReportFilter, ids: number[]) {
  const where = lotFilterSql(filter, ids);
  const count = async (label: SQL, from: SQL = sql`people`) =>
    rowsOf<{ label: string | null; n: unknown }>(
      await database.db.execute(
        sql`with ${peopleCte(where)} select ${label} as label, count(*) as n from ${from} group by 1`,
      ),
    )
      .map((r) => ({ label: r.label ?? 'Não informado', count: toCount(r.n) }))
      .filter((r) => r.count > 0);
  const income = rowsOf<{ label: string | null; n: unknown }>(
    await database.db.execute(sql`with ${peopleCte(where)},
      homes as (select ${householdIncomeSql} as income from lots l join sel on sel.id = l.id)
      select case ${incomeBracketSql} end as label, count(*) as n from homes group by 1`),
  ).map((r) => ({ label: r.label ?? 'Não informado', count: toCount(r.n) }));
  const single = async (condition: SQL) =>
    toCount(
      rowsOf<{ n: unknown }>(
        await database.db.execute(sql`with ${peopleCte(where)} select count(*) as n from people where ${condition}`),
      )[0].n,
    );
  return {
    'Renda familiar mensal': income,
    'Faixa etária': await count(sql`case ${ageBracketSql} end`),
    Sexo: await count(sql`sex`),
    Escolaridade: await count(sql`escolaridade`),
    'Situação ocupacional': await count(sql`occupation_type`),
    'Benefícios sociais (pessoas que recebem)': await count(sql`b`, sql`people, unnest(beneficios_sociais) b`),
    'Pessoas com deficiência': await count(sql`case when deficiencia then 'Sim' else 'Não' end`),
    'Estado civil do(a) titular': await count(sql`l.civil_status`, sql`lots l join sel on sel.id = l.id`),
    withBenefit: await single(sql`cardinality(beneficios_sociais) > 0`),
    withDeficiency: await single(sql`deficiencia`),
  };
}

const byLabel = (rows: { label: string; count: number }[]) =>
  Object.fromEntries(rows.filter((r) => r.count > 0).map((r) => [r.label, r.count]));

describe('householdStats in one statement', () => {
  it.each([
    ['every lot of both projects', { ...EMPTY_FILTER, include_incomplete: true }],
    ['the complete lots only (the default filter)', EMPTY_FILTER],
  ])('counts what one statement per distribution counted: %s', async (_, filter) => {
    const expected = await separately(filter, projectIds);
    const stats = await householdStats(database.db, filter, projectIds);
    expect(stats.people).toBeGreaterThan(100);
    for (const distribution of stats.distributions) {
      const oracle = expected[distribution.title as keyof typeof expected] as { label: string; count: number }[];
      expect(byLabel(distribution.rows), distribution.title).toEqual(byLabel(oracle));
    }
    expect(stats.withBenefit).toBe(expected.withBenefit);
    expect(stats.withDeficiency).toBe(expected.withDeficiency);
    // The family figures, from the same statement: what every other document prints.
    const figures = await selectionFigures(database.db, filter, projectIds);
    expect(figures.families).toBeGreaterThan(50);
    expect({
      families: stats.households,
      residents: stats.people,
      totalIncome: stats.totalIncome,
      averageIncome: stats.averageIncome,
      perCapitaIncome: stats.perCapitaIncome,
    }).toEqual(figures);
  });
});
