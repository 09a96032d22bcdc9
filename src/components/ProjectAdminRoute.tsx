import { Fragment, type ReactNode } from 'react';
import { RequirePermission } from './permissions';
import { useNumericId } from './useNumericId';

/**
 * A screen of project `:id` (its map, deadlines, notified parties, and the admin screens below),
 * started afresh for each project: React Router keeps a route's element when only `:id` changes,
 * and what one project's screen held (an unsaved study draft, a page of a list, an open dialog,
 * a chosen block) would otherwise be shown, and saved, as the next project's.
 */
export const ProjectRoute = ({ children }: { children: ReactNode }) => (
  <Fragment key={useNumericId()}>{children}</Fragment>
);

/**
 * A project's admin-only screen (reports, progress, estudo preliminar, relatório técnico,
 * settings: docs/screens.md#screens, docs/roles.md#roles): anyone who is not an admin of project `:id` goes to the dashboard.
 */
export const ProjectAdminRoute = ({ children }: { children: ReactNode }) => {
  const projectId = useNumericId();
  return (
    <ProjectRoute>
      <RequirePermission allowed={(a) => a.isProjectAdmin(projectId)}>{children}</RequirePermission>
    </ProjectRoute>
  );
};
