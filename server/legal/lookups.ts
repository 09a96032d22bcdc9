import { eq, inArray, sql } from 'drizzle-orm';
import { intArray, textArray } from '../db/arrays.ts';
import { isMarried, isStableUnion } from '../../domain/enums/civil-status.ts';
import type {
  CpfFound,
  LegalDocument,
  LegalProjectSettings,
  NotifiedPartyFact,
  OtherLot,
  PriorLegitimation,
} from '../../domain/legal/types.ts';
import { isLegitimacao, samePurpose } from '../../domain/legal/legitimacao.ts';
import { partyPending, type PartyProgressFacts } from '../../domain/procedure/parties.ts';
import { canSeeProject, isRole, type Actor, type ProjectRole } from '../../domain/roles.ts';
import type { Conn } from '../lots/conn.ts';
import { rowsOf } from '../db/rows.ts';
import { projectMembers, projects, projectSettings, users } from '../db/schema/index.ts';
import { householdIncomeSql } from '../reports/selection.ts';

/**
 * What the legal rules need from the database, looked up for a whole selection at once (one
 * query per kind of fact, whatever the number of lots): the projects' settings, the
 * households' incomes, the earlier legitimações of the lots' CPFs (emission register) and the
 * CPFs registered on other lots.
 */

/** A lot's values as the rules read them (the lots row). */
export type LotValues = Record<string, unknown> & { id: number; name: string; project_id: number };

/** The actor behind a user id (global role and project roles), for 'may see this project'. */
export async function actorOf(db: Conn, userId: number): Promise<Actor> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  const memberships = await db
    .select({ project_id: projectMembers.projectId, role: projectMembers.role })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId));
  return {
    role: isRole(user?.role) ? user.role : null,
    projects_roles: memberships.filter((m): m is ProjectRole => isRole(m.role)),
  };
}

/** The settings of each project (reurb_modality from the project, the rest from project_settings). */
export async function projectLegalSettings(
  db: Conn,
  projectIds: readonly number[],
): Promise<Map<number, LegalProjectSettings>> {
  if (!projectIds.length) return new Map();
  const rows = await db
    .select({
      id: projects.id,
      reurb_modality: projects.reurb_modality,
      utm_zone: projects.utm_zone,
      nucleo_existence_date: projectSettings.nucleo_existence_date,
      nucleo_existence_evidence: projectSettings.nucleo_existence_evidence,
      nucleo_consolidated: projectSettings.nucleo_consolidated,
      income_cap_minimum_wages: projectSettings.income_cap_minimum_wages,
      minimum_wage_value: projectSettings.minimum_wage_value,
      works_responsible: projectSettings.works_responsible,
      infrastructure_complete: projectSettings.infrastructure_complete,
      commitment_signed_on: projectSettings.commitment_signed_on,
      risk_study: projectSettings.risk_study,
      risk_measures_done_on: projectSettings.risk_measures_done_on,
      origin_owner_name: projectSettings.origin_owner_name,
      land_ownership: projectSettings.land_ownership,
      // The approval the CRF prints (server/reports/pdf/approval.ts: the latest), with its act and publication,
      // and no refusal recorded after it (Dec. art. 39: a refused project is not approved).
      approval_recorded: sql<boolean>`coalesce((select e.stage = 'aprovacao' and e.act_number is not null and btrim(e.act_number) <> ''
          and e.publication_date is not null
        from procedure_events e where e.project_id = ${projects.id} and e.stage in ('aprovacao', 'indeferimento')
        order by e.id desc limit 1), false)`,
      approved_on: sql<string | null>`(select e.date::text from procedure_events e
        where e.project_id = ${projects.id} and e.stage = 'aprovacao' order by e.id desc limit 1)`,
      refused_after_approval: sql<boolean>`exists (select 1 from procedure_events r
        where r.project_id = ${projects.id} and r.stage = 'indeferimento' and r.id > (select max(a.id)
          from procedure_events a where a.project_id = ${projects.id} and a.stage = 'aprovacao'))`,
      // The latest classification of the modality (Dec. art. 23, I; § 3º's automatic one included), as JSON so
      // that "none recorded" and "recorded without a modality" stay apart.
      classification: sql<string | null>`(select json_build_object('modality', e.modality)::text
        from procedure_events e where e.project_id = ${projects.id} and e.stage = 'classificacao' order by e.id desc limit 1)`,
      // The notified parties and how far each one's notice went (Dec. art. 24), in the order they were recorded.
      parties: sql<string | null>`(select json_agg(json_build_object('role', n.role, 'name', n.name,
          'notified_on', n.notified_on, 'impugnation_on', n.impugnation_on, 'tacit_agreement_on', n.tacit_agreement_on,
          'decision', n.decision, 'decision_notified_on', n.decision_notified_on, 'appeal_on', n.appeal_on,
          'appeal_window_closed_on', n.appeal_window_closed_on, 'appeal_resolved_on', n.appeal_resolved_on,
          'composition_resolved_on', n.composition_resolved_on) order by n.id)::text
        from notified_parties n where n.project_id = ${projects.id})`,
    })
    .from(projects)
    .leftJoin(projectSettings, eq(projectSettings.project_id, projects.id))
    .where(inArray(projects.id, [...projectIds]));
  return new Map(
    rows.map(({ id, classification, parties, ...settings }) => {
      const classified = classification ? (JSON.parse(classification) as { modality: string | null }) : null;
      return [
        id,
        {
          ...settings,
          approval_recorded: !!settings.approval_recorded,
          refused_after_approval: !!settings.refused_after_approval,
          classification_recorded: classified !== null,
          classified_modality: classified?.modality ?? null,
          notified_parties: (parties
            ? (JSON.parse(parties) as (PartyProgressFacts & Omit<NotifiedPartyFact, 'pending'>)[])
            : []
          ).map((p) => ({ role: p.role, name: p.name, pending: partyPending(p) })),
        },
      ];
    }),
  );
}

/** Each lot's household monthly income (null when the holder's own is not informed). */
export async function householdIncomes(db: Conn, lotIds: readonly number[]): Promise<Map<number, number | null>> {
  if (!lotIds.length) return new Map();
  const result = await db.execute(sql`
    select l.id, case when l.income is null then null else (${householdIncomeSql})::float8 end as income
    from lots l where l.id = any(${intArray(lotIds)})`);
  return new Map(
    rowsOf<{ id: number; income: number | null }>(result).map((r) => [
      Number(r.id),
      r.income == null ? null : Number(r.income),
    ]),
  );
}

/** The CPFs a lot puts forward: the holder's, and the partner's when the lot has one (married or stable union). */
export function cpfsOf(lot: Record<string, unknown>): { cpf: string; person: CpfFound['person'] }[] {
  const out: { cpf: string; person: CpfFound['person'] }[] = [];
  if (typeof lot.cpf === 'string' && lot.cpf) out.push({ cpf: lot.cpf, person: 'holder' });
  const partner = isMarried(lot.civil_status) || isStableUnion(lot.civil_status);
  if (partner && typeof lot.spouse_cpf === 'string' && lot.spouse_cpf)
    out.push({ cpf: lot.spouse_cpf, person: 'partner' });
  return out;
}

interface OtherLotRow {
  lot_id: number;
  lot_name: string;
  block_name: string;
  project_id: number;
  project_name: string;
}

const otherLot = (row: OtherLotRow, actor: Actor): OtherLot | null =>
  canSeeProject(actor, Number(row.project_id))
    ? {
        id: Number(row.lot_id),
        name: row.lot_name,
        block_name: row.block_name,
        project_id: Number(row.project_id),
        project_name: row.project_name,
      }
    : null;

interface EmittedRow extends OtherLotRow {
  holder_cpf: string | null;
  partner_cpf: string | null;
  kind: LegalDocument;
  number: number;
  year: number;
  real_right: string | null;
  uso_do_lote: string | null;
}

/**
 * Lei 13.465/2017 art. 23, §1º, II (Decreto 9.310/2018 art. 16, §1º, II): for each lot, its
 * CPFs found in a legitimação de posse or fundiária (título or CRF) of ANOTHER lot "com a mesma
 * finalidade" (residential or not, as each lot's use was at emission) that was not cancelled —
 * superseded ones still count (the person did receive it; a reissue replaces the paper). A
 * reissue for the same lot is never counted, nor a CRF lot regularised by another instrument.
 */
export async function priorLegitimations(
  db: Conn,
  actor: Actor,
  lots: readonly LotValues[],
): Promise<Map<number, PriorLegitimation[]>> {
  const answer = new Map<number, PriorLegitimation[]>(lots.map((l) => [l.id, []]));
  const cpfs = [...new Set(lots.flatMap((l) => cpfsOf(l).map((c) => c.cpf)))];
  if (!cpfs.length) return answer;
  const result = await db.execute(sql`
    select el.lot_id, el.holder_cpf, el.partner_cpf, el.real_right, el.uso_do_lote, e.kind, e.number, e.year,
      l.name as lot_name, b.name as block_name, e.project_id, p.name as project_name
    from emission_lots el
    join emissions e on e.id = el.emission_id
    join lots l on l.id = el.lot_id
    join blocks b on b.id = l.block_id
    join projects p on p.id = e.project_id
    where e.status <> 'cancelled'
      and (el.holder_cpf = any(${textArray(cpfs)}) or el.partner_cpf = any(${textArray(cpfs)}))
    order by e.emitted_at, e.id`);
  // The rows by CPF (holder's and partner's), in register order: each lot looks up its own CPFs only.
  const byCpf = new Map<string, EmittedRow[]>();
  for (const row of rowsOf<EmittedRow>(result))
    for (const cpf of new Set([row.holder_cpf, row.partner_cpf])) {
      if (!cpf) continue;
      const list = byCpf.get(cpf);
      if (list) list.push(row);
      else byCpf.set(cpf, [row]);
    }
  for (const lot of lots) {
    const found = answer.get(lot.id)!;
    for (const { cpf, person } of cpfsOf(lot)) {
      const seen = new Set<string>();
      for (const row of byCpf.get(cpf) ?? []) {
        if (Number(row.lot_id) === lot.id) continue;
        if (!isLegitimacao(row.real_right) || !samePurpose(row.uso_do_lote, lot.uso_do_lote)) continue;
        const key = `${row.kind}:${row.lot_id}`;
        if (seen.has(key)) continue; // one line per earlier lot and kind, its first emission
        seen.add(key);
        found.push({
          cpf,
          person,
          kind: row.kind,
          real_right: row.real_right,
          number: Number(row.number),
          year: Number(row.year),
          lot: otherLot(row, actor),
        });
      }
    }
  }
  return answer;
}

interface RegisteredRow extends OtherLotRow {
  cpf: string | null;
  spouse_cpf: string | null;
  civil_status: string | null;
}

/**
 * The lot's CPFs registered as holder or partner on other lots of any project (the review's
 * former duplicate-CPF warning), and the other lots listing its partner as partner of a
 * different holder.
 */
export async function cpfsElsewhere(
  db: Conn,
  actor: Actor,
  lot: LotValues,
): Promise<{ cpf_elsewhere: CpfFound[]; partner_elsewhere: CpfFound[] }> {
  const own = cpfsOf(lot);
  if (!own.length) return { cpf_elsewhere: [], partner_elsewhere: [] };
  const cpfs = own.map((c) => c.cpf);
  const result = await db.execute(sql`
    select l.id as lot_id, l.name as lot_name, b.name as block_name, l.project_id, p.name as project_name,
      l.cpf, l.spouse_cpf, l.civil_status
    from lots l join blocks b on b.id = l.block_id join projects p on p.id = l.project_id
    where l.id <> ${lot.id} and (l.cpf = any(${textArray(cpfs)}) or l.spouse_cpf = any(${textArray(cpfs)}))
    order by l.id`);
  const rows = rowsOf<RegisteredRow>(result);
  const cpf_elsewhere = own.flatMap(({ cpf, person }) =>
    rows.filter((r) => r.cpf === cpf || r.spouse_cpf === cpf).map((r) => ({ cpf, person, lot: otherLot(r, actor) })),
  );
  const partner = own.find((c) => c.person === 'partner');
  const partner_elsewhere = partner
    ? rows
        .filter(
          (r) =>
            r.spouse_cpf === partner.cpf &&
            (isMarried(r.civil_status) || isStableUnion(r.civil_status)) &&
            r.cpf !== (lot.cpf ?? null),
        )
        .map((r) => ({ cpf: partner.cpf, person: 'partner' as const, lot: otherLot(r, actor) }))
    : [];
  return { cpf_elsewhere, partner_elsewhere };
}
