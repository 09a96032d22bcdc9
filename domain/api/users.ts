import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { memberSchema } from './members.ts';

/**
 * The answers of the users routes, shared by the server (its response schemas), the SPA (its
 * types, `import type` only) and the mock API's contract test.
 */

const role = z.enum(ROLES);

/** A line of `GET /users/list`. */
export const userSummary = z.object({
  id: z.number().int(),
  sub: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: role.nullable(),
  last_activity_at: z.string().nullable().describe('ISO 8601'),
});
export type UserSummary = z.infer<typeof userSummary>;

/** One row of a user's project roles table. */
export const userProjectRole = z.object({ project_id: z.number().int(), project_name: z.string(), role });

/** One bar of the user chart (docs/screens.md#screens users). */
export const workedLotsByDay = z.object({
  date: z.string().describe('YYYY-MM-DD, dia em America/Sao_Paulo'),
  project_name: z.string(),
  completed_lots: z.number().int(),
  incomplete_lots: z.number().int(),
});

/** GET /users/{id}, and the answer of create and update. */
export const userRecord = userSummary.extend({
  projects_roles: z.array(userProjectRole),
  worked_lots_by_day: z.array(workedLotsByDay),
});
export type UserRecord = z.infer<typeof userRecord>;

/**
 * The answer of an invitation: the person as a member of this project, what the inviting
 * project admin sees in the members panel anyway, never the account's global role or its
 * activity elsewhere (issue #12, finding 11).
 */
export const inviteAnswer = z.object({
  user: memberSchema.describe('O convidado como membro deste projeto'),
  invited: z.boolean().describe('true quando a conta foi criada agora'),
});
export type InviteAnswer = z.infer<typeof inviteAnswer>;
