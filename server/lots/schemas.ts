import { z } from 'zod';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { lotPhaseUpdateSchema, lotStatusUpdateSchema } from '../../domain/validation/action-schemas.ts';
import { createSchema, updateSchema } from '../../domain/validation/schema.ts';
import { listQuery } from '../../domain/api/list.ts';
import { entityAnswerShape } from '../../domain/api/record-answer.ts';
import { fileObjectSchema } from '../../domain/api/file-object.ts';
import { LOT_SORTS, lotListRow } from '../../domain/api/lot-list.ts';

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

const id = z.number().int();
const timestamp = z.string();

/** A row of the lot list: the lot's listed fields (domain/api/lot-list.ts). */
export { lotListRow };

export const fileObject = fileObjectSchema;

/** Who did a part of the lot (`done`), or who a project admin assigned it to (server/lots/read.ts). */
const assignment = z
  .object({ user_id: id.nullable(), name: z.string().nullable(), at: timestamp, done: z.boolean() })
  .nullable();
export const assignedUsers = z.object({ social: assignment, benfeitorias: assignment });

const entityShape = entityAnswerShape(lotEntity);

/** GET /lots/{id}: the whole lot with its files, block, project class and assignees. */
export const lotRecord = z.object({
  ...entityShape,
  id,
  name: z.string(),
  block_id: id,
  project_id: id,
  status: z.string(),
  project_phase: z.number().int(),
  updated_at: timestamp,
  /** Sent back in If-Match when saving (server/history/version.ts). */
  version: z.number().int(),
  created_at: timestamp,
  created_by: id.nullable(),
  updated_by: id.nullable(),
  assigned_users: assignedUsers,
  /** When an LGPD removal last erased personal data of this lot (server/removal/), or null. */
  anonymised_at: timestamp.nullable(),
  block: z.object({ id, name: z.string() }),
  project_class: z.string(),
});
export type LotRecord = z.infer<typeof lotRecord>;
