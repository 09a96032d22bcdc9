/** Global role of a user, and role inside one project (spec §3, §6). */
export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  member: 'Membro',
  admin: 'Administrador',
};

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

export const isGlobalAdmin = (actor: Actor | null | undefined): boolean => actor?.role === 'admin';

/** A global admin, or an admin in that project (spec §6). */
export const isProjectAdmin = (actor: Actor | null | undefined, projectId: number): boolean =>
  isGlobalAdmin(actor) || !!actor?.projects_roles.some((r) => r.project_id === projectId && r.role === 'admin');

/** A global admin, or any member of that project. */
export const canSeeProject = (actor: Actor | null | undefined, projectId: number): boolean =>
  isGlobalAdmin(actor) || !!actor?.projects_roles.some((r) => r.project_id === projectId);
