import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { rowsOf, toCount } from '../../db/rows.ts';
import * as f from '../../reports/format.ts';
import { projectFigures } from '../../reports/stats.ts';
import { reportSettings } from '../../reports/settings.ts';
import { professionalLine } from '../../reports/pdf/professional-signature.ts';
import { REURB_MODALITIES } from '../../../domain/enums/project.ts';
import { REAL_RIGHTS } from '../../../domain/enums/real-rights.ts';
import { LEGITIMADOS } from '../../../domain/procedure/stages.ts';
import { labelOf } from '../../../domain/enums/choice.ts';
import { lowIncomeFamilies, lowIncomeText, type LowIncome } from './low-income.ts';

/**
 * The `calculated` answers of the Relatório Técnico, from the project's own data: lots,
 * blocks, streets, areas, uses, and the families of the social registration from the reports'
 * one statistics module (server/reports/stats.ts), so they match the socio-economic report; the
 * modality as the CRF prints it and the professional as the signature block names them; the
 * real right each lot records, which its título and the CRF print.
 */
export type Calculated = Record<string, string>;

interface Totals {
  lots: unknown;
  area_total: unknown;
  area_mean: unknown;
}

/** Square metres with two decimals, as surveys give them ("24.000,00"). */
const AREA = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const number = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * "Associação de Moradores do Jardim Esperança, na qualidade de legitimado do art. 14, II, da
 * Lei nº 13.465/2017 (Beneficiários, individual ou coletivamente, ou suas associações)": the
 * procedure's latest requerimento (Decreto 9.310/2018 art. 25: "de um dos legitimados", its
 * art. 7º as the Lei's art. 14). '' when none is recorded.
 */
function requesterText(request: { requester: string | null; legitimado: string | null } | undefined): string {
  const requester = f.oneLine(request?.requester);
  if (!requester) return '';
  const label = request?.legitimado ? labelOf(LEGITIMADOS, request.legitimado) : '';
  const inciso = /^(.*) \(art\. 14, ([IVX]+)\)$/.exec(label);
  if (!inciso) return requester;
  const [, who, roman] = inciso;
  return `${requester}, na qualidade de legitimado do art. 14, ${roman}, da Lei nº 13.465/2017 (${who})`;
}

/** The project's lots counted by one column, the most first: "Residencial: 110; Misto: 6". */
async function lotsBy(db: Db, projectId: number, column: SQL, label: (value: string | null) => string) {
  const rows = rowsOf<{ value: string | null; n: unknown }>(
    await db.execute(
      sql`select ${column} as value, count(*) as n from lots where project_id = ${projectId} group by 1 order by 2 desc, 1`,
    ),
  );
  return rows.map((r) => `${label(r.value)}: ${toCount(r.n)}`).join('; ');
}

/** `lowIncome`: the families against the income limit when the caller has read them (the sections' facts). */
export async function calculatedValues(db: Db, projectId: number, lowIncome?: LowIncome | null): Promise<Calculated> {
  const [totals] = rowsOf<Totals>(
    await db.execute(sql`select count(*) as lots, sum(l.area) as area_total, avg(l.area) as area_mean
      from lots l where l.project_id = ${projectId}`),
  );
  const [blocks] = rowsOf<{ n: unknown }>(
    await db.execute(sql`select count(*) as n from blocks where project_id = ${projectId}`),
  );
  const streets = rowsOf<{ name: string }>(
    await db.execute(sql`select name from streets where project_id = ${projectId} order by name collate "und-x-icu"`),
  );
  const areaTotal = number(totals.area_total);
  const areaMean = number(totals.area_mean);
  const families = await projectFigures(db, projectId);
  const [project] = rowsOf<{ reurb_modality: string | null }>(
    await db.execute(sql`select reurb_modality from projects where id = ${projectId}`),
  );
  const [request] = rowsOf<{ requester: string | null; legitimado: string | null }>(
    await db.execute(sql`select requester, legitimado from procedure_events
      where project_id = ${projectId} and stage = 'requerimento' order by id desc limit 1`),
  );
  return {
    responsavel_tecnico: professionalLine(await reportSettings(db, projectId)),
    requerente: requesterText(request),
    modalidade: project?.reurb_modality ? labelOf(REURB_MODALITIES, project.reurb_modality) : '',
    total_lotes: String(toCount(totals.lots)),
    total_quadras: String(toCount(blocks.n)),
    total_ruas: String(streets.length),
    ruas: streets.map((s) => s.name).join(', '),
    area_total_lotes: areaTotal === null ? '' : AREA.format(areaTotal),
    area_media_lotes: areaMean === null ? '' : AREA.format(areaMean),
    lotes_por_uso: await lotsBy(db, projectId, sql`uso_do_lote`, (uso) => f.usoDoLote(uso) || 'Não informado'),
    instrumentos_lotes: await lotsBy(db, projectId, sql`real_right`, (right) =>
      right ? labelOf(REAL_RIGHTS, right) : 'A definir',
    ),
    total_familias: String(families.families),
    total_moradores: String(families.residents),
    renda_media: families.families ? f.money(families.averageIncome) : '',
    familias_baixa_renda: lowIncomeText(lowIncome === undefined ? await lowIncomeFamilies(db, projectId) : lowIncome),
  };
}
