import type { Values } from '../fields/condition.ts';
import { COORDINATE_KEYS } from '../geo/polygon.ts';
import type { PartyPending } from '../procedure/parties.ts';

/** The official documents a rule may gate (the report kinds of server/reports/kinds.ts). */
export const LEGAL_DOCUMENTS = ['titulo-legitimacao', 'cert-reg-fund'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];
export const BOTH: readonly LegalDocument[] = LEGAL_DOCUMENTS;

/** A blocking rule refuses the emission; a warning is shown and leaves the decision to staff. */
export type Severity = 'blocking' | 'warning';

/** What the panel shows for one rule on one lot. */
export type RuleState = 'passed' | 'blocked' | 'warning' | 'not_applicable';

/**
 * Another lot, named only when the user may see its project; otherwise null (the message then
 * says 'outro núcleo').
 */
export interface OtherLot {
  id: number;
  name: string;
  block_name: string;
  project_id: number;
  project_name: string;
}

/** A CPF of this lot found elsewhere: where (null when the user may not see it). */
export interface CpfFound {
  cpf: string;
  /** Whose CPF it is on this lot. */
  person: 'holder' | 'partner';
  lot: OtherLot | null;
}

/**
 * A CPF of this lot in a not-cancelled legitimação (título or CRF) of another lot of the same
 * purpose (Decreto 9.310/2018 art. 16, §1º, II).
 */
export interface PriorLegitimation extends CpfFound {
  kind: LegalDocument;
  /** The other lot's real right at emission: legitimação fundiária or de posse; null when not recorded. */
  real_right: string | null;
  number: number;
  year: number;
}

/** The project settings the rules read (project_settings and projects.reurb_modality). */
export interface LegalProjectSettings {
  reurb_modality: string | null;
  nucleo_existence_date: string | null;
  nucleo_existence_evidence: string | null;
  /** The Município assessed the núcleo as consolidated (Decreto 9.310/2018 art. 3º, III); null: not yet. */
  nucleo_consolidated: boolean | null;
  income_cap_minimum_wages: number | null;
  minimum_wage_value: number | null;
  /**
   * The approval decision is recorded with its formal act and its publication (Decreto 9.310/2018
   * art. 21, V): the latest `aprovacao` stage of the project's procedure (domain/procedure/stages.ts).
   */
  approval_recorded: boolean;
  /** The date of the latest `aprovacao` stage (YYYY-MM-DD), null when none is recorded. */
  approved_on: string | null;
  /** A refusal (`indeferimento`, Decreto 9.310/2018 art. 39) was recorded after the latest approval. */
  refused_after_approval: boolean;
  /**
   * The Município's classification of the modality (Decreto 9.310/2018 art. 23, I and § 3º): whether
   * the project's procedure records a `classificacao` stage, and the modality of the latest one.
   */
  classification_recorded: boolean;
  classified_modality: string | null;
  /**
   * The parties the project's procedure notifies (Decreto 9.310/2018 art. 24) and what each still
   * waits for (domain/procedure/parties.ts `partyPending`): null when nothing.
   */
  notified_parties: readonly NotifiedPartyFact[];
  /**
   * Who answers for the works and services of the schedule (project settings), and whether the
   * núcleo already has its essential infrastructure: the CRF's item IV (Decreto 9.310/2018 art.
   * 38, IV), which in Reurb-E the Município defines at the approval (art. 35).
   */
  works_responsible: string | null;
  infrastructure_complete: boolean | null;
  /**
   * The day the termo de compromisso of the works was signed (project settings), null when not
   * stated: the CRF is made of it (Decreto 9.310/2018 art. 3º, V; art. 21, § 1º).
   */
  commitment_signed_on: string | null;
  /** The technical study of the risk and the day its measures were in place (Decreto 9.310/2018 art. 36), null when not stated. */
  risk_study: string | null;
  risk_measures_done_on: string | null;
  /**
   * The original owner of the núcleo's land, in whose name the matrículas of the vacant, unsold
   * units are opened (Decreto 9.310/2018 art. 52), null when not stated.
   */
  origin_owner_name: string | null;
  /**
   * Whose land the núcleo stands on (domain/enums/land.ts: public, private or both), null when not
   * stated: the legitimação de posse does not apply on public land (Decreto 9.310/2018 art. 18, § 2º).
   */
  land_ownership: string | null;
  /** The UTM zone the lots' coordinates are in (SIRGAS 2000), null for decimal degrees. */
  utm_zone: string | null;
}

/** A notified party, as the emission's rule names it. */
export interface NotifiedPartyFact {
  role: string;
  name: string;
  pending: PartyPending | null;
}

/** What the server looks up for a lot; the rules themselves are pure. */
export interface LegalFacts {
  /** YYYY-MM-DD, in the municipality's time (ages, dates in the past). */
  today: string;
  project: LegalProjectSettings;
  /** The household's monthly income (holder, companion, children and other residents); null when the holder's is unknown. */
  household_income: number | null;
  prior_legitimations: readonly PriorLegitimation[];
  /** The holder's or partner's CPF as holder or partner of other lots (registrations, not emissions). */
  cpf_elsewhere: readonly CpfFound[];
  /** Other lots listing this lot's partner as partner of a different holder. */
  partner_elsewhere: readonly CpfFound[];
}

/** A failed check: its state (at most the rule's severity), the message and the fields to fix. */
export interface Finding {
  state: 'blocked' | 'warning';
  message: string;
  /** Lot field names, or `settings.<field>` for a project setting. */
  fields: readonly string[];
  lots?: readonly (OtherLot | null)[];
}

/**
 * Where a project-level rule is met, besides the lot's and the settings' fields: the procedure's
 * stages (the approval, the classification) or its notified parties (art. 24).
 */
export const RULE_PLACES = ['procedure', 'notified-parties'] as const;
export type RulePlace = (typeof RULE_PLACES)[number];

export interface LegalRule {
  id: string;
  /** Short name shown in the panel. */
  title: string;
  /** The article(s) it comes from, as shown to users ("Lei 13.465/2017, art. 23, §1º, II"). */
  article: string;
  /** What it checks, in one sentence. */
  description: string;
  severity: Severity;
  documents: readonly LegalDocument[];
  /** Where staff act on it when no field of the lot or the settings says it. */
  place?: RulePlace;
  /** False when the rule does not apply to this lot (e.g. a Reurb-S rule in Reurb-E). */
  applies?: (lot: Values, facts: LegalFacts) => boolean;
  /**
   * The rule judges the occupants or the right conferred on them: it does not apply to a unit
   * left vacant and unsold, which has neither (Decreto 9.310/2018 art. 52; evaluate.ts).
   */
  aboutOccupants?: true;
  check: (lot: Values, facts: LegalFacts) => Finding[];
}

/** Where to fix something: a field of the lot form (its tab) or of the project settings. */
export interface FieldLink {
  resource: 'lots' | 'project-settings';
  field: string;
  label: string;
  /** The lot form's tab key (domain/entities/lot/index.ts); null for settings. */
  tab: string | null;
}

/** One rule evaluated on one lot. */
export interface RuleResult {
  id: string;
  title: string;
  article: string;
  description: string;
  severity: Severity;
  documents: readonly LegalDocument[];
  state: RuleState;
  messages: string[];
  fields: FieldLink[];
  lots: OtherLot[];
  place: RulePlace | null;
}

/**
 * The lot fields the rules read (besides id, name and project_id): what the gate loads for a
 * selection, so 10,000 lots do not travel with all their columns. A rule reading a new field
 * adds it here (domain/legal/rules.test.ts checks a fully qualified lot passes on these alone).
 */
export const LEGAL_LOT_FIELDS = [
  'owner_name',
  'civil_status',
  'occupation',
  'occupation_type',
  'cpf',
  'rg',
  'rg_emissor',
  'rg_uf',
  'owner_mother_name',
  'owner_father_name',
  'birth_date',
  'owner_death_date',
  'area_de_risco',
  'unidade_desocupada',
  'origin_owner_name',
  'data_ocupacao_imovel',
  'income',
  'spouse_name',
  'spouse_cpf',
  'spouse_rg',
  'spouse_rg_emissor',
  'spouse_rg_uf',
  'spouse_mother_name',
  'spouse_father_name',
  'spouse_occupation',
  'marriage_date',
  'marriage_regime_de_bens',
  'companion_occupation',
  'companion_occupation_type',
  'companion_civil_status',
  'companion_income',
  'uso_do_lote',
  'public_interest_act_number',
  'public_interest_act_date',
  'reurb_modality',
  'real_right',
  'land_ownership',
  'valor_justo',
  'valor_justo_pago_em',
  'contrato_aquisicao_file_id',
  'quitacao_aquisicao_file_id',
  ...COORDINATE_KEYS,
] as const;
