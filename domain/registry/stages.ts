import { labelled, type ValueOf } from '../enums/choice.ts';
import { PROCEDURE_STAGES, type ProcedureStage } from '../procedure/stages.ts';

/**
 * Where a lot stands at the registry office after the CRF (issue 16 part 5), worked out from its
 * registry facts (domain/entities/lot/registry.ts), declared once here for the lot screen, the
 * progress screen, the dashboard counts and the public answer at `/consulta`:
 * - `pendente`: no prenotação recorded for the lot yet;
 * - `prenotado`: prenotada, the office qualifying it (Decreto 9.310/2018 art. 42: 15 days to
 *   issue a nota de exigência or register), or an exigência already answered;
 * - `exigencia`: a nota de exigência not answered yet;
 * - `registrado`: registered, the lot's own matrícula opened (art. 42 § 1º, II; art. 50);
 * - `entregue`: the título delivered to the family.
 */
export const REGISTRY_STAGES = labelled([
  ['pendente', 'Aguardando prenotação no cartório'],
  ['prenotado', 'Prenotado (em qualificação no cartório)'],
  ['exigencia', 'Nota de exigência a atender'],
  ['registrado', 'Registrado (matrícula aberta)'],
  ['entregue', 'Título entregue à família'],
]);
export type RegistryStage = ValueOf<typeof REGISTRY_STAGES>;
export const REGISTRY_STAGE_IDS: readonly RegistryStage[] = REGISTRY_STAGES.map((s) => s.id);

/** The registry facts of a lot the stage is read from (stored forms, null when empty). */
export interface RegistryFacts {
  registry_prenotacao_on?: string | null;
  registry_exigencia_on?: string | null;
  registry_exigencia_answered_on?: string | null;
  registry_registered_on?: string | null;
  title_delivered_on?: string | null;
}

export function registryStage(lot: RegistryFacts): RegistryStage {
  if (lot.title_delivered_on) return 'entregue';
  if (lot.registry_registered_on) return 'registrado';
  if (lot.registry_exigencia_on && !lot.registry_exigencia_answered_on) return 'exigencia';
  if (lot.registry_prenotacao_on) return 'prenotado';
  return 'pendente';
}

/** The lot's stage as the public page says it to the family, in plain Portuguese. */
export const PUBLIC_REGISTRY_TEXT: Record<RegistryStage, string> = {
  pendente: 'O registro do seu lote no cartório de registro de imóveis ainda não começou.',
  prenotado: 'Os documentos do seu lote foram entregues ao cartório de registro de imóveis, que está analisando.',
  exigencia: 'O cartório pediu um ajuste nos documentos do seu lote. A prefeitura está providenciando.',
  registrado: 'O seu lote foi registrado no cartório de registro de imóveis. Aguarde a entrega do título.',
  entregue: 'O seu lote foi registrado e o título já foi entregue.',
};

/** The project's procedure stage (domain/procedure/stages.ts) as the public page says it. */
export const PUBLIC_PROJECT_TEXT: Record<ProcedureStage | 'nao_iniciado', string> = {
  nao_iniciado: 'A prefeitura ainda não registrou neste sistema as etapas do procedimento do núcleo.',
  requerimento: 'A regularização foi pedida e aguarda a decisão da prefeitura.',
  instauracao: 'A prefeitura abriu o processo de regularização do núcleo.',
  classificacao: 'A prefeitura definiu a modalidade da regularização.',
  notificacao: 'Os proprietários e vizinhos da área estão sendo notificados.',
  projeto: 'O projeto de regularização está sendo elaborado.',
  aprovacao: 'O projeto de regularização foi aprovado pela prefeitura.',
  crf: 'A prefeitura emitiu a Certidão de Regularização Fundiária (CRF).',
  prenotacao: 'A Certidão de Regularização Fundiária foi apresentada ao cartório de registro de imóveis.',
  exigencia:
    'O cartório de registro de imóveis pediu ajustes na Certidão de Regularização Fundiária. A prefeitura está providenciando.',
  registro: 'A regularização do núcleo foi registrada no cartório de registro de imóveis.',
  indeferimento:
    'A prefeitura indeferiu o pedido ou o projeto de regularização, com os motivos e o que deve ser ajustado para um novo pedido. Procure a prefeitura para saber mais.',
};

export const isProcedureStage = (value: string | null): value is ProcedureStage =>
  value !== null && (PROCEDURE_STAGES as readonly string[]).includes(value);
