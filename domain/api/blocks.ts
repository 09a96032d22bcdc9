import { z } from 'zod';
import { fileObjectSchema } from './file-object.ts';

/**
 * The answers of the blocks routes, shared by the server (its response schemas), the SPA (its
 * types, `import type` only) and the mock API's contract test.
 */

const id = z.number().int();
const streetRef = z.object({ id, name: z.string() });

/** A block in the list: its fields, its streets, and the counts asked for. */
export const blockListItemSchema = z.object({
  id,
  name: z.string(),
  project_id: id,
  image_id: id.nullable(),
  updated_at: z.date(),
  /** Sent back in If-Match when saving (server/history/version.ts). */
  version: id,
  streets: z.array(streetRef),
  lots_total: id.optional(),
  lots_completed: id.optional(),
  progress: z.number().optional(),
});

/** One block: every count, the streets with their ids (as the form sends them) and the image's file object. */
export const blockSchema = blockListItemSchema.extend({
  streets_ids: z.array(id),
  image: fileObjectSchema.nullable(),
  lots_total: id,
  lots_completed: id,
  progress: z.number(),
});
