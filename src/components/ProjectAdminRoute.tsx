import type { ReactNode } from 'react';
import { RequirePermission } from './permissions';
import { useNumericId } from './useNumericId';

/**
 * A project's admin-only screen (reports, progress, estudo preliminar, relatório técnico,
 * settings: docs/screens.md#screens, docs/roles.md#roles): anyone who is not an admin of project `:id` goes to the dashboard.
 */
export const ProjectAdminRoute = ({ children }: { children: ReactNode }) => {
  const projectId = useNumericId();
  return <RequirePermission allowed={(a) => a.isProjectAdmin(projectId)}>{children}</RequirePermission>;
};
