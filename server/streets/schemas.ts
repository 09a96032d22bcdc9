import { z } from 'zod';
import { streetEntity } from '../../domain/entities/street.ts';
import { listQuery } from '../../domain/api/list.ts';
import { entityBody, projectIdQuery } from '../projects/body.ts';

export const STREET_SORTS = ['name', 'id', 'updated_at'] as const;

/** `GET /streets/list`: a project's streets; project_id required, page, count=250 (docs/limits.md#limits), q over the name. */
export const streetListQuery = listQuery(250, STREET_SORTS).extend({ project_id: projectIdQuery });

export const streetCreateBody = entityBody(streetEntity, 'create');
export const streetUpdateBody = entityBody(streetEntity, 'update');

export const streetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  project_id: z.number().int(),
  updated_at: z.date(),
  /** Sent back in If-Match when saving (server/history/version.ts). */
  version: z.number().int(),
});

export const STREET_MESSAGES = {
  duplicate: 'Já existe uma rua com este nome neste projeto.',
  notFound: 'Rua não encontrada',
} as const;
