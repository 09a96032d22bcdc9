import { z } from 'zod';
import { UFS } from '../../domain/reference/index.ts';
import type { Uf } from '../../domain/reference/index.ts';

export const UF_INVALIDA = 'UF inválida';

const ufs = UFS as readonly [Uf, ...Uf[]];

/** A two-letter state code, any case ("sp" is São Paulo). */
export const ufParam = z
  .string({ error: UF_INVALIDA })
  .trim()
  .toUpperCase()
  .pipe(z.enum(ufs, { error: UF_INVALIDA }))
  .describe('Sigla da UF, sem distinção de maiúsculas (ex.: SP)');

export const municipalitiesQuery = z.object({ uf: ufParam.optional() });
