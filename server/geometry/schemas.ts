import { z } from 'zod';
import { MATCH_FIELDS } from '../../domain/api/geometry.ts';

export const exportQuery = z.object({
  block_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const geoJsonQuery = exportQuery.extend({
  /** The map's hover shows the holder; a file to hand out leaves it out unless asked. */
  with_holder: z.enum(['true', 'false']).optional(),
});

export const importQuery = z.object({
  dry_run: z.enum(['true', 'false']).default('true'),
});

export const importFields = z.object({
  match_by: z.string().trim().min(1, 'Escolha o atributo do arquivo que identifica o lote').max(200),
  match_field: z.enum(MATCH_FIELDS).default('name'),
});
