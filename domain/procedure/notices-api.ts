import { z } from 'zod';
import { idParams } from '../api/list.ts';
import { isIsoDate } from './calendar.ts';
import { deadlineAnswer } from './api.ts';

/**
 * The request and answer schemas of the notices (letters and edital, issue 16 part 2) and of
 * the calendar, the iCalendar feed and the digest (issue 16 part 4).
 */
const id = idParams.shape.id;

/** `/projects/{id}/notified-parties/{partyId}/letter.pdf` */
export const partyLetterParams = z.object({ id, partyId: id });

/** At most this many parties in one bulk request (each letter is about a page). */
export const MAX_BULK_LETTERS = 500;

/** `?ids=3,5,8`: some of the project's parties; absent, all of them. */
export const lettersQuery = z.object({
  ids: z
    .string({ error: 'Lista de notificados inválida' })
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Lista de notificados inválida (use ids separados por vírgula)')
    .transform((raw) => [...new Set(raw.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_BULK_LETTERS, `No máximo ${MAX_BULK_LETTERS} notificados por vez`)
    .refine((ids) => ids.every((n) => n > 0 && n <= 2_147_483_647), 'Lista de notificados inválida')
    .optional(),
});

const day = (message: string) =>
  z.string({ error: message }).refine(isIsoDate, { message: `${message} (use AAAA-MM-DD)` });

/** `GET /deadlines?from&to`: the caller's clocks due within the range (both ends included, at most a year). */
export const deadlinesRangeQuery = z
  .object({ from: day('Data inicial inválida'), to: day('Data final inválida') })
  .refine((q) => q.from <= q.to, { message: 'A data inicial deve ser anterior à final', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'Intervalo de no máximo um ano',
    path: ['to'],
  });

export const calendarDeadlinesAnswer = z.object({
  data: z.array(deadlineAnswer.extend({ project_id: z.number().int(), project_name: z.string() })),
});

/** The signed-in user's feed: the URL only when just created (the token is not kept). */
export const calendarFeedAnswer = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** Present once, in the answer that created or rotated the feed. */
  url: z.string().optional(),
});

/** `/calendar/{token}.ics`: the token is base64url. */
export const calendarFileParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'Endereço de calendário inválido')
    .transform((name) => name.slice(0, -'.ics'.length)),
});
