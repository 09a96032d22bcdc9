import { labelled, type ValueOf } from '../enums/choice.ts';

/**
 * The stages of a project's Reurb procedure (issue 16 part 1), in their legal order. The
 * phases are those of Lei 13.465/2017 art. 28 and Decreto 9.310/2018 art. 21 (I requerimento,
 * II processamento with the notifications, III projeto, V decisão, VI CRF, VII registro), with
 * the acts the law names inside them split out because each starts or stops a clock:
 * instauração (Dec. art. 25), classificação (Lei art. 30, I and § 2º; Dec. art. 23, I and § 2º),
 * and the registry's prenotação and nota de exigência (Dec. arts. 40 parágrafo único and 42).
 * The nota de exigência is the one stage that may not happen: a CRF the office qualifies
 * without requirements goes from prenotação to registro. Saneamento (art. 21, IV) has no act of its
 * own in the procedure we follow and is recorded, when a municipality wants it, as a note.
 * The lot phases of the spec (1 and 2) are another thing and stay as they are.
 */
export const PROCEDURE_STAGES = [
  'requerimento',
  'instauracao',
  'classificacao',
  'notificacao',
  'projeto',
  'aprovacao',
  'crf',
  'prenotacao',
  'exigencia',
  'registro',
  'indeferimento',
] as const;
export type ProcedureStage = (typeof PROCEDURE_STAGES)[number];

/**
 * The stages of the legal order, in it: every stage but the refusal, which is an outcome, not a
 * step (Decreto 9.310/2018 art. 23, § 2º: "classificar e fixar ... ou indeferir, fundamentadamente,
 * o requerimento"; art. 39: "O indeferimento do projeto ... será técnica e legalmente
 * fundamentado, de modo a permitir ... a reformulação do referido projeto e a reavaliação do pedido").
 */
export const ORDERED_STAGES = PROCEDURE_STAGES.filter((s) => s !== 'indeferimento');

/** The stages a refusal may follow: the requerimento until its classification (§ 2º), the project until its approval (art. 39). */
const REFUSABLE: readonly ProcedureStage[] = ['requerimento', 'instauracao', 'classificacao', 'notificacao', 'projeto'];

/** Extra facts a stage records besides date, act number, note and the act's file. */
export type StageField = 'requester' | 'legitimado' | 'modality' | 'publication_date';
/** Facts a stage cannot be recorded without: its own, or the note that holds what the act says (`requiredNote`). */
export type RequiredField = StageField | 'note';

/** The note a stage cannot be recorded without: what the form calls it and the refusal when it is missing. */
export interface RequiredNote {
  label: string;
  missing: string;
}

export interface StageDefinition {
  key: ProcedureStage;
  label: string;
  /** What the stage's act is, for the form's help text. */
  act: string;
  /** The articles the stage comes from (Decreto 9.310/2018 checked in its text). */
  article: string;
  fields: readonly StageField[];
  /** Fields the stage cannot be recorded without. */
  required: readonly RequiredField[];
  /** When `required` has the note: what it holds. */
  requiredNote?: RequiredNote;
  /** A stage the procedure may pass without: going over it is the ordinary path, not a skip. */
  optional?: true;
}

export const STAGE_DEFINITIONS: readonly StageDefinition[] = [
  {
    key: 'requerimento',
    label: 'Requerimento',
    act: 'Requerimento por escrito de um dos legitimados',
    article: 'Lei 13.465/2017, arts. 14 e 28, I; Decreto 9.310/2018, arts. 21, I, e 25',
    fields: ['requester', 'legitimado', 'modality'],
    required: ['requester', 'legitimado'],
  },
  {
    key: 'instauracao',
    label: 'Instauração',
    act: 'Decisão do Município que instaura a Reurb (nº do ato e data)',
    article: 'Decreto 9.310/2018, art. 25',
    fields: [],
    required: [],
  },
  {
    key: 'classificacao',
    label: 'Classificação da modalidade',
    act: 'Decisão que classifica a Reurb (Reurb-S, Reurb-E ou mista)',
    article: 'Lei 13.465/2017, art. 30, I e §§ 2º e 3º; Decreto 9.310/2018, art. 23, I e §§ 2º e 3º',
    fields: ['modality'],
    required: ['modality'],
  },
  {
    key: 'notificacao',
    label: 'Buscas e notificações',
    act: 'Buscas da titularidade e notificação dos titulares, confrontantes e terceiros',
    article: 'Lei 13.465/2017, art. 31; Decreto 9.310/2018, arts. 21, II, e 24',
    fields: [],
    required: [],
  },
  {
    key: 'projeto',
    label: 'Elaboração do projeto',
    act: 'Projeto de regularização fundiária',
    article: 'Lei 13.465/2017, art. 28, III; Decreto 9.310/2018, arts. 21, III, e 30',
    fields: [],
    required: [],
  },
  {
    key: 'aprovacao',
    label: 'Aprovação',
    act: 'Pronunciamento da autoridade competente que aprova o projeto (ato, data e publicação)',
    article: 'Lei 13.465/2017, art. 40; Decreto 9.310/2018, arts. 21, V, e 37',
    fields: ['publication_date'],
    required: [],
  },
  {
    key: 'crf',
    label: 'CRF emitida',
    act: 'Certidão de Regularização Fundiária expedida pelo Município',
    article: 'Lei 13.465/2017, art. 41; Decreto 9.310/2018, arts. 21, VI, e 38',
    fields: [],
    required: [],
  },
  {
    key: 'prenotacao',
    label: 'CRF protocolada no cartório',
    act: 'Prenotação da CRF no cartório de registro de imóveis (nº do protocolo)',
    article: 'Decreto 9.310/2018, arts. 40 e 42',
    fields: [],
    required: [],
  },
  {
    key: 'exigencia',
    label: 'Nota de exigência do cartório',
    act: 'Nota de exigência (nota devolutiva fundamentada) do cartório, com os motivos e as exigências',
    article: 'Decreto 9.310/2018, arts. 40, parágrafo único, e 42',
    fields: [],
    // Art. 40, parágrafo único: the oficial "expedirá nota devolutiva fundamentada, na qual indicará os
    // motivos da recusa e estipulará as exigências"; recorded without them, nobody can answer it.
    required: ['note'],
    requiredNote: {
      label: 'Motivos da recusa e exigências da nota devolutiva',
      missing:
        'Informe os motivos da recusa e as exigências da nota devolutiva do cartório (Decreto 9.310/2018, art. 40, parágrafo único)',
    },
    optional: true,
  },
  {
    key: 'registro',
    label: 'Registrada',
    act: 'Registro da CRF e do projeto aprovado no cartório de registro de imóveis',
    article: 'Decreto 9.310/2018, arts. 21, VII, e 42, § 1º',
    fields: [],
    required: [],
  },
  {
    key: 'indeferimento',
    label: 'Indeferimento',
    act: 'Decisão fundamentada que indefere o requerimento ou o projeto, com os motivos técnicos e legais e o que reformular para um novo pedido',
    article: 'Decreto 9.310/2018, art. 23, § 2º, art. 25, parágrafo único, e art. 39',
    fields: [],
    required: ['note'],
    requiredNote: {
      label: 'Fundamentos do indeferimento e o que reformular',
      missing:
        'Informe os fundamentos técnicos e legais do indeferimento e o que reformular para um novo pedido (Decreto 9.310/2018, arts. 25, parágrafo único, e 39)',
    },
  },
];

export const STAGE_CHOICES = labelled(STAGE_DEFINITIONS.map((s) => [s.key, s.label] as const));

export const stageDefinition = (key: ProcedureStage): StageDefinition => STAGE_DEFINITIONS.find((s) => s.key === key)!;

export const stageIndex = (key: ProcedureStage): number => PROCEDURE_STAGES.indexOf(key);

/**
 * Who may ask for a Reurb (Lei 13.465/2017 art. 14, I to V; Decreto 9.310/2018 art. 25 says
 * the requerimento comes from "um dos legitimados").
 */
export const LEGITIMADOS = labelled([
  ['poder_publico', 'União, Estados, Distrito Federal ou Municípios (art. 14, I)'],
  ['beneficiarios', 'Beneficiários, individual ou coletivamente, ou suas associações (art. 14, II)'],
  ['proprietarios', 'Proprietários, loteadores ou incorporadores (art. 14, III)'],
  ['defensoria', 'Defensoria Pública (art. 14, IV)'],
  ['ministerio_publico', 'Ministério Público (art. 14, V)'],
]);
export type Legitimado = ValueOf<typeof LEGITIMADOS>;

/** Where a new stage event stands against the current stage. */
export const STAGE_MOVES = ['first', 'next', 'same', 'back', 'skip'] as const;
export type StageMove = (typeof STAGE_MOVES)[number];

/**
 * How recording `next` moves the procedure from `current` (the stage of the latest event,
 * null before any). Only the first stage or the next one is the ordinary path; going back
 * (a correction, an annulled act), repeating a stage or skipping one needs a reason, kept with
 * the event, so the history explains every departure from the legal order.
 */
export function stageMove(current: ProcedureStage | null, next: ProcedureStage): StageMove {
  if (current === null) return next === 'requerimento' ? 'first' : 'skip';
  if (ordinaryNext(current).includes(next)) return 'next';
  const delta = stageIndex(next) - stageIndex(current);
  if (delta === 0) return 'same';
  return delta < 0 ? 'back' : 'skip';
}

/**
 * The stages that follow `current` on the ordinary path: the next one, and past an optional
 * stage the one after it (a CRF registered with no nota de exigência). After a nota de
 * exigência, the CRF presented again is a new prenotação (Decreto 9.310/2018 art. 42: each
 * presentation is prenoted and qualified within its fifteen days), not a step back.
 */
export function ordinaryNext(current: ProcedureStage): ProcedureStage[] {
  // After a refusal, a new requerimento, or the project reformulated for a new evaluation (art. 39).
  if (current === 'indeferimento') return ['requerimento', 'projeto'];
  const out: ProcedureStage[] = [];
  for (let i = stageIndex(current) + 1; i < ORDERED_STAGES.length; i++) {
    out.push(ORDERED_STAGES[i]);
    if (!stageDefinition(ORDERED_STAGES[i]).optional) break;
  }
  if (current === 'exigencia') out.push('prenotacao');
  // A refusal is the ordinary end of a request or project the Município does not accept.
  if (REFUSABLE.includes(current)) out.push('indeferimento');
  return out;
}

/** The stage the form proposes after `current`: the next one the procedure cannot go without. */
export const proposedNext = (current: ProcedureStage | null): ProcedureStage =>
  current === null ? 'requerimento' : (ordinaryNext(current).find((s) => !stageDefinition(s).optional) ?? current);

export const needsReason = (move: StageMove): boolean => move === 'back' || move === 'skip' || move === 'same';
