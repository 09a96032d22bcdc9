import { z } from 'zod';
import { childEntity } from '../../domain/entities/child.ts';
import { otherResidentEntity } from '../../domain/entities/other-resident.ts';
import { createSchema, updateSchema } from '../../domain/validation/schema.ts';
import { listQuery } from '../../domain/api/list.ts';

/**
 * Request schemas of a lot's children and other residents, derived from domain/
 * once at start-up. Read-only keys (id, lot_id, resident_type, stamps, the file objects
 * beside file ids) echoed as answered are dropped before these see the body
 * (server/families/echo.ts); one with another value, and an unknown key, is refused by name
 * (docs/validation.md#on-the-server).
 */
export const childBodies = {
  create: createSchema(childEntity),
  update: updateSchema(childEntity),
};
export const residentBodies = {
  create: createSchema(otherResidentEntity),
  update: updateSchema(otherResidentEntity),
};
export type Bodies = typeof childBodies | typeof residentBodies;

/** The child's file fields (multipart file parts) and where their ids go. */
export const CHILD_FILE_FIELDS = childEntity.fields.filter((f) => f.type === 'file').map((f) => f.name);
export const CHILD_FILE_ID_KEYS = ['birth_certificate_file_id', 'rg_file_id'] as const;

export const FAMILY_SORTS = ['id', 'name', 'birth_date', 'updated_at'] as const;
/** A lot's family is small: one page of 100 by default. */
export const familyListQuery = listQuery(100, FAMILY_SORTS);

export const childParams = z.object({
  id: z.coerce
    .number({ error: 'Id inválido' })
    .int('Id inválido')
    .positive('Id inválido')
    .max(2_147_483_647, 'Id inválido'),
  childId: z.coerce
    .number({ error: 'Id inválido' })
    .int('Id inválido')
    .positive('Id inválido')
    .max(2_147_483_647, 'Id inválido'),
});
export const residentParams = z.object({
  id: childParams.shape.id,
  residentId: childParams.shape.childId,
});
