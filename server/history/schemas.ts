import { z } from 'zod';
import { HISTORY_ACTIONS, HISTORY_ENTITIES } from '../db/schema/index.ts';
import { listAnswer } from '../../domain/api/list.ts';

const page = z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').default(1);
const count = z.coerce
  .number({ error: 'Quantidade inválida' })
  .int('Quantidade inválida')
  .min(1, 'Quantidade inválida')
  .max(200, 'Quantidade máxima: 200')
  .default(25);

/** GET /lots/{id}/history: a page of the timeline, 25 lines by default. */
export const historyQuery = z.object({ page, count });

export const historyChange = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

export const historyLine = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  entity: z.enum(HISTORY_ENTITIES),
  entity_id: z.number().int().nullable(),
  entity_label: z.string().nullable(),
  action: z.enum(HISTORY_ACTIONS),
  changes: z.array(historyChange),
});

export const historyAnswer = listAnswer(historyLine);
