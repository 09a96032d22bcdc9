import { z } from 'zod';
import { ROLES } from '../roles.ts';

/**
 * `GET /account/me`: the signed-in user, roles and projects (docs/entities.md#entities
 * "Current user"), shared by the server (its response schema), the SPA (its type, `import
 * type` only) and the mock API's contract test.
 */
const role = z.enum(ROLES);

export const accountAnswer = z.object({
  sub: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role,
  projects_roles: z.array(z.object({ project_id: z.number().int(), role })),
  projects: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
