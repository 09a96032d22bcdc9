import { z } from 'zod';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { lotPhaseUpdateSchema, lotStatusUpdateSchema } from '../../domain/validation/action-schemas.ts';
import { createSchema, updateSchema } from '../../domain/validation/schema.ts';
import { listQuery } from '../../domain/api/list.ts';
import { fileObjectSchema } from '../../domain/api/file-object.ts';
import { LOT_SORTS, lotListRow } from '../../domain/api/lot-list.ts';
import { lotRecord } from '../../domain/api/lot-record.ts';

/** Request and answer schemas of the lot routes, derived from domain/ once at start-up. */

/** POST /lots/create: the lot entity's create form (name and block_id suffice). */
export const lotCreateBody = createSchema(lotEntity);
/** PATCH /lots/{id}: any subset of the writable fields, strict, normalised. */
export const lotUpdateBody = updateSchema(lotEntity);
export const lotStatusBody = lotStatusUpdateSchema;
export const lotPhasesBody = lotPhaseUpdateSchema;

const optionalId = z.coerce
  .number({ error: 'Id inválido' })
  .int('Id inválido')
  .positive('Id inválido')
  .max(2_147_483_647, 'Id inválido')
  .optional();

/** The list's sorts: its listed keys but the links and the CPF (domain/api/lot-list.ts). */
export { LOT_SORTS };

/** GET /lots/list: a block's lots (or a project's), the spec's page size 1000. */
export const lotListQuery = listQuery(1000, LOT_SORTS).extend({ block_id: optionalId, project_id: optionalId });

/** A row of the lot list: the lot's listed fields (domain/api/lot-list.ts). */
export { lotListRow };

export const fileObject = fileObjectSchema;

/** GET /lots/{id} (domain/api/lot-record.ts). */
export { lotRecord };
export type LotRecord = z.infer<typeof lotRecord>;
