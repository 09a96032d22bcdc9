import { sql, type SQL } from 'drizzle-orm';
import { MARRIED, STABLE_UNION_MARK } from '../../domain/enums/civil-status.ts';
import { EDITABLE_RESIDENT_TYPE } from '../../domain/enums/lot.ts';
import { emittedLotSql } from '../emissions/held.ts';
import { LOCAL_TIME_ZONE } from '../users/worked-lots.ts';
import { LOT_CRITERIA, type LotCriterion } from '../../domain/reports/filter.ts';
import type { ReportFilter } from './filters.ts';

/**
 * The one SQL builder behind every report: which lots a filter selects. It writes conditions
 * on `lots l` (and nothing else in the FROM), so each report joins what it needs around it.
 *
 * - Scope (never inverted): the projects, the phase, the single-resident variant, and the
 *   lots chosen by id (the workbench's minutas).
 * - Selection (inverted as a whole by `invert`): complete status unless include_incomplete,
 *   name, CPF (holder or partner), inscrição, area below, completion interval (the social
 *   registration's `social_completed` event, local days in America/Sao_Paulo, bounds
 *   included), only not emitted (in no not-cancelled emission of the register), household income range.
 *
 * A condition on a null column is false, never unknown, so inverting never loses a lot.
 */

/**
 * Residents rows of the other kinds (owner, spouse, child) would repeat people the lot already
 * has; only `other` rows are household members of their own.
 */
export const OTHERS = sql`r.resident_type = ${EDITABLE_RESIDENT_TYPE}`;

/** The partner (spouse or companion) counts when the civil status says there is one. */
export const partnerSql = sql`(l.spouse_name is not null and (l.civil_status = ${MARRIED} or position(${STABLE_UNION_MARK} in lower(l.civil_status)) > 0))`;

/** A lot with a registered holder: one family (blank names are no holder). */
export const familySql = sql`(nullif(btrim(l.owner_name), '') is not null)`;

/**
 * Where a household's resident children and other residents come from, as SQL over `lots l`:
 * one subquery per lot (`correlated`, usable anywhere a lot is), or columns of a join that
 * counted them for many lots at once (householdStats). The formulas below are written once
 * over either, so every report counts a household the same way.
 */
export interface HouseholdMembers {
  children: SQL;
  childrenIncome: SQL;
  others: SQL;
  othersIncome: SQL;
}

const correlated: HouseholdMembers = {
  children: sql`(select count(*) from children c where c.lot_id = l.id and c.resident)::int`,
  childrenIncome: sql`(select coalesce(sum(c.income), 0) from children c where c.lot_id = l.id and c.resident)`,
  others: sql`(select count(*) from residents r where r.lot_id = l.id and r.resident and ${OTHERS})::int`,
  othersIncome: sql`(select coalesce(sum(r.income), 0) from residents r where r.lot_id = l.id and r.resident and ${OTHERS})`,
};

/** People living on the lot: the holder, the partner, and the children and others marked resident. */
export const householdSizeOf = (m: HouseholdMembers) =>
  sql`(1 + (case when ${partnerSql} then 1 else 0 end) + ${m.children} + ${m.others})`;

/** The household's monthly income: holder, partner (companion_income), resident children and others. */
export const householdIncomeOf = (m: HouseholdMembers) => sql`(coalesce(l.income, 0)
  + (case when ${partnerSql} then coalesce(l.companion_income, 0) else 0 end)
  + ${m.childrenIncome} + ${m.othersIncome})`;

export const householdSizeSql = householdSizeOf(correlated);
export const householdIncomeSql = householdIncomeOf(correlated);

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${LOCAL_TIME_ZONE})`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${LOCAL_TIME_ZONE})`;

/** One criterion on the lot's columns, by its declared meaning (domain/reports/filter.ts). */
function criterionSql(criterion: LotCriterion, value: string | number): SQL {
  const columns = criterion.columns.map((column) => sql`l.${sql.identifier(column)}`);
  const any = (each: (column: SQL) => SQL) => sql`(${sql.join(columns.map(each), sql` or `)})`;
  switch (criterion.meaning) {
    case 'contains':
      return any((column) => sql`lower(${column}) like lower(${contains(String(value))})`);
    case 'prefix':
      return any((column) => sql`${column} like ${`${value}%`}`);
    case 'below':
      return any((column) => sql`${column} < ${value}`);
  }
}

/** The inverted part: each criterion the filter sets, AND-ed (true when none is set). */
export function selectionSql(filter: ReportFilter): SQL {
  const parts: SQL[] = [];
  if (!filter.include_incomplete) parts.push(sql`l.status = 'complete'`);
  for (const criterion of LOT_CRITERIA) {
    const value = filter[criterion.key];
    if (value !== undefined && value !== '') parts.push(criterionSql(criterion, value));
  }
  if (filter.completed_at_from || filter.completed_at_to) {
    const from = filter.completed_at_from ? sql` and e.at >= ${dayStart(filter.completed_at_from)}` : sql``;
    const to = filter.completed_at_to ? sql` and e.at < ${dayEnd(filter.completed_at_to)}` : sql``;
    parts.push(
      sql`exists (select 1 from lot_events e where e.lot_id = l.id and e.kind = 'social_completed'${from}${to})`,
    );
  }
  if (filter.only_not_emitted) {
    parts.push(sql`not ${emittedLotSql}`);
  }
  if (filter.income) {
    parts.push(sql`${householdIncomeSql} between ${filter.income.value_from} and ${filter.income.value_to}`);
  }
  if (!parts.length) return sql`true`;
  return sql`coalesce((${sql.join(parts, sql` and `)}), false)`;
}

/** Ids as the items of an `in (…)` or an `array[…]`, one parameter each; `null` for none (matches nothing). */
export const idList = (ids: readonly number[]): SQL =>
  ids.length
    ? sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`null`;

/** The whole condition on `lots l` for these projects. */
export function lotFilterSql(filter: ReportFilter, projectIds: readonly number[]): SQL {
  const scope: SQL[] = [sql`l.project_id in (${idList(projectIds)})`];
  if (filter.project_phase !== null) scope.push(sql`l.project_phase = ${filter.project_phase}`);
  if (filter.single_resident_only) scope.push(sql`${householdSizeSql} = 1`);
  if (filter.complete_only) scope.push(sql`l.status = 'complete'`);
  if (filter.occupied_only) scope.push(sql`not l.unidade_desocupada`);
  if (filter.lot_ids?.length)
    scope.push(
      sql`l.id in (${sql.join(
        filter.lot_ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const selection = selectionSql(filter);
  scope.push(filter.invert ? sql`not ${selection}` : selection);
  return sql.join(scope, sql` and `);
}
