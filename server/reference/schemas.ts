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

export const stateSchema = z.object({
  codigo_uf: z.number().int().min(11).max(53).describe('Código IBGE da UF'),
  uf: z.enum(ufs),
  nome: z.string(),
});

export const municipalitySchema = z.object({
  codigo_ibge: z.number().int().min(1_000_000).max(9_999_999).describe('Código IBGE de 7 dígitos'),
  nome: z.string(),
  codigo_uf: z.number().int().min(11).max(53),
  capital: z.boolean().describe('Capital da UF'),
  latitude: z.number().min(-90).max(90).nullable().describe('Graus decimais (sede do município)'),
  longitude: z.number().min(-180).max(180).nullable().describe('Graus decimais (sede do município)'),
});

const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int().min(0) });

export const statesResponse = listOf(stateSchema);
export const municipalitiesResponse = listOf(municipalitySchema);
export const municipalitiesQuery = z.object({ uf: ufParam.optional() });

/** The API's validation answer: a message and one message per field. */
export const validationErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()),
});
