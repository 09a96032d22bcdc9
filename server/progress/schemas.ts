import { z } from 'zod';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { parseDate } from '../../domain/validation/dates.ts';

/** The two parts of a lot whose completion is credited to a user (docs/screens.md#screens progress screen). */
export const ASSIGNMENTS = ['social', 'benfeitorias'] as const;
export type Assignment = (typeof ASSIGNMENTS)[number];

export const completedByDayAnswer = z.object({
  name: z.string().describe('Nome do projeto'),
  completed_lots_by_day: z.array(
    z.object({
      date: z.string().describe('YYYY-MM-DD, dia em America/Sao_Paulo'),
      user_name: z.string().nullable().describe('Nome (ou e-mail) do usuário; null se o usuário foi removido'),
      user_id: z.number().int().nullable(),
      social: z.number().int().describe('Lotes com o cadastro social concluído'),
      benfeitorias: z.number().int().describe('Lotes com as benfeitorias concluídas'),
    }),
  ),
});

/** A day typed YYYY-MM-DD (or DD/MM/AAAA), a real calendar date, else 400 'Data inválida'. */
const day = z
  .string({ error: MESSAGES.date })
  .max(10, MESSAGES.date)
  .transform((raw, ctx) => {
    const parsed = parseDate(raw);
    if (parsed) return parsed;
    ctx.addIssue({ code: 'custom', message: MESSAGES.date });
    return z.NEVER;
  });

export const completedByUserAndDateQuery = z.object({
  date: day,
  /** The name shown in the progress table (the e-mail for a user without a name). */
  user_name: z.string().max(200, 'Nome muito longo').optional(),
  /** More precise than the name when two users share one; ours, optional. */
  user_id: z.coerce
    .number({ error: 'Usuário inválido' })
    .int('Usuário inválido')
    .positive('Usuário inválido')
    .max(2_147_483_647, 'Usuário inválido')
    .optional(),
  assignment_type: z.enum(['both', ...ASSIGNMENTS], { error: MESSAGES.choice }).default('both'),
});

export const completedByUserAndDateAnswer = z.object({
  data: z.array(
    z.object({
      lot_id: z.number().int(),
      lot_name: z.string(),
      block_id: z.number().int(),
      block_name: z.string(),
      owner_name: z.string().nullable(),
      cpf: z.string().nullable().describe('Só dígitos'),
      user_assignments: z.array(z.enum(ASSIGNMENTS)),
    }),
  ),
});
