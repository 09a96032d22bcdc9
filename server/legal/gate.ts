import { eq, inArray } from 'drizzle-orm';
import { blockingRules, evaluateLegalRules } from '../../domain/legal/evaluate.ts';
import type { LegalFacts, LegalProjectSettings, RuleResult } from '../../domain/legal/types.ts';
import { todayIso } from '../../domain/validation/dates.ts';
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../db/connection.ts';
import type { Conn } from '../lots/conn.ts';
import { lots, projects } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { actorOf, cpfsElsewhere, cpfsOf, householdIncomes, priorLegitimations, projectLegalSettings, type LotValues } from './lookups.ts';

export type EmissionKind = 'titulo-legitimacao' | 'cert-reg-fund';

export interface BlockedRule {
  id: string;
  article: string;
  message: string;
}
export interface BlockedLot {
  lot_id: number;
  lot_name: string;
  rules: BlockedRule[];
}

const NO_SETTINGS: LegalProjectSettings = {
  reurb_modality: null,
  nucleo_existence_date: null,
  nucleo_existence_evidence: null,
  income_cap_minimum_wages: null,
  minimum_wage_value: null,
};

/** Lots are read in slices so a 10,000-lot selection never holds one huge query. */
const SLICE = 2000;

const blockedRules = (results: RuleResult[]): BlockedRule[] =>
  results.flatMap((r) => r.messages.map((message) => ({ id: r.id, article: r.article, message })));

/**
 * The lots among lotIds that may not receive this document, each with its blocking rules
 * (warnings excluded). A handful of queries per slice of lots, not one per lot. Lots that do
 * not exist are left out (the caller selected them).
 */
export async function emissionBlockers(
  db: Db,
  args: { userId: number; projectId: number; kind: EmissionKind; lotIds: readonly number[] },
): Promise<BlockedLot[]> {
  const ids = [...new Set(args.lotIds)];
  if (!ids.length) return [];
  const actor = await actorOf(db, args.userId);
  const today = todayIso();
  const blocked: BlockedLot[] = [];
  for (let start = 0; start < ids.length; start += SLICE) {
    const rows = (await db
      .select()
      .from(lots)
      .where(inArray(lots.id, ids.slice(start, start + SLICE)))
      .orderBy(lots.id)) as unknown as LotValues[];
    const settings = await projectLegalSettings(db, [...new Set(rows.map((r) => r.project_id))]);
    const incomes = await householdIncomes(db, rows.map((r) => r.id));
    const prior = await priorLegitimations(db, actor, rows);
    for (const lot of rows) {
      const facts: LegalFacts = {
        today,
        project: settings.get(lot.project_id) ?? NO_SETTINGS,
        household_income: incomes.get(lot.id) ?? null,
        prior_legitimations: prior.get(lot.id) ?? [],
        cpf_elsewhere: [],
        partner_elsewhere: [],
      };
      const rules = blockedRules(blockingRules(lot, facts, args.kind));
      if (rules.length) blocked.push({ lot_id: lot.id, lot_name: lot.name, rules });
    }
  }
  blocked.push(...sameSelectionBlockers(await selectedCpfs(db, ids), blocked));
  return blocked.sort((a, b) => a.lot_id - b.lot_id);
}

/** The CPFs of every selected lot (a second light read, so a slice boundary never hides a pair). */
async function selectedCpfs(db: Db, ids: readonly number[]) {
  const out: { id: number; name: string; cpfs: ReturnType<typeof cpfsOf> }[] = [];
  for (let start = 0; start < ids.length; start += SLICE) {
    const rows = await db
      .select({ id: lots.id, name: lots.name, cpf: lots.cpf, spouse_cpf: lots.spouse_cpf, civil_status: lots.civil_status, reurb_modality: lots.reurb_modality, project_modality: projects.reurb_modality })
      .from(lots)
      .innerJoin(projects, eq(projects.id, lots.project_id))
      .where(inArray(lots.id, ids.slice(start, start + SLICE)));
    // Art. 23 §1º applies in Reurb-S (or an unsaid modality of a mista project).
    for (const r of rows) if (r.project_modality === 'S' || (r.project_modality === 'mista' && r.reurb_modality !== 'E')) out.push({ id: r.id, name: r.name, cpfs: cpfsOf(r) });
  }
  return out;
}

/**
 * One emission may not give legitimação twice to the same person either: a CPF on two lots
 * of the selection blocks both (staff choose which lot is right; the art. 23 rule then
 * guards the other). Added to the lots' blocking rules.
 */
function sameSelectionBlockers(selected: Awaited<ReturnType<typeof selectedCpfs>>, blocked: BlockedLot[]): BlockedLot[] {
  const byCpf = new Map<string, { id: number; name: string }[]>();
  for (const lot of selected) for (const { cpf } of lot.cpfs) byCpf.set(cpf, [...(byCpf.get(cpf) ?? []).filter((l) => l.id !== lot.id), lot]);
  const extra: BlockedLot[] = [];
  for (const [cpf, holders] of byCpf) {
    if (holders.length < 2) continue;
    for (const lot of holders) {
      const others = holders.filter((h) => h.id !== lot.id).map((h) => h.name).join(', ');
      const rule: BlockedRule = {
        id: 'legitimacao-unica',
        article: 'Lei 13.465/2017, art. 23, §1º, II; Decreto 9.310/2018, art. 16, §1º, II',
        message: `O CPF ${cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')} está também no(s) lote(s) ${others} desta mesma emissão: a legitimação fundiária é conferida uma única vez ao mesmo beneficiário. Emita apenas o lote correto.`,
      };
      const entry = blocked.find((b) => b.lot_id === lot.id) ?? extra.find((b) => b.lot_id === lot.id);
      if (entry) entry.rules.push(rule);
      else extra.push({ lot_id: lot.id, lot_name: lot.name, rules: [rule] });
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
