import { z } from 'zod';
import { blockEntity } from '../../domain/entities/block.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { listQuery } from '../../domain/api/list.ts';
import { entityBody, projectIdQuery } from '../projects/body.ts';

export const BLOCK_SORTS = ['name', 'id', 'updated_at', 'progress', 'lots_total', 'lots_completed'] as const;
/** The counts a block list may ask for (docs/api.md#api `include=progress,lots_total,lots_completed`). */
export const BLOCK_INCLUDES = ['progress', 'lots_total', 'lots_completed'] as const;
export type BlockInclude = (typeof BLOCK_INCLUDES)[number];

const include = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((raw, ctx) => {
    const wanted = [raw ?? []]
      .flat()
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean);
    const unknown = wanted.filter((part) => !(BLOCK_INCLUDES as readonly string[]).includes(part));
    if (unknown.length)
      ctx.addIssue({ code: 'custom', message: `${MESSAGES.value}: ${unknown.join(', ').slice(0, 100)}` });
    return [...new Set(wanted)] as BlockInclude[];
  });

/** `GET /blocks/list`: a project's blocks; project_id required, page, count=20 (docs/limits.md#limits), include, q over the name. */
export const blockListQuery = listQuery(20, BLOCK_SORTS).extend({ project_id: projectIdQuery, include });

export const blockCreateBody = entityBody(blockEntity, 'create');
export const blockUpdateBody = entityBody(blockEntity, 'update');

export const BLOCK_MESSAGES = {
  duplicate: 'Já existe uma quadra com este nome neste projeto.',
  notFound: 'Quadra não encontrada',
  streetElsewhere: 'Rua não encontrada neste projeto',
} as const;
