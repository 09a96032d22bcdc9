import { z } from 'zod';
import { UFS } from '../reference/index.ts';
import type { Uf } from '../reference/index.ts';

/**
 * The answers of the reference routes (states and municipalities), shared by the server (its
 * response schemas), the SPA (its types, `import type` only) and the mock API's contract test.
 */

const ufs = UFS as readonly [Uf, ...Uf[]];

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

/** The API's validation answer: a message and one message per field. */
export const validationErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()),
});
