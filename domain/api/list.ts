import { z } from 'zod';

/** A page size (`count`) of 1 to `max` rows, refused in Portuguese ("Quantidade máxima: 1000"). */
export const countUpTo = (max: number) =>
  z.coerce
    .number({ error: 'Quantidade inválida' })
    .int('Quantidade inválida')
    .min(1, 'Quantidade inválida')
    .max(max, `Quantidade máxima: ${max}`);

/**
 * The query every list accepts: `page` (from 1), `count` (the spec's page sizes, at most
 * 10 000), `sort` among the resource's sortable columns, `order`, and a text search `q`.
 * `published_only` is sent by the original client and accepted; every record here is
 * published. Unknown query parameters are ignored (cache busters), unlike body fields.
 */
export function listQuery<const S extends readonly [string, ...string[]]>(defaultCount: number, sortable: S) {
  return z.object({
    page: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').default(1),
    count: countUpTo(10_000).default(defaultCount),
    sort: z.enum(sortable, { error: 'Ordenação inválida' }).optional(),
    order: z
      .enum(['asc', 'desc', 'ASC', 'DESC'], { error: 'Ordem inválida' })
      .transform((o) => o.toLowerCase() as 'asc' | 'desc')
      .default('asc'),
    q: z.string().trim().max(200, 'Busca muito longa').optional(),
    published_only: z.unknown().optional(),
  });
}

export const listAnswer = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int() });

/** An id in the path: a positive integer, else 400 (never a 500 or a database error). */
export const idParams = z.object({
  id: z.coerce
    .number({ error: 'Id inválido' })
    .int('Id inválido')
    .positive('Id inválido')
    .max(2_147_483_647, 'Id inválido'),
});

/** The body of every error and message answer: a Portuguese message, field errors for forms. */
export const messageAnswer = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });
