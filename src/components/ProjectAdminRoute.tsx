import { Fragment, lazy, type ReactNode } from 'react';
import { HttpError, Loading, useTranslate } from 'react-admin';
import { RequirePermission } from './permissions';
import { useNumericId } from './useNumericId';
import { useProject } from './useProject';

// Loaded when a project is not found: its page (react-admin's Title, MUI's Card) is ~15 KB gzip
// the first screen, which holds these routes, does not need (issue #19 goal 3).
const RecordNotFound = lazy(() => import('./RecordNotFound').then((m) => ({ default: m.RecordNotFound })));

/**
 * Waits for project `projectId` before drawing its screen: react-admin's Loading until it comes,
 * then the screen with it (their titles name it, and the reports' cards depend on its group: drawn
 * before it, they moved when it came), or a page that says it was not found. A stale link to a
 * deleted project, or one the caller is not in, showed "Carregando..." for ever before.
 */
const WithProject = ({ projectId, children }: { projectId: number | undefined; children: ReactNode }) => {
  const translate = useTranslate();
  const { error, isPending } = useProject(projectId);
  const what = translate('resources.projects.name', { smart_count: 1 });
  if (projectId === undefined || projectId === 0)
    return <RecordNotFound error={new HttpError('Not Found', 404)} what={what} />;
  if (error) return <RecordNotFound error={error} what={what} />;
  if (isPending) return <Loading />;
  return <>{children}</>;
};

/**
 * A screen of project `:id` (its map, deadlines, notified parties, and the admin screens below),
 * drawn once the project has come (WithProject) and started afresh for each project: React Router
 * keeps a route's element when only `:id` changes, and what one project's screen held (an unsaved
 * study draft, a page of a list, an open dialog, a chosen block) would otherwise be shown, and
 * saved, as the next project's.
 */
export const ProjectRoute = ({ children }: { children: ReactNode }) => {
  const projectId = useNumericId();
  return (
    <Fragment key={projectId}>
      <WithProject projectId={projectId}>{children}</WithProject>
    </Fragment>
  );
};

/**
 * A project's admin-only screen (reports, progress, estudo preliminar, relatório técnico,
 * settings: docs/screens.md#screens, docs/roles.md#roles): anyone who is not an admin of project `:id` goes to the dashboard.
 */
export const ProjectAdminRoute = ({ children }: { children: ReactNode }) => {
  const projectId = useNumericId();
  return (
    <RequirePermission allowed={(a) => a.isProjectAdmin(projectId)}>
      <ProjectRoute>{children}</ProjectRoute>
    </RequirePermission>
  );
};
