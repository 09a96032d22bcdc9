import { z } from 'zod';
import type { HISTORY_ACTIONS, HISTORY_ENTITIES } from '../db/schema/index.ts';
import type {
  HISTORY_ACTIONS as ANSWERED_ACTIONS,
  HISTORY_ENTITIES as ANSWERED_ENTITIES,
} from '../../domain/api/history.ts';
import type { Holds, SameList } from '../../domain/api/same-list.ts';

const page = z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').default(1);
const count = z.coerce
  .number({ error: 'Quantidade inválida' })
  .int('Quantidade inválida')
  .min(1, 'Quantidade inválida')
  .max(200, 'Quantidade máxima: 200')
  .default(25);

/** GET /lots/{id}/history: a page of the timeline, 25 lines by default. */
export const historyQuery = z.object({ page, count });

/**
 * The answer's enumerations (domain/api/history.ts) are the stored ones, in the same order,
 * until the table declares them from there.
 */
export type StoredAsAnswered =
  | Holds<SameList<typeof HISTORY_ENTITIES, typeof ANSWERED_ENTITIES>>
  | Holds<SameList<typeof HISTORY_ACTIONS, typeof ANSWERED_ACTIONS>>;
