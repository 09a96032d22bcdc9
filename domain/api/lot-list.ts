import type { z } from 'zod';
import { lotEntity } from '../entities/lot/index.ts';
import { listKeys, listRowSchema, sortKeys, type ListKey } from './list-row.ts';

/**
 * GET /lots/list: the lot's listed fields (`views: ['list']` in domain/entities/lot/): the
 * row is light on purpose (a block holds up to ~1000 lots), and every listed key sorts it.
 */
export const LOT_LIST_KEYS = listKeys(lotEntity);
export type LotListKey = ListKey<typeof lotEntity>;
/** The sorts of the list: listed keys but the links and the CPF. */
export const LOT_SORTS = sortKeys(lotEntity);
export const lotListRow = listRowSchema(lotEntity);
export type LotListRow = z.infer<typeof lotListRow>;
