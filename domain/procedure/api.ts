import { z } from 'zod';
import { fileObjectSchema } from '../api/file-object.ts';
import { countUpTo, listQuery } from '../api/list.ts';
import { valuesOf } from '../enums/choice.ts';
import { REURB_MODALITIES } from '../enums/project.ts';
import { isIsoDate } from './calendar.ts';
import { MESSAGES } from '../validation/messages.ts';
import { CLOCK_KINDS, CLOCK_STATES } from './clocks.ts';
import { LEGITIMADOS, PROCEDURE_STAGES, STAGE_MOVES } from './stages.ts';

/** The request and answer schemas of the procedure API (issue 16), shared by the server and the tests. */
const isoDate = (message: string) =>
  z.string({ error: message }).refine(isIsoDate, { message: `${message} (use AAAA-MM-DD)` });
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} inválido` })
    .trim()
    .max(max, `${label}: até ${max} caracteres`)
    .nullish()
    .transform((v) => v || null);

export const stageEventBody = z.strictObject({
  stage: z.enum(PROCEDURE_STAGES, { error: 'Etapa inválida' }),
  date: isoDate('Data do ato inválida'),
  act_number: optionalText(100, 'Nº do ato'),
  note: optionalText(2000, 'Observação'),
  reason: optionalText(1000, 'Motivo'),
  requester: optionalText(200, 'Requerente'),
  legitimado: z.enum(valuesOf(LEGITIMADOS) as [string, ...string[]], { error: 'Legitimado inválido' }).nullish(),
  modality: z.enum(valuesOf(REURB_MODALITIES) as [string, ...string[]], { error: 'Modalidade inválida' }).nullish(),
  publication_date: isoDate('Data de publicação inválida').nullish(),
  act_file_id: z.number({ error: 'Arquivo inválido' }).int().positive().nullish(),
});
export type StageEventBody = z.output<typeof stageEventBody>;

export const stageEventAnswer = z.object({
  id: z.number().int(),
  stage: z.enum(PROCEDURE_STAGES),
  date: z.string(),
  act_number: z.string().nullable(),
  note: z.string().nullable(),
  move: z.enum(STAGE_MOVES),
  reason: z.string().nullable(),
  requester: z.string().nullable(),
  legitimado: z.string().nullable(),
  modality: z.string().nullable(),
  publication_date: z.string().nullable(),
  act_file_id: z.number().int().nullable(),
  act_file: fileObjectSchema.nullable(),
  automatic: z.boolean(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});

export const timelineAnswer = z.object({
  current_stage: z.enum(PROCEDURE_STAGES).nullable(),
  data: z.array(stageEventAnswer),
});

export const deadlineAnswer = z.object({
  id: z.string(),
  kind: z.enum(CLOCK_KINDS),
  article: z.string(),
  starts_on: z.string(),
  due_on: z.string(),
  state: z.enum(CLOCK_STATES),
  met_on: z.string().nullable(),
  subject: z.string(),
});

/** At most this many clocks in one page of Prazos. */
export const DEADLINES_PAGE_MAX = 1000;

/**
 * `GET /projects/{id}/deadlines`: every clock, the most urgent first, as issue 16 gave it; with
 * `count` (up to 1000) a page of them (`page` from 1), and `q` keeps those whose every word is in
 * the clock's subject or name, ignoring case and accents.
 */
export const deadlinesQuery = listQuery(DEADLINES_PAGE_MAX, ['id'])
  .pick({ page: true, q: true })
  .extend({ count: countUpTo(DEADLINES_PAGE_MAX).optional() });

/** The clocks asked for and how many there are in all (of the search, when `q` is given). */
export const deadlinesAnswer = z.object({ data: z.array(deadlineAnswer), total: z.number().int() });

export const urgentDeadlinesAnswer = z.object({
  data: z.array(deadlineAnswer.extend({ project_id: z.number().int(), project_name: z.string() })),
});

export const partyAnswer = z.object({
  id: z.number().int(),
  role: z.string(),
  name: z.string(),
  document: z.string().nullable(),
  address: z.string().nullable(),
  registry_ref: z.string().nullable(),
  notice_method: z.string().nullable(),
  notified_on: z.string().nullable(),
  impugnation_on: z.string().nullable(),
  impugnation_text: z.string().nullable(),
  impugnation_file_id: z.number().int().nullable(),
  impugnation_file: fileObjectSchema.nullable(),
  decision: z.string().nullable(),
  decision_reasons: z.string().nullable().describe('Razões da decisão (art. 24, § 10: ato fundamentado)'),
  decision_grounds: z
    .array(z.string())
    .nullable()
    .describe('Hipóteses do art. 24, § 12 em que a impugnação rejeitada é infundada (REJECTION_GROUNDS)'),
  decision_notified_on: z.string().nullable(),
  appeal_on: z.string().nullable(),
  appeal_text: z.string().nullable(),
  appeal_resolved_on: z.string().nullable(),
  appeal_resolution: z
    .string()
    .nullable()
    .describe(
      'Como o recurso foi resolvido: acordo reduzido a termo (art. 27, § 2º), composição ou decisão (art. 24, § 11)',
    ),
  composition_resolved_on: z.string().nullable(),
  composition_resolution: z
    .string()
    .nullable()
    .describe(
      'Como terminou a composição de conflitos da impugnação não acolhida (art. 24, § 7º): acordo reduzido a termo (art. 27, § 2º) ou outro desfecho',
    ),
  tacit_agreement_on: z.string().nullable().describe('Anuência tácita registrada pelo sistema (art. 31, § 6º)'),
  appeal_window_closed_on: z.string().nullable(),
  created_at: z.string(),
  impugnation_due_on: z.string().nullable(),
  impugnation_state: z.enum(CLOCK_STATES).nullable(),
  appeal_due_on: z.string().nullable(),
  appeal_state: z.enum(CLOCK_STATES).nullable(),
});

/** At most this many parties in one answer, and as many when no `count` is asked (docs/limits.md). */
export const PARTIES_PAGE_MAX = 1000;

/**
 * `GET /projects/{id}/notified-parties`: a page (`page` from 1, `count` up to 1000, 1000 when
 * not given), in the order the parties were registered, and `q`, the search.
 */
export const partiesQuery = listQuery(PARTIES_PAGE_MAX, ['id'])
  .pick({ page: true, q: true })
  .extend({ count: countUpTo(PARTIES_PAGE_MAX).default(PARTIES_PAGE_MAX) });

/** A page of the parties and how many there are in all (of the search, when `q` is given). */
export const partiesAnswer = z.object({ data: z.array(partyAnswer), total: z.number().int() });

const holiday = z.strictObject({
  date: isoDate(MESSAGES.date),
  name: z.string({ error: 'Informe o nome do feriado' }).trim().min(1, 'Informe o nome do feriado').max(120),
});

/** The municipal holidays of a project, sent and answered as a whole list (at most 60, no day twice). */
export const holidaysBody = z.strictObject({
  data: z
    .array(holiday)
    .max(60, 'No máximo 60 feriados municipais')
    .refine((list) => new Set(list.map((h) => h.date)).size === list.length, { message: 'Há um dia repetido' }),
});
export const holidaysAnswer = z.object({ data: z.array(z.object({ date: z.string(), name: z.string() })) });
