import { z } from 'zod';
import { ruleResult } from './legal.ts';

/**
 * The answers of the lot's actions (status, review, phases), shared by the server (its
 * response schemas), the SPA (its types, `import type` only) and the mock API's contract test.
 */

const id = z.number().int();

export const actionAnswer = z.object({ success: z.boolean(), message: z.string() });

export const missingItem = z.object({
  field: z.string(),
  label: z.string(),
  section: z.string(),
  part: z.string(),
  resource: z.string(),
  record_id: z.union([z.number(), z.string()]).nullable(),
});

/** A lot elsewhere with the same CPF, named only when the user may see it. */
const duplicateLot = z.object({
  id,
  name: z.string(),
  block_name: z.string(),
  project_id: id,
  project_name: z.string(),
});

export const reviewWarning = z.object({
  kind: z.literal('duplicate_cpf'),
  field: z.string(),
  label: z.string(),
  message: z.string(),
  legal_basis: z.string(),
  occurrences: z.number().int(),
  lots: z.array(duplicateLot),
});
export type ReviewWarning = z.infer<typeof reviewWarning>;

export const reviewAnswer = actionAnswer.extend({
  status: z.string(),
  social: z.boolean(),
  improvements: z.boolean().nullable(),
  missing: z.array(missingItem),
  warnings: z.array(reviewWarning),
  /** The legal rules (issue 14) that block an emission or warn, with article and fields to fix. */
  legal: z.array(ruleResult),
});

export const phasesAnswer = z.object({ updated: z.array(z.number()), not_found: z.array(z.number()) });
