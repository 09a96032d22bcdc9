import { addDays, addYears, daysBetween, nextBusinessDay, type ClockCalendar } from './calendar.ts';

/** The legal clocks of the procedure (issue 16 part 3), each declared once with its article. */
export const CLOCK_KINDS = [
  'classificacao',
  'impugnacao',
  'recurso',
  'qualificacao_registral',
  'conclusao_registro',
  'isencao_registro',
  'conversao_posse',
] as const;
export type ClockKind = (typeof CLOCK_KINDS)[number];

export const CLOCK_STATES = ['running', 'due_soon', 'overdue', 'met'] as const;
export type ClockState = (typeof CLOCK_STATES)[number];

export const CLOCK_STATE_LABELS: Record<ClockState, string> = {
  running: 'Em curso',
  due_soon: 'Vence em até 7 dias',
  overdue: 'Vencido',
  met: 'Cumprido',
};

/** "Due soon": the end is today or within this many days. */
export const DUE_SOON_DAYS = 7;

export interface ClockRule {
  kind: ClockKind;
  label: string;
  article: string;
  /** The event the clock starts from (the day itself is not counted, Lei 9.784/1999 art. 66). */
  startsOn: string;
  /** What stops it. */
  metBy: string;
  length: { days: number } | { years: number };
  /**
   * Whether an end on a day without office hours moves to the next business day (Lei
   * 9.784/1999 art. 66 §1). True for every window someone must act within; false for a term
   * after which a right arises by itself.
   */
  rollsToBusinessDay: boolean;
}

export const CLOCK_RULES: Record<ClockKind, ClockRule> = {
  classificacao: {
    kind: 'classificacao',
    label: 'Classificar a modalidade da Reurb',
    article: 'Lei 13.465/2017, art. 30, § 2º; Decreto 9.310/2018, art. 23, § 2º',
    startsOn: 'Data do requerimento',
    metBy:
      'Classificação ou indeferimento fundamentado do requerimento (ou, vencido o prazo, fixação automática da modalidade pedida, art. 30, § 3º)',
    length: { days: 180 },
    rollsToBusinessDay: true,
  },
  impugnacao: {
    kind: 'impugnacao',
    label: 'Prazo para impugnação',
    article:
      'Lei 13.465/2017, art. 31, §§ 1º e 4º a 6º; Decreto 9.310/2018, art. 24, §§ 1º, 5º e 6º, e art. 85, parágrafo único',
    startsOn: 'Recebimento da notificação (AR) ou, por edital, dez dias após a última publicação',
    metBy: 'Impugnação apresentada, ou anuência tácita quando o prazo termina em silêncio',
    length: { days: 30 },
    rollsToBusinessDay: true,
  },
  recurso: {
    kind: 'recurso',
    label: 'Prazo para recurso contra a rejeição da impugnação',
    article: 'Decreto 9.310/2018, art. 24, § 10',
    startsOn: 'Notificação da decisão que rejeitou a impugnação',
    metBy: 'Recurso apresentado, ou o prazo termina e a Reurb segue',
    length: { days: 15 },
    rollsToBusinessDay: true,
  },
  qualificacao_registral: {
    kind: 'qualificacao_registral',
    label: 'Cartório: nota de exigência ou atos de registro',
    article: 'Decreto 9.310/2018, art. 42',
    startsOn: 'Prenotação da CRF',
    metBy: 'Nota de exigência ou registro',
    length: { days: 15 },
    rollsToBusinessDay: true,
  },
  conclusao_registro: {
    kind: 'conclusao_registro',
    label: 'Cartório: concluir o registro da CRF',
    article: 'Decreto 9.310/2018, art. 42, § 8º',
    startsOn: 'Prenotação da CRF',
    metBy: 'Registro (prazo prorrogável uma vez, por igual período, com justificativa do oficial)',
    length: { days: 60 },
    rollsToBusinessDay: true,
  },
  isencao_registro: {
    kind: 'isencao_registro',
    label: 'Registrar o título com isenção de custas e emolumentos',
    article: 'Decreto 9.310/2018, art. 56',
    startsOn: 'Emissão do título',
    metBy: 'Apresentação do título ao cartório (prenotação) ou seu registro',
    length: { years: 1 },
    rollsToBusinessDay: true,
  },
  conversao_posse: {
    kind: 'conversao_posse',
    label: 'Conversão da legitimação de posse em propriedade',
    article: 'Lei 13.465/2017, art. 26; Decreto 9.310/2018, art. 19',
    startsOn: 'Registro do título de legitimação de posse',
    metBy: 'Conversão (automática, atendido o art. 183 da Constituição)',
    length: { years: 5 },
    // A term after which the right arises by itself (art. 19: "decorrido o prazo"), not a
    // window to act in: the end is the date itself, whatever the weekday.
    rollsToBusinessDay: false,
  },
};

/** The end of a clock started on `startsOn` (see calendar.ts for the counting rule). */
export function dueDate(kind: ClockKind, startsOn: string, calendar: ClockCalendar = {}): string {
  const rule = CLOCK_RULES[kind];
  const end = 'days' in rule.length ? addDays(startsOn, rule.length.days) : addYears(startsOn, rule.length.years);
  return rule.rollsToBusinessDay ? nextBusinessDay(end, calendar) : end;
}

/**
 * A clock's state on `today`: met once the act happened (whenever), overdue after the end
 * day, due soon from seven days before the end up to the end day itself (the last day still
 * counts, art. 66), running before that.
 */
export function clockState(dueOn: string, metOn: string | null, today: string): ClockState {
  if (metOn) return 'met';
  const left = daysBetween(today, dueOn);
  if (left < 0) return 'overdue';
  return left <= DUE_SOON_DAYS ? 'due_soon' : 'running';
}

/** Whether a window closed on `today` without the act: the day after the end day has begun. */
export const windowClosed = (dueOn: string, today: string): boolean => daysBetween(dueOn, today) > 0;

/** A computed clock as the API answers it. */
export interface Deadline {
  id: string;
  kind: ClockKind;
  article: string;
  starts_on: string;
  due_on: string;
  state: ClockState;
  met_on: string | null;
  subject: string;
}

/** Orders deadlines the way staff act on them: overdue first, then by end date. */
const STATE_ORDER: Record<ClockState, number> = { overdue: 0, due_soon: 1, running: 2, met: 3 };
export const byUrgency = (a: Deadline, b: Deadline): number =>
  STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.due_on.localeCompare(b.due_on) || a.id.localeCompare(b.id);

/** What a search of Prazos looks in: the clock's subject (the lot, the party) and its name. */
export const deadlineTexts = (d: Pick<Deadline, 'kind' | 'subject'>): string[] => [
  d.subject,
  CLOCK_RULES[d.kind].label,
];
