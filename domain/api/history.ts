import { z } from 'zod';
import { listAnswer } from './list.ts';

/**
 * The answer of a lot's history (issue 8), shared by the server (its response schema), the
 * SPA (its types, `import type` only) and the mock API's contract test.
 */

/** What a line is about: the lot's own data, a family member, a document or the status. */
export const HISTORY_ENTITIES = ['lot', 'child', 'resident', 'document', 'status'] as const;
/** What happened (lgpd_review: a project admin decided an LGPD removal review). */
export const HISTORY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'status',
  'file_added',
  'file_removed',
  'lgpd_review',
] as const;

/** One changed field: pt-BR label, values as shown (personal ones masked when the reader may not see them). */
export const historyChange = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

/** A line of `GET /lots/{id}/history`: who changed what, when. */
export const historyLine = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  entity: z.enum(HISTORY_ENTITIES),
  entity_id: z.number().int().nullable(),
  entity_label: z.string().nullable(),
  action: z.enum(HISTORY_ACTIONS),
  changes: z.array(historyChange),
});

export const historyAnswer = listAnswer(historyLine);
