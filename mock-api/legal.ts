import { http, HttpResponse } from 'msw';
import { evaluateLegalRules } from '../domain/legal/evaluate.ts';
import { LEGITIMACAO_FUNDIARIA } from '../domain/legal/legitimacao.ts';
import type { CpfFound, LegalProjectSettings, OtherLot, PriorLegitimation, RuleResult } from '../domain/legal/types.ts';
import { isMarried, isStableUnion } from '../domain/enums/civil-status.ts';
import { todayIso } from '../domain/validation/dates.ts';
import { API, actor, idParam, notFound, unauthorized } from './http.ts';
import type { MockRecord } from './generate.ts';
import { mockStore, onMockReset } from './store.ts';

/**
 * GET /lots/{id}/legal (issue 14) on the mock store: the same rules as the server
 * (domain/legal/), with the project's legal settings and the earlier legitimações kept here
 * (tests set them through `mockLegal`).
 */
const DEFAULT_SETTINGS: LegalProjectSettings = {
  reurb_modality: 'S',
  nucleo_existence_date: '2015-06-30',
  nucleo_existence_evidence: 'Ortofoto municipal de 2015.',
  nucleo_consolidated: true,
  income_cap_minimum_wages: 3,
  minimum_wage_value: 1518,
  approval_recorded: true,
  approved_on: '2026-03-10',
  refused_after_approval: false,
  classification_recorded: true,
  classified_modality: 'S',
  notified_parties: [{ role: 'confrontante', name: 'Marta Confrontante', pending: null }],
  works_responsible: 'Município',
  infrastructure_complete: null,
  commitment_signed_on: '2026-03-05',
  risk_study: null,
  risk_measures_done_on: null,
  origin_owner_name: null,
  land_ownership: 'PRIVADA',
  utm_zone: null,
};
/** A project's legal settings; its modality classified as the project has it, unless a test says otherwise. */
const settingsOf = (projectId: number): LegalProjectSettings => {
  const over = mockLegal.settings.get(projectId) ?? {};
  const settings = { ...DEFAULT_SETTINGS, ...over };
  return 'classified_modality' in over ? settings : { ...settings, classified_modality: settings.reurb_modality };
};

export const mockLegal = {
  settings: new Map<number, Partial<LegalProjectSettings>>(),
  /** Earlier legitimações: a CPF and the lot that received it. */
  emitted: [] as { cpf: string; lot_id: number; kind: PriorLegitimation['kind']; number: number; year: number }[],
};
onMockReset(() => {
  mockLegal.settings.clear();
  mockLegal.emitted = [];
});

const cpfsOf = (lot: MockRecord): { cpf: string; person: CpfFound['person'] }[] => [
  ...(typeof lot.cpf === 'string' && lot.cpf ? [{ cpf: lot.cpf, person: 'holder' as const }] : []),
  ...((isMarried(lot.civil_status) || isStableUnion(lot.civil_status)) &&
  typeof lot.spouse_cpf === 'string' &&
  lot.spouse_cpf
    ? [{ cpf: lot.spouse_cpf, person: 'partner' as const }]
    : []),
];

/** The legal rules of a lot as the account sees it (other lots named only where it may see them). */
export function legalRulesOf(lot: MockRecord, who: { canSee: (projectId: number) => boolean }): RuleResult[] {
  const other = (id: number): OtherLot | null => {
    const found = mockStore.lots.find((l) => l.id === id);
    if (!found || !who.canSee(found.project_id as number)) return null;
    const project = mockStore.projects.find((p) => p.id === found.project_id)!;
    const block = mockStore.blocks.find((b) => b.id === found.block_id);
    return {
      id,
      name: found.name as string,
      block_name: (block?.name as string) ?? '',
      project_id: project.id,
      project_name: project.name as string,
    };
  };
  const own = cpfsOf(lot);
  const project = mockStore.projects.find((p) => p.id === lot.project_id);
  return evaluateLegalRules(
    lot,
    {
      today: todayIso(),
      project: settingsOf(lot.project_id as number),
      household_income:
        typeof lot.income === 'number'
          ? lot.income + (typeof lot.companion_income === 'number' ? lot.companion_income : 0)
          : null,
      prior_legitimations: own.flatMap(({ cpf, person }) =>
        mockLegal.emitted
          .filter((e) => e.cpf === cpf && e.lot_id !== lot.id)
          .map((e) => ({
            cpf,
            person,
            kind: e.kind,
            // As the register keeps it: a título's right is the legitimação fundiária.
            real_right: e.kind === 'titulo-legitimacao' ? LEGITIMACAO_FUNDIARIA : null,
            number: e.number,
            year: e.year,
            lot: other(e.lot_id),
          })),
      ),
      cpf_elsewhere: own.flatMap(({ cpf, person }) =>
        mockStore.lots
          .filter((l) => l.id !== lot.id && (l.cpf === cpf || l.spouse_cpf === cpf))
          .map((l) => ({ cpf, person, lot: other(l.id) })),
      ),
      partner_elsewhere: [],
    },
    {
      projectClass: project?.project_class as string,
      projectModality: project?.reurb_modality as string,
      isNew: false,
    },
  );
}

export const legalHandlers = [
  http.get(`${API}/lots/:id/legal`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const lot = mockStore.lots.find((l) => l.id === idParam(params));
    if (!lot || !who.canSee(lot.project_id as number)) return notFound();
    const rules = legalRulesOf(lot, who);
    const allowed = (kind: PriorLegitimation['kind']) =>
      !rules.some((r) => r.state === 'blocked' && r.documents.includes(kind));
    return HttpResponse.json({
      lot_id: lot.id,
      project_id: lot.project_id,
      titulo_allowed: allowed('titulo-legitimacao'),
      crf_allowed: allowed('cert-reg-fund'),
      rules,
    });
  }),
];
