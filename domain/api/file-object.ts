import { z } from 'zod';

/** The response schema of a nested file object (nullable where the link is optional). */
export const fileObjectSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  originalName: z.string(),
});
