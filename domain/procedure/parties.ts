import { z } from 'zod';
import { labelled, valuesOf } from '../enums/choice.ts';
import { normaliseCnpj, normaliseCpf } from '../validation/documents.ts';
import { fail, type Outcome } from '../validation/outcome.ts';
import { addDays, isIsoDate } from './calendar.ts';
import { formatDate } from '../validation/dates.ts';
import { dueDate, clockState, CLOCK_RULES, type ClockState, type Deadline } from './clocks.ts';
import type { ClockCalendar } from './calendar.ts';

/**
 * The people the municipality must notify (Lei 13.465/2017 art. 31; Decreto 9.310/2018 art. 24,
 * § 1º: "os titulares de domínio, os responsáveis pela implantação do núcleo urbano informal,
 * os confinantes e os terceiros eventualmente interessados").
 */
export const PARTY_ROLES = labelled([
  ['titular', 'Titular de domínio'],
  ['responsavel', 'Responsável pela implantação do núcleo'],
  ['confrontante', 'Confrontante'],
  ['terceiro', 'Terceiro interessado'],
]);
export type PartyRole = (typeof PARTY_ROLES)[number]['id'];

/** How the notice reached them: by post with AR (art. 24 §4) or by edital (art. 24 §5). */
export const NOTICE_METHODS = labelled([
  ['ar', 'Via postal com aviso de recebimento (AR)'],
  ['edital', 'Edital (não encontrado ou recusou a notificação)'],
]);
export type NoticeMethod = (typeof NOTICE_METHODS)[number]['id'];

/**
 * The decision on an impugnação (Decreto 9.310/2018, art. 24):
 * - accepted in whole: the project may change (§ 3º: "acolhimento, total ou parcial");
 * - accepted in part: the project may change in that part (§ 3º), and the part not accepted goes to
 *   the extrajudicial composition of conflicts (§ 7º: "será iniciado caso a impugnação não seja
 *   acolhida");
 * - not accepted: the composition of conflicts (§ 7º);
 * - rejected as unfounded, on § 12's grounds: the 15 days to appeal (§ 10).
 * "Acolhida" meant "total ou parcialmente" until 2026-12-07, when a partial acceptance settled the
 * party and a founded impugnação the Município did not accept had no decision to record. A party
 * decided before keeps "acolhida", read as the whole: the staff who recorded it review it.
 */
export const IMPUGNATION_DECISIONS = labelled([
  ['acolhida', 'Acolhida integralmente'],
  ['acolhida-parcialmente', 'Acolhida em parte'],
  ['nao-acolhida', 'Não acolhida'],
  ['rejeitada', 'Rejeitada (infundada)'],
]);
export type ImpugnationDecision = (typeof IMPUGNATION_DECISIONS)[number]['id'];

export const isImpugnationDecision = (value: unknown): value is ImpugnationDecision =>
  IMPUGNATION_DECISIONS.some((d) => d.id === value);

/** The decisions that send the impugnação, or the part of it not accepted, to composition (art. 24, § 7º). */
export const COMPOSITION_DECISIONS: readonly ImpugnationDecision[] = ['acolhida-parcialmente', 'nao-acolhida'];
export const goesToComposition = (decision: string | null | undefined): boolean =>
  COMPOSITION_DECISIONS.includes(decision as ImpugnationDecision);

/**
 * Art. 24, §§ 3º e 7º: what was accepted changes the project and what was not goes to composition, so the
 * decision says which is which: without it neither the composition nor the project knows its object.
 */
export const COMPOSITION_NEEDS_REASONS =
  'Informe as razões da decisão: o que da impugnação não foi acolhido vai ao procedimento extrajudicial de composição de conflitos (Decreto nº 9.310/2018, art. 24, § 7º), e o que foi acolhido pode alterar o projeto (art. 24, § 3º)';

/** Art. 24, § 7º, and art. 27, § 2º: the composition ends in a term of agreement, which conditions the CRF, or otherwise. */
export const COMPOSITION_NEEDS_RESULT =
  'Informe como terminou a composição de conflitos: o acordo reduzido a termo (Decreto nº 9.310/2018, art. 27, § 2º), a alteração do projeto ou a decisão tomada';

/**
 * The grounds on which an impugnação is unfounded (Decreto 9.310/2018, art. 24, § 12: "Considera-se
 * infundada a impugnação que: I - não indicar, de forma plausível, onde e de que forma a Reurb avança na
 * propriedade do impugnante; II - não apresentar motivação, ainda que sumária; ou III - versar sobre
 * matéria estranha ao procedimento da Reurb em andamento"). § 10 lets the Município reject only the
 * unfounded one, so a rejection names at least one of them: an impugnação rejected on any other ground
 * is one the Município must decide on its merits, and a rejection outside § 12 is an act a court could
 * undo together with the Reurb built on it.
 */
export const REJECTION_GROUNDS = labelled([
  [
    'sem-localizacao',
    'Não indica, de forma plausível, onde e de que forma a Reurb avança na propriedade do impugnante (art. 24, § 12, I)',
  ],
  ['sem-motivacao', 'Não apresenta motivação, ainda que sumária (art. 24, § 12, II)'],
  ['materia-estranha', 'Versa sobre matéria estranha ao procedimento da Reurb em andamento (art. 24, § 12, III)'],
]);
export type RejectionGround = (typeof REJECTION_GROUNDS)[number]['id'];

/** Art. 24, §§ 10 e 12: only the unfounded impugnação is rejected, on one of § 12's grounds. */
export const REJECTION_NEEDS_GROUNDS =
  'Marque em qual hipótese do art. 24, § 12 do Decreto nº 9.310/2018 a impugnação é infundada: só a impugnação infundada pode ser rejeitada (art. 24, § 10)';

/** Art. 24, § 10: the unfounded impugnação is rejected "por meio de ato fundamentado do qual constem as razões". */
export const REJECTION_NEEDS_REASONS =
  'Informe as razões da rejeição: a impugnação infundada é rejeitada por ato fundamentado (Decreto nº 9.310/2018, art. 24, § 10)';

/** A CPF (11 digits) or CNPJ (14 digits), masked or bare, checked by its check digits. */
export function normaliseDocument(raw: string): Outcome<string> {
  const digits = raw.replace(/\D/g, '');
  if (digits.length <= 11) return normaliseCpf(raw);
  if (digits.length <= 14) return normaliseCnpj(raw);
  return fail('CPF ou CNPJ inválido');
}

const isoDate = (message: string) => z.string({ error: message }).refine(isIsoDate, { message });
/** Optional text: blank is null (cleared); absent stays absent, so a step that does not send it keeps it. */
const text = (max: number, label: string) =>
  z
    .string({ error: `${label} inválido` })
    .trim()
    .max(max, `${label}: até ${max} caracteres`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const document = z
  .string({ error: 'CPF ou CNPJ inválido' })
  .nullish()
  .transform((raw, ctx) => {
    if (!raw || !raw.trim()) return null;
    const outcome = normaliseDocument(raw);
    if (!outcome.ok) {
      ctx.addIssue({ code: 'custom', message: outcome.message });
      return z.NEVER;
    }
    return outcome.value;
  });

export const partyBody = z.strictObject({
  role: z.enum(valuesOf(PARTY_ROLES) as [PartyRole, ...PartyRole[]], { error: 'Papel inválido' }),
  name: z.string({ error: 'Informe o nome' }).trim().min(2, 'Informe o nome').max(200, 'Nome: até 200 caracteres'),
  document,
  address: text(300, 'Endereço'),
  registry_ref: text(100, 'Matrícula ou transcrição'),
});

/** The notice and what followed, as each step happens (all optional; the server checks the order). */
export const partyProgressBody = z.strictObject({
  notice_method: z.enum(['ar', 'edital'], { error: 'Forma de notificação inválida' }).nullish(),
  notified_on: isoDate('Data de recebimento ou publicação inválida').nullish(),
  impugnation_on: isoDate('Data da impugnação inválida').nullish(),
  impugnation_text: text(4000, 'Texto da impugnação'),
  impugnation_file_id: z.number({ error: 'Arquivo inválido' }).int().positive().nullish(),
  decision: z
    .enum(valuesOf(IMPUGNATION_DECISIONS) as [ImpugnationDecision, ...ImpugnationDecision[]], {
      error: 'Decisão inválida',
    })
    .nullish(),
  decision_reasons: text(4000, 'Razões da decisão'),
  /** Absent keeps what is recorded; null or [] clears it (an acceptance has none). */
  decision_grounds: z
    .array(
      z.enum(valuesOf(REJECTION_GROUNDS) as [RejectionGround, ...RejectionGround[]], {
        error: 'Fundamento da rejeição inválido',
      }),
      { error: 'Fundamentos da rejeição inválidos' },
    )
    .max(REJECTION_GROUNDS.length)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v?.length ? [...new Set(v)] : null)),
  decision_notified_on: isoDate('Data da notificação da decisão inválida').nullish(),
  appeal_on: isoDate('Data do recurso inválida').nullish(),
  appeal_text: text(4000, 'Razões do recurso'),
  appeal_resolved_on: isoDate('Data da resolução do recurso inválida').nullish(),
  appeal_resolution: text(4000, 'Resolução do recurso'),
  composition_resolved_on: isoDate('Data do fim da composição inválida').nullish(),
  composition_resolution: text(4000, 'Resultado da composição'),
});

/** Where a party stands: the two windows of art. 24 (§ 1º impugnar in 30 days; § 10 recorrer in 15). */
export interface PartyWindows {
  impugnation_due_on: string | null;
  impugnation_state: ClockState | null;
  appeal_due_on: string | null;
  appeal_state: ClockState | null;
}

export interface PartyFacts {
  notice_method: string | null;
  notified_on: string | null;
  impugnation_on: string | null;
  tacit_agreement_on: string | null;
  decision: string | null;
  decision_notified_on: string | null;
  appeal_on: string | null;
  appeal_window_closed_on: string | null;
}

/**
 * Days after an edital's last publication before its term starts to count (Decreto 9.310/2018,
 * art. 85, parágrafo único: for a notification "feita por edital", "a contagem do prazo terá
 * início dez dias após a última publicação").
 */
export const EDITAL_COUNT_DELAY_DAYS = 10;

/**
 * The day the 30 days to impugn count from: the AR's receipt (art. 24 §§ 1º e 4º) or, by
 * edital (art. 24 § 5º), ten days after its last publication (art. 85, parágrafo único). Art. 85
 * sits in the chapter on loteamentos but speaks of "as intimações e notificações previstas neste
 * Decreto"; reading it for the Reurb's edital too gives the unfound owner or neighbour the
 * longer term, and keeps the tacit agreement (art. 24 § 6º) from being recorded ten days early,
 * where a court could undo the Reurb built on it.
 */
export function impugnationStartsOn(p: Pick<PartyFacts, 'notice_method' | 'notified_on'>): string | null {
  if (!p.notified_on) return null;
  return p.notice_method === 'edital' ? addDays(p.notified_on, EDITAL_COUNT_DELAY_DAYS) : p.notified_on;
}

/** The party's windows on `today`: met by the act or by the system's record when it closed in silence. */
export function partyWindows(p: PartyFacts, calendar: ClockCalendar, today: string): PartyWindows {
  const starts = impugnationStartsOn(p);
  const impugnationDue = starts ? dueDate('impugnacao', starts, calendar) : null;
  const appealDue =
    p.decision === 'rejeitada' && p.decision_notified_on ? dueDate('recurso', p.decision_notified_on, calendar) : null;
  return {
    impugnation_due_on: impugnationDue,
    impugnation_state: impugnationDue
      ? clockState(impugnationDue, p.impugnation_on ?? p.tacit_agreement_on, today)
      : null,
    appeal_due_on: appealDue,
    appeal_state: appealDue ? clockState(appealDue, p.appeal_on ?? p.appeal_window_closed_on, today) : null,
  };
}

const roleLabel = (role: string) => PARTY_ROLES.find((r) => r.id === role)?.name ?? role;

/** The impugnação and appeal clocks of a project's parties, for the Prazos page. */
export function partyDeadlines(
  rows: readonly (PartyFacts & { id: number; role: string; name: string })[],
  calendar: ClockCalendar,
  today: string,
): Deadline[] {
  return rows.flatMap((p) => {
    const w = partyWindows(p, calendar, today);
    const who = `${roleLabel(p.role)}: ${p.name}`;
    const out: Deadline[] = [];
    const starts = impugnationStartsOn(p);
    if (w.impugnation_due_on && p.notified_on && starts)
      out.push({
        id: `impugnacao:parte-${p.id}`,
        kind: 'impugnacao',
        article: CLOCK_RULES.impugnacao.article,
        starts_on: starts,
        due_on: w.impugnation_due_on,
        state: w.impugnation_state!,
        met_on: p.impugnation_on ?? p.tacit_agreement_on,
        subject:
          p.notice_method === 'edital'
            ? `${who} (edital publicado em ${formatDate(p.notified_on)}; prazo contado de ${formatDate(starts)})`
            : `${who} (notificado em ${formatDate(p.notified_on)})`,
      });
    if (w.appeal_due_on && p.decision_notified_on)
      out.push({
        id: `recurso:parte-${p.id}`,
        kind: 'recurso',
        article: CLOCK_RULES.recurso.article,
        starts_on: p.decision_notified_on,
        due_on: w.appeal_due_on,
        state: w.appeal_state!,
        met_on: p.appeal_on ?? p.appeal_window_closed_on,
        subject: `${who} (impugnação rejeitada)`,
      });
    return out;
  });
}

/**
 * What still stands between a notified party and the Reurb's going on (Decreto 9.310/2018 art.
 * 24), or null when nothing does:
 * - `notificacao`: not yet notified (§ 1º: the Município notifies each of them);
 * - `impugnacao`: notified, the 30 days to impugn still open (§ 1º); silence is agreement only
 *   once they close (§ 6º), which the system records the day after (tacit_agreement_on);
 * - `decisao`: impugned, and no decision recorded (§§ 3º e 10);
 * - `notificacao-decisao`: rejected, and the impugnante's notice of it not recorded: the 15 days to
 *   appeal have not started (§ 10);
 * - `recurso`: the 15 days to appeal still open (§ 10);
 * - `resolucao-recurso`: appealed, and no resolution recorded: a consensus is reduced to a term
 *   that conditions the CRF (§ 11; art. 27, § 2º), or the conflict goes to composition (§ 11);
 * - `composicao`: not accepted, in whole or in part, and the composition's end not recorded (§ 7º;
 *   art. 27, § 2º: the agreement "constituirá condição para a conclusão da Reurb, com consequente
 *   expedição da CRF").
 * An impugnação accepted in whole settles the party: the project changes as the Município decided (§ 3º).
 */
export type PartyPending =
  'notificacao' | 'impugnacao' | 'decisao' | 'notificacao-decisao' | 'recurso' | 'resolucao-recurso' | 'composicao';

export type PartyProgressFacts = Pick<
  PartyFacts,
  | 'notified_on'
  | 'impugnation_on'
  | 'tacit_agreement_on'
  | 'decision'
  | 'decision_notified_on'
  | 'appeal_on'
  | 'appeal_window_closed_on'
> & { appeal_resolved_on: string | null; composition_resolved_on: string | null };

export function partyPending(p: PartyProgressFacts): PartyPending | null {
  if (!p.notified_on) return 'notificacao';
  if (!p.impugnation_on) return p.tacit_agreement_on ? null : 'impugnacao';
  if (!p.decision) return 'decisao';
  if (goesToComposition(p.decision)) return p.composition_resolved_on ? null : 'composicao';
  if (p.decision !== 'rejeitada') return null;
  if (!p.decision_notified_on) return 'notificacao-decisao';
  if (!p.appeal_on) return p.appeal_window_closed_on ? null : 'recurso';
  return p.appeal_resolved_on ? null : 'resolucao-recurso';
}

/** What each pending step is called where the emission's rule names it. */
export const PARTY_PENDING_TEXT: Record<PartyPending, string> = {
  notificacao: 'notificação não registrada (art. 24, § 1º)',
  impugnacao: 'prazo de 30 dias para impugnação em curso (art. 24, §§ 1º e 6º)',
  decisao: 'impugnação sem decisão registrada (art. 24, §§ 3º e 10)',
  'notificacao-decisao':
    'rejeição da impugnação sem a data em que o impugnante foi notificado dela: o prazo de recurso não começou (art. 24, § 10)',
  recurso: 'prazo de 15 dias para recurso contra a rejeição em curso (art. 24, § 10)',
  'resolucao-recurso': 'recurso sem resolução registrada (art. 24, § 11, e art. 27, § 2º)',
  composicao:
    'impugnação não acolhida, no todo ou em parte, sem o fim da composição de conflitos registrado (art. 24, § 7º, e art. 27, § 2º)',
};
