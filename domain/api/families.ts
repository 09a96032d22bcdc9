import { z } from 'zod';
import { childEntity } from '../entities/child.ts';
import { otherResidentEntity } from '../entities/other-resident.ts';
import type { EntityDef } from '../fields/types.ts';
import { entityAnswerShape } from './record-answer.ts';

/**
 * The answers of a lot's children and other residents, shared by the server (its response
 * schemas), the SPA (its types, `import type` only) and the mock API's contract test.
 */

const id = z.number().int();

/** Every field of the entity (files as `<name>_id` plus the file object `<name>`), and the stamps. */
const recordSchema = (entity: EntityDef) =>
  z.object({
    ...entityAnswerShape(entity),
    id,
    lot_id: id,
    name: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    /** Sent back in If-Match when saving (server/history/version.ts). */
    version: z.number().int(),
    created_by: id.nullable(),
    updated_by: id.nullable(),
  });

export const childRecord = recordSchema(childEntity);
export const residentRecord = recordSchema(otherResidentEntity).extend({ resident_type: z.string() });
