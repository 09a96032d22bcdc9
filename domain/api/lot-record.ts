import { z } from 'zod';
import { lotEntity } from '../entities/lot/index.ts';
import { entityAnswerShape } from './record-answer.ts';

const id = z.number().int();
const timestamp = z.string();

/**
 * Who did a part of the lot (its first completion event, `done`), or else who a project admin
 * assigned it to (server/lots/read.ts).
 */
export const lotAssignment = z
  .object({ user_id: id.nullable(), name: z.string().nullable(), at: timestamp, done: z.boolean() })
  .nullable();
export const assignedUsers = z.object({ social: lotAssignment, benfeitorias: lotAssignment });

/**
 * GET /lots/{id}: every field of the lot in stored form (each file id beside its file object,
 * the lists of other documents as ids and objects), its block, the project's class and who did
 * or was assigned its social registration and improvements. The SPA's `LotRecord` is this
 * answer's type.
 */
export const lotRecord = z.object({
  ...entityAnswerShape(lotEntity),
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
  /** The project's modality: a lot's own is asked only in a Reurb mista project (WHEN_MISTA). */
  project_reurb_modality: z.string(),
});
