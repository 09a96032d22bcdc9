import { z } from 'zod';
import { ROLES } from '../roles.ts';

/**
 * The answers about a project's members, shared by the server (its response schemas), the SPA
 * (its types, `import type` only) and the mock API's contract test.
 */

/** A user's membership of a project (docs/entities.md#entities "Member"). */
export const memberSchema = z.object({
  sub: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  project_role: z.enum(ROLES),
  last_activity_on_project_at: z.date().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

/** A user a project admin may add (`GET /projects/{id}/member-candidates`): what choosing needs, nothing more. */
export const candidateSchema = z.object({ sub: z.string(), name: z.string().nullable(), email: z.string() });
