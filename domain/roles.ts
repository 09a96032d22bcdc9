import { labelled, type Enumeration } from './enums/choice.ts';

/** Global role of a user, and role inside one project (docs/entities.md#entities, docs/roles.md#roles). */
export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const [MEMBER_ROLE, ADMIN_ROLE] = ROLES;

/** Roles as choices for the user and member forms; both role kinds share them. */
export const ROLE_CHOICES: Enumeration<Role> = labelled([
  [MEMBER_ROLE, 'Membro'],
  [ADMIN_ROLE, 'Administrador'],
]);

export const ROLE_LABELS = Object.fromEntries(ROLE_CHOICES.map((c) => [c.id, c.name])) as Record<Role, string>;

/** An invited user always gets this global role, plus the chosen project role (docs/roles.md#roles). */
export const INVITED_USER_ROLE: Role = MEMBER_ROLE;

export interface ProjectRole {
  project_id: number;
  role: Role;
}

/** What the permission rules need to know about who is asking. */
export interface Actor {
  role: Role | null;
  projects_roles: ProjectRole[];
}

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

export const isGlobalAdmin = (actor: Actor | null | undefined): boolean => actor?.role === ADMIN_ROLE;

/** A global admin, or an admin in that project (docs/roles.md#roles). */
export const isProjectAdmin = (actor: Actor | null | undefined, projectId: number): boolean =>
  isGlobalAdmin(actor) || !!actor?.projects_roles.some((r) => r.project_id === projectId && r.role === ADMIN_ROLE);

/** A global admin, or any member of that project. */
export const canSeeProject = (actor: Actor | null | undefined, projectId: number): boolean =>
  isGlobalAdmin(actor) || !!actor?.projects_roles.some((r) => r.project_id === projectId);
