import { MARRIED } from '../enums/civil-status.ts';
import { MARRIAGE_REGIMES, USOS_DO_LOTE } from '../enums/lot.ts';
import { evaluateLegalRules } from './evaluate.ts';
import type { LegalFacts, OtherLot, RuleResult } from './types.ts';

/** A fully qualified married holder (valid CPFs), as the CRF and the título need. */
export const QUALIFIED_LOT = {
  id: 1,
  name: 'Lote 1',
  project_id: 1,
  owner_name: 'Maria da Silva Oliveira',
  civil_status: MARRIED,
  occupation: 'Costureira',
  cpf: '52998224725',
  rg: '12.345.678-9',
  rg_emissor: 'SSP',
  rg_uf: 'MG',
  owner_mother_name: 'Ana da Silva',
  spouse_name: 'José Oliveira',
  spouse_cpf: '71428793860',
  spouse_rg: '98.765.432-1',
  spouse_rg_emissor: 'SSP',
  spouse_rg_uf: 'MG',
  spouse_father_name: 'Pedro Oliveira',
  spouse_occupation: 'Pedreiro',
  marriage_date: '2001-05-12',
  marriage_regime_de_bens: MARRIAGE_REGIMES[0].id,
  birth_date: '1975-03-02',
  uso_do_lote: USOS_DO_LOTE[0].id,
  data_ocupacao_imovel: '2010-01-01',
  real_right: 'LEGITIMACAO_FUNDIARIA',
  area_de_risco: false,
  unidade_desocupada: false,
} as const;

/** A Reurb-S project with every legal setting filled and nothing found elsewhere. */
export const facts = (over: Partial<LegalFacts> = {}, project: Partial<LegalFacts['project']> = {}): LegalFacts => ({
  today: '2026-11-25',
  project: {
    reurb_modality: 'S',
    nucleo_existence_date: '2015-06-30',
    nucleo_existence_evidence: 'Imagem de satélite de 2015 e cadastro municipal de 2014.',
    nucleo_consolidated: true,
    income_cap_minimum_wages: 3,
    minimum_wage_value: 1518,
    approval_recorded: true,
    approved_on: '2026-03-10',
    refused_after_approval: false,
    classification_recorded: true,
    // One neighbour notified, silent through the 30 days: nothing pending (art. 24, § 6º).
    notified_parties: [{ role: 'confrontante', name: 'Marta Confrontante', pending: null }],
    works_responsible: 'Companhia de Habitação Popular – COHAB',
    infrastructure_complete: false,
    commitment_signed_on: '2026-03-05',
    risk_study: null,
    risk_measures_done_on: null,
    origin_owner_name: 'Companhia Imobiliária Vila Nova Ltda.',
    land_ownership: 'PRIVADA',
    utm_zone: null,
    ...project,
    // The Município classified the modality the project has, unless the test says otherwise.
    classified_modality:
      'classified_modality' in project ? (project.classified_modality ?? null) : (project.reurb_modality ?? 'S'),
  },
  household_income: 2500,
  prior_legitimations: [],
  cpf_elsewhere: [],
  partner_elsewhere: [],
  ...over,
});

/** One rule's result on a lot (by default the qualified one, in the configured Reurb-S project). */
export const stateOf = (
  id: string,
  lot: Record<string, unknown> = QUALIFIED_LOT,
  f: LegalFacts = facts(),
): RuleResult => {
  const found = evaluateLegalRules(lot, f).find((r) => r.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
};

/** Another lot the user may see, as the rules name it. */
export const VISIBLE: OtherLot = {
  id: 9,
  name: 'Lote 9',
  block_name: 'Quadra B',
  project_id: 2,
  project_name: 'Vila Nova',
};
