import { eq, getTableColumns, sql } from 'drizzle-orm';
import { intArray } from '../db/arrays.ts';
import { blockingRules, evaluateLegalRules } from '../../domain/legal/evaluate.ts';
import { legalRule } from '../../domain/legal/rules.ts';
import { samePurpose } from '../../domain/legal/legitimacao.ts';
import {
  LEGAL_LOT_FIELDS,
  type LegalFacts,
  type LegalProjectSettings,
  type RuleResult,
} from '../../domain/legal/types.ts';
import { todayIso } from '../../domain/validation/dates.ts';
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../db/connection.ts';
import { asLongWork } from '../db/pglite-turns.ts';
import type { Conn } from '../lots/conn.ts';
import { lots, projects } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { rowsOf } from '../db/rows.ts';
import { nextTurn } from '../loop/turns.ts';
import { householdIncomeSql } from '../reports/selection.ts';
import {
  actorOf,
  cpfsElsewhere,
  cpfsOf,
  householdIncomes,
  priorLegitimations,
  projectLegalSettings,
  type LotValues,
} from './lookups.ts';
import { lotInBlock } from '../../domain/text/named.ts';

export type EmissionKind = 'titulo-legitimacao' | 'cert-reg-fund';

export interface BlockedRule {
  id: string;
  article: string;
  message: string;
}
export interface BlockedLot {
  lot_id: number;
  lot_name: string;
  /** The lot's block: lots of different blocks often share a name ("Lote 01"). */
  block_name: string;
  rules: BlockedRule[];
}

const NO_SETTINGS: LegalProjectSettings = {
  reurb_modality: null,
  nucleo_existence_date: null,
  nucleo_existence_evidence: null,
  nucleo_consolidated: null,
  income_cap_minimum_wages: null,
  minimum_wage_value: null,
  approval_recorded: false,
  approved_on: null,
  refused_after_approval: false,
  classification_recorded: false,
  classified_modality: null,
  notified_parties: [],
  works_responsible: null,
  infrastructure_complete: null,
  commitment_signed_on: null,
  risk_study: null,
  risk_measures_done_on: null,
  origin_owner_name: null,
  land_ownership: null,
  utm_zone: null,
};

/**
 * Lots are read and judged in slices, with a turn of the event loop between them: PGlite runs on
 * the API's thread and answers in microtasks, so the gate over 10,000 lots in slices of 5,000 held
 * that thread 0.47–0.64 s in one piece (a slow-kernel machine, 2026-12-06), every other request
 * waiting, before an emission or a minuta had drawn a page.
 */
const GATE_SLICE = 250;

const blockedRules = (results: RuleResult[]): BlockedRule[] =>
  results.flatMap((r) => r.messages.map((message) => ({ id: r.id, article: r.article, message })));

/**
 * Only the columns the rules read, the household income beside them, as one JSON text per
 * slice: on PGlite a row set is decoded value by value in JavaScript (32 columns × 10,000
 * lots took ~1.1 s), one text is parsed natively (~0.3 s). Dates come as YYYY-MM-DD and
 * amounts as numbers, as drizzle maps these columns.
 */
const columns = getTableColumns(lots);
const lotColumns = sql.raw(
  (['id', 'name', 'project_id', ...LEGAL_LOT_FIELDS] as const)
    .map((key) => `l."${columns[key].name}" as "${key}"`)
    .join(', '),
);

type GateLot = LotValues & { household_income: number | null; block_name: string };

async function lotsOf(db: Db, ids: readonly number[]): Promise<GateLot[]> {
  const result = await db.execute(sql`
    select coalesce(json_agg(x order by x.id), '[]')::text as lots from (
      select ${lotColumns}, case when l.income is null then null else (${householdIncomeSql})::float8 end as household_income,
        (select b.name from blocks b where b.id = l.block_id) as block_name
      from lots l where l.id = any(${intArray(ids)})) x`);
  return JSON.parse(rowsOf<{ lots: string }>(result)[0].lots) as GateLot[];
}

/**
 * The lots among lotIds that may not receive this document, each with its blocking rules
 * (warnings excluded). Four queries per slice of GATE_SLICE lots (the lots with their household
 * income, the projects' settings, the earlier legitimações of their CPFs), never one per lot.
 * Lots that do not exist are left out (the caller selected them).
 */
export async function emissionBlockers(
  db: Db,
  args: { userId: number; projectId: number; kind: EmissionKind; lotIds: readonly number[] },
  slice = GATE_SLICE,
): Promise<BlockedLot[]> {
  const ids = [...new Set(args.lotIds)];
  if (!ids.length) return [];
  const actor = await actorOf(db, args.userId);
  const today = todayIso();
  const blocked: BlockedLot[] = [];
  const granted: SelectedLot[] = [];
  const once = legalRule('legitimacao-unica')!;
  for (let start = 0; start < ids.length; start += slice) {
    if (start) await nextTurn();
    const { rows, settings, prior } = await asLongWork(async () => {
      const rows = await lotsOf(db, ids.slice(start, start + slice));
      const settings = await projectLegalSettings(db, [...new Set(rows.map((r) => r.project_id))]);
      return { rows, settings, prior: await priorLegitimations(db, actor, rows) };
    });
    for (const lot of rows) {
      const facts: LegalFacts = {
        today,
        project: settings.get(lot.project_id) ?? NO_SETTINGS,
        household_income: lot.household_income,
        prior_legitimations: prior.get(lot.id) ?? [],
        cpf_elsewhere: [],
        partner_elsewhere: [],
      };
      const rules = blockedRules(blockingRules(lot, facts, args.kind));
      if (rules.length) blocked.push({ lot_id: lot.id, lot_name: lot.name, block_name: lot.block_name, rules });
      // The lots this emission would give a legitimação fundiária in Reurb-S (the rule's own reach).
      if (once.applies?.(lot, facts) ?? true)
        granted.push({
          id: lot.id,
          name: lot.name,
          block_name: lot.block_name,
          uso: lot.uso_do_lote,
          cpfs: cpfsOf(lot),
        });
    }
  }
  blocked.push(...sameSelectionBlockers(granted, blocked));
  return blocked.sort((a, b) => a.lot_id - b.lot_id);
}

/**
 * One emission may not give legitimação twice to the same person either: in Reurb-S a CPF on
 * two lots of the selection blocks both (staff choose which lot is right; the art. 23 rule
 * then guards the other). Added to the lots' blocking rules.
 */
interface SelectedLot {
  id: number;
  name: string;
  block_name: string;
  uso: unknown;
  cpfs: ReturnType<typeof cpfsOf>;
}

function sameSelectionBlockers(selected: SelectedLot[], blocked: BlockedLot[]): BlockedLot[] {
  const byCpf = new Map<string, SelectedLot[]>();
  for (const lot of selected)
    for (const { cpf } of lot.cpfs) byCpf.set(cpf, [...(byCpf.get(cpf) ?? []).filter((x) => x.id !== lot.id), lot]);
  const extra: BlockedLot[] = [];
  const byLot = new Map(blocked.map((b) => [b.lot_id, b]));
  const rule = legalRule('legitimacao-unica')!;
  for (const [cpf, holders] of byCpf) {
    if (holders.length < 2) continue;
    for (const lot of holders) {
      // Decreto 9.310/2018 art. 16, §1º, II: "com a mesma finalidade".
      const alike = holders.filter((h) => h.id !== lot.id && samePurpose(h.uso, lot.uso));
      if (!alike.length) continue;
      const others = alike.map((h) => lotInBlock(h.name, h.block_name)).join(', ');
      const line: BlockedRule = {
        id: rule.id,
        article: rule.article,
        message: `O CPF ${cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')} está também em ${others}, desta mesma emissão: a legitimação fundiária de imóvel com a mesma finalidade é conferida uma única vez ao mesmo beneficiário. Emita apenas o lote correto.`,
      };
      const entry = byLot.get(lot.id);
      if (entry) entry.rules.push(line);
      else {
        const added = { lot_id: lot.id, lot_name: lot.name, block_name: lot.block_name, rules: [line] };
        byLot.set(lot.id, added);
        extra.push(added);
      }
    }
  }
  return extra;
}

/** Everything the rules need about one lot (the panel and the review; the gate reads a whole selection at once). */
export async function lotFacts(db: Conn, actor: Actor, lot: LotValues): Promise<LegalFacts> {
  const settings = await projectLegalSettings(db, [lot.project_id]);
  const incomes = await householdIncomes(db, [lot.id]);
  const prior = await priorLegitimations(db, actor, [lot]);
  const elsewhere = await cpfsElsewhere(db, actor, lot);
  return {
    today: todayIso(),
    project: settings.get(lot.project_id) ?? NO_SETTINGS,
    household_income: incomes.get(lot.id) ?? null,
    prior_legitimations: prior.get(lot.id) ?? [],
    ...elsewhere,
  };
}

/** Every rule on one lot, with passed / blocked / warning / not_applicable (the panel, the review). */
export async function evaluateLot(db: Conn, userId: number, lotId: number): Promise<RuleResult[]> {
  const [row] = await db
    .select({ lot: lots, project_class: projects.project_class })
    .from(lots)
    .innerJoin(projects, eq(projects.id, lots.project_id))
    .where(eq(lots.id, lotId));
  if (!row) throw notFound();
  const lot = row.lot as unknown as LotValues;
  const facts = await lotFacts(db, await actorOf(db, userId), lot);
  return evaluateLegalRules(lot, facts, { projectClass: row.project_class, isNew: false });
}
