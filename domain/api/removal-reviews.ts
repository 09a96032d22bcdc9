import { z } from 'zod';
import { REVIEW_DECISION_VALUES } from '../validation/removal-review.ts';

/**
 * The answers of the LGPD removal reviews (issue 12), shared by the server (its response
 * schemas), the SPA (its types, `import type` only) and the mock API's contract test.
 */

/** Whose record a removal matched. */
export const REVIEW_TARGETS = ['owner', 'spouse', 'child', 'resident'] as const;
/** What matched it: the requester's e-mail or CPF. */
export const REVIEW_MATCHES = ['email', 'cpf'] as const;

/** A line of `GET /projects/{id}/removal-reviews`: a record an LGPD removal matched. */
export const reviewItem = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  lot_id: z.number().int().nullable(),
  lot_name: z.string().nullable(),
  block_name: z.string().nullable(),
  target: z.enum(REVIEW_TARGETS),
  matched_by: z.array(z.enum(REVIEW_MATCHES)),
  created_at: z.string(),
  due_at: z.string(),
  overdue: z.boolean(),
  status: z.enum(['pending', 'decided']),
  decision: z.enum(REVIEW_DECISION_VALUES).nullable(),
  reason: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
});

/** `GET /removal-reviews/{id}`: the review and what a decision would affect. */
export const reviewDetail = reviewItem.extend({
  project_name: z.string(),
  affected: z.object({
    present: z.boolean(),
    person_name: z.string().nullable(),
    documents: z.number().int(),
    emitted: z.boolean(),
  }),
});

/** `GET /removal-reviews/summary`: the dashboard's card. */
export const summaryAnswer = z.object({
  pending: z.number().int(),
  overdue: z.number().int(),
  projects: z.array(
    z.object({
      project_id: z.number().int(),
      project_name: z.string(),
      pending: z.number().int(),
      overdue: z.number().int(),
      next_due_at: z.string(),
    }),
  ),
  items: z.array(reviewItem.extend({ project_name: z.string() })),
});

/** `POST /data-removal-confirm`: what was erased now, what is under review. */
export const removalConfirmation = z.object({
  message: z.string(),
  details: z
    .array(z.string())
    .describe('O que foi apagado agora, o que está em análise pela prefeitura e o que foi mantido, em português'),
  under_review: z.boolean(),
  review_due_at: z.string().nullable().describe('Fim do prazo de 15 dias da análise (LGPD art. 19, II)'),
});
