import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { rowsOf, toCount } from '../../db/rows.ts';
import * as f from '../../reports/format.ts';
import { familySql, householdIncomeSql } from '../../reports/selection.ts';
import { reurbSIncomeLimit } from '../../../domain/legal/rules.ts';

/**
 * The núcleo's families against the Reurb-S income limit the Município set in Configuração de
 * Relatórios (Decreto 9.310/2018 art. 6º: its cap, at most five minimum wages, times the minimum
 * wage): the Reurb-S is for a núcleo "ocupado predominantemente por população de baixa renda"
 * (art. 5º, I). The household income is the reports' (server/reports/selection.ts), and the limit
 * the emission's rule 'renda-reurb-s' applies to each lot (domain/legal/rules.ts). Null when the
 * settings have no cap or no minimum wage.
 */
export interface LowIncome {
  /** Families whose income is known and within the limit. */
  within: number;
  /** Families whose holder's income is filled in. */
  informed: number;
  /** Families without it. */
  unknown: number;
  limit: number;
  cap: number;
  wage: number;
}

export async function lowIncomeFamilies(db: Db, projectId: number): Promise<LowIncome | null> {
  const [settings] = rowsOf<{ cap: unknown; wage: unknown }>(
    await db.execute(sql`select income_cap_minimum_wages as cap, minimum_wage_value as wage
      from project_settings where project_id = ${projectId}`),
  );
  if (settings?.cap == null || settings.wage == null) return null;
  const cap = Number(settings.cap);
  const wage = Number(settings.wage);
  const limit = reurbSIncomeLimit(cap, wage);
  const [row] = rowsOf<{ within: unknown; informed: unknown; unknown: unknown }>(
    await db.execute(sql`select
        count(*) filter (where l.income is not null and ${householdIncomeSql} <= ${limit}::numeric) as within,
        count(*) filter (where l.income is not null) as informed,
        count(*) filter (where l.income is null) as unknown
      from lots l where l.project_id = ${projectId} and ${familySql}`),
  );
  return {
    within: toCount(row.within),
    informed: toCount(row.informed),
    unknown: toCount(row.unknown),
    limit,
    cap,
    wage,
  };
}

/** More than half of the families whose income is known are within the limit (art. 5º, I: "predominantemente"). */
export const predominantlyLowIncome = (share: Pick<LowIncome, 'within' | 'informed'>): boolean =>
  share.within * 2 > share.informed;

/**
 * "118 de 134 famílias com renda informada (88,1%) têm renda familiar de até R$ 7.590,00 (5
 * salários mínimos de R$ 1.518,00); 10 famílias sem renda informada". '' without a limit.
 */
export function lowIncomeText(share: LowIncome | null): string {
  if (!share) return '';
  const ceiling = `${f.money(share.limit)} (${f.decimal(share.cap)} salários mínimos de ${f.money(share.wage)})`;
  const unknown = share.unknown ? `; ${f.count(share.unknown, 'família', 'famílias')} sem renda informada` : '';
  if (!share.informed) {
    const none =
      share.unknown === 1
        ? 'a única família cadastrada não tem'
        : `nenhuma das ${share.unknown} famílias cadastradas tem`;
    return share.unknown
      ? `${none} renda informada para comparar com o teto de ${ceiling}`
      : `não há famílias cadastradas para comparar com o teto de ${ceiling}`;
  }
  const families = f.count(share.informed, 'família com renda informada', 'famílias com renda informada');
  const verb = share.informed === 1 ? 'tem' : 'têm';
  return `${share.within} de ${families} (${f.percent(share.within, share.informed)}) ${verb} renda familiar de até ${ceiling}${unknown}`;
}
