import { z } from 'zod';

const page = z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').default(1);
const count = z.coerce
  .number({ error: 'Quantidade inválida' })
  .int('Quantidade inválida')
  .min(1, 'Quantidade inválida')
  .max(200, 'Quantidade máxima: 200')
  .default(25);

/** GET /lots/{id}/history: a page of the timeline, 25 lines by default. */
export const historyQuery = z.object({ page, count });
