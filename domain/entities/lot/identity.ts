import { DEFAULT_LOT_STATUS, LOT_STATUSES } from '../../enums/lot-status.ts';
import { DEFAULT_PROJECT_PHASE, PROJECT_PHASES, USOS_DO_LOTE } from '../../enums/lot.ts';
import { LOT_REURB_MODALITIES } from '../../enums/project.ts';
import {
  boolean,
  cep,
  choice,
  date,
  datetime,
  decimal,
  inSection,
  integer,
  json,
  reference,
  text,
} from '../../fields/builders.ts';
import { WHEN_MISTA, WHEN_NOT_ONLY_RESIDENTIAL } from '../conditions.ts';

/** The act the two fields name, under the first: the words a label could not hold on a phone. */
const PUBLIC_INTEREST_ACT =
  'O ato do Poder Público que reconhece o interesse público da ocupação (Lei nº 13.465/2017, art. 23, § 1º, III)';

/**
 * Lot, "Identidade e localização" (docs/entities.md#entities). `views: ['list']` marks the keys of the light
 * list row (GET /lots/list, domain/api/lot-list.ts) and its sorts.
 */
/** The lot's address fields, in the order the form shows them and the documents print them (server/reports/format.ts, `address`). */
export const LOT_ADDRESS_FIELDS = [
  'street_address',
  'street_number',
  'street_complement',
  'bairro',
  'cidade',
  'cep',
] as const;

export const LOT_IDENTITY = inSection('identity', [
  integer('id', 'ID', { readOnly: true, views: ['list', 'show'] }),
  text('name', 'Identificador', {
    required: true,
    min: 3,
    max: 512,
    views: ['list', 'show', 'create', 'edit', 'quickCreate'],
    storage: 'sortedName',
  }),
  reference('block_id', 'Quadra', 'blocks', {
    required: true,
    views: ['list', 'show', 'create', 'edit', 'quickCreate'],
  }),
  /** Follows the block; set by the server. */
  reference('project_id', 'Projeto', 'projects', { readOnly: true, views: ['list', 'show'] }),
  /** Changed only through PATCH /lots/{id}/update-status (docs/states.md#states). */
  choice('status', 'Situação', LOT_STATUSES, { readOnly: true, views: ['list', 'show'], initial: DEFAULT_LOT_STATUS }),
  datetime('updated_at', 'Atualizado em', { readOnly: true, views: ['list', 'show'] }),
  /** Who did the social registration and the improvements (docs/entities.md#entities assigned_users). */
  json('assigned_users', 'Responsáveis', { readOnly: true, storage: 'computed' }),
  /** Not named in the spec's lot fields: lots move between phases 1 and 2 (docs/entities.md#entities Project). */
  choice('project_phase', 'Etapa', PROJECT_PHASES, {
    readOnly: true,
    views: ['list', 'show'],
    initial: DEFAULT_PROJECT_PHASE,
  }),
  text('n_selagem', 'Nº de selagem'),
  text('n_proposta', 'Nº da proposta'),
  text('street_address', 'Logradouro'),
  text('street_number', 'Número'),
  text('street_complement', 'Complemento'),
  cep('cep', 'CEP'),
  text('cidade', 'Cidade'),
  text('bairro', 'Bairro'),
  choice('uso_do_lote', 'Uso do lote', USOS_DO_LOTE),
  /**
   * The lot lies in an area of geotechnical, flood or other risk specified in law (Decreto
   * 9.310/2018 art. 36): its Reurb waits for the technical study and the measures it indicates
   * (project settings; the rule 'area-de-risco', domain/legal/rules.ts). Per lot, for § 3º lets
   * the part of the núcleo outside the risk area be approved apart.
   */
  boolean('area_de_risco', 'Lote em área de risco', {
    helperText:
      'Geotécnico, de inundação ou outro previsto em lei: a Reurb do lote espera o estudo técnico e as medidas implantadas (Decreto 9.310/2018, art. 36)',
  }),
  /**
   * A unit nobody occupies and nobody bought (Decreto 9.310/2018 art. 52, caput): the CRF lists it
   * among the regularised units (art. 38, V) with its matrícula opened in the name of the núcleo's
   * original owner (project settings, origin_owner_name), and no título is issued for it. The
   * rules about occupants do not apply to it (domain/legal/vacant-rules.ts). A unit sold, built or
   * not, is not vacant: its buyer is its holder (art. 52, § 1º; art. 50, parágrafo único).
   */
  boolean('unidade_desocupada', 'Unidade desocupada e não comercializada', {
    helperText:
      'Sem ocupante nem comprador: a CRF a inclui, sem título, com a matrícula em nome do titular originário do domínio (Decreto 9.310/2018, art. 52)',
  }),
  /**
   * Legitimação in Reurb-S of a unit with a non-residential purpose needs the public interest
   * of its occupation recognised by the Poder Público (Lei 13.465/2017 art. 23, §1º, III;
   * Decreto 9.310/2018 art. 16, §1º, III): the act's number and date (domain/legal/).
   */
  text('public_interest_act_number', 'Nº do ato de interesse público', {
    max: 100,
    when: WHEN_NOT_ONLY_RESIDENTIAL,
    helperText: PUBLIC_INTEREST_ACT,
  }),
  date('public_interest_act_date', 'Data do ato de interesse público', {
    past: true,
    when: WHEN_NOT_ONLY_RESIDENTIAL,
  }),
  /**
   * Only in a project of Reurb mista: the modality of this lot (Decreto 9.310/2018 art. 5º, §7º).
   * Elsewhere the project's modality is every lot's (lotModality), so the field is not shown.
   */
  choice('reurb_modality', 'Modalidade da Reurb do lote', LOT_REURB_MODALITIES, {
    when: WHEN_MISTA,
    helperText: 'Na Reurb mista, cada lote tem a sua (Decreto nº 9.310/2018, art. 5º, § 7º)',
  }),
  decimal('area', 'Área do lote (m²)', { min: 0 }),
  decimal('area_projecao_edificacao', 'Área de projeção da edificação (m²)', { min: 0 }),
  /**
   * The built area of every floor, which the notícia of the building states for its averbação in
   * Reurb-S (Decreto 9.310/2018 art. 72; server/registry/averbacao.ts); up to 70 m² of a first
   * residential construction its averbação is free (art. 54, V).
   */
  decimal('area_construida', 'Área construída (m²)', {
    min: 0,
    helperText: 'De todos os pavimentos: a averbação da edificação na Reurb-S a declara (Decreto 9.310/2018, art. 72)',
  }),
  text('inscricao_imobiliaria', 'Inscrição imobiliária'),
]);
