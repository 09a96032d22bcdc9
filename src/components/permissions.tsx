import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { usePermissions } from 'react-admin';
import { isGlobalAdmin, isProjectAdmin, canSeeProject, type Actor } from '../../domain/roles.ts';
import type { Permissions } from '../providers/authProvider';

/** The signed-in user's roles, with the rules of domain/roles.ts bound to them (docs/roles.md#roles). */
export function useActor() {
  const { permissions, isPending } = usePermissions<Permissions>();
  const actor: Actor | undefined = permissions
    ? { role: permissions.role, projects_roles: permissions.projects_roles ?? [] }
    : undefined;
  return {
    actor,
    isPending,
    isGlobalAdmin: isGlobalAdmin(actor),
    isProjectAdmin: (projectId: number | undefined) => projectId !== undefined && isProjectAdmin(actor, projectId),
    canSeeProject: (projectId: number | undefined) => projectId !== undefined && canSeeProject(actor, projectId),
  };
}

/** Where a user goes when a route is not theirs (docs/screens.md#screens): the dashboard. */
export const DENIED_PATH = '/home';

/** Renders `children` only when `allowed` holds for the user; otherwise goes to the dashboard. */
export const RequirePermission = ({
  allowed,
  children,
}: {
  allowed: (a: ReturnType<typeof useActor>) => boolean;
  children: ReactNode;
}) => {
  const access = useActor();
  if (access.isPending) return null;
  return allowed(access) ? <>{children}</> : <Navigate to={DENIED_PATH} replace />;
};
