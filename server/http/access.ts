/**
 * Who may call a route (docs/roles.md#roles), declared on every route as `config: { access }`. The app
 * refuses to start with a route that declares none, and the permission-matrix test reads the
 * same declarations, so a new route cannot skip its check.
 *
 * - `public`: no sign-in (health, client config, the LGPD removal flow).
 * - `authenticated`: any signed-in user with a role (their own account, reference data).
 * - `global-admin`: users, creating and deleting projects.
 * - `project-member`: reads inside a project the user belongs to (a global admin belongs to all),
 *   and the field work members do: editing a lot's data, its family and its documents.
 * - `project-admin`: a global admin or an admin of that project: project edits, members,
 *   blocks, streets, creating and deleting lots, lot status, review and phases, reports.
 *
 * Outside one's projects the answer is 404, as if the record did not exist; a member asking
 * for a project-admin write gets 403. A route names the record its project comes from with
 * `config.scope` (server/http/scope.ts), checked by one hook before the handler; routes not yet
 * moved onto it check in the handler (server/projects/access.ts), once the project is known.
 */
export const ACCESS_LEVELS = ['public', 'authenticated', 'global-admin', 'project-member', 'project-admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];
