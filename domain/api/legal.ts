import { z } from 'zod';
import { RULE_PLACES } from '../legal/types.ts';

/**
 * The answers of a lot's legal conformity (issue 14), shared by the server (its response
 * schemas), the SPA (its types, `import type` only) and the mock API's contract test.
 */

/** A lot elsewhere involved in a rule (CPF found there), named only when the user may see it. */
const otherLot = z.object({
  id: z.number().int(),
  name: z.string(),
  block_name: z.string(),
  project_id: z.number().int(),
  project_name: z.string(),
});

export const ruleResult = z.object({
  id: z.string(),
  title: z.string(),
  article: z.string(),
  description: z.string(),
  severity: z.enum(['blocking', 'warning']),
  documents: z.array(z.enum(['titulo-legitimacao', 'cert-reg-fund'])),
  state: z.enum(['passed', 'blocked', 'warning', 'not_applicable']),
  messages: z.array(z.string()),
  fields: z.array(
    z.object({
      resource: z.enum(['lots', 'project-settings']),
      field: z.string(),
      label: z.string(),
      tab: z.string().nullable(),
    }),
  ),
  /** Other lots involved (CPF found elsewhere), only those the user may see. */
  lots: z.array(otherLot),
  /** Where staff act on a project-level rule: the procedure's stages or its notified parties. */
  place: z.enum(RULE_PLACES).nullable(),
});

export const legalAnswer = z.object({
  lot_id: z.number().int(),
  project_id: z.number().int(),
  /** True when a título may be emitted (no blocking rule for it), and the same for a CRF. */
  titulo_allowed: z.boolean(),
  crf_allowed: z.boolean(),
  rules: z.array(ruleResult),
});
export type LegalAnswer = z.infer<typeof legalAnswer>;
