import { z } from 'zod';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { parseDate } from '../../domain/validation/dates.ts';
import { ASSIGNMENTS } from '../../domain/api/progress.ts';

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
