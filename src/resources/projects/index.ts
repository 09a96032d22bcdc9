import { createElement, lazy, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import ProjectsIcon from '@mui/icons-material/Map';
import { ProjectAdminRoute, ProjectRoute } from '../../components/ProjectAdminRoute';
import { procedureProjectRoutes } from '../procedure/routes';

// The screens load when first opened (the layout's Suspense shows 'Carregando...'), so the
// first screen's JavaScript holds none of them, nor domain/, masks or fuse.js.
const ProjectList = lazy(() => import('./ProjectList').then((m) => ({ default: m.ProjectList })));
const ProjectCreate = lazy(() => import('./ProjectCreate').then((m) => ({ default: m.ProjectCreate })));
const ProjectShow = lazy(() => import('./ProjectShow').then((m) => ({ default: m.ProjectShow })));
const ProjectEdit = lazy(() => import('./ProjectEdit').then((m) => ({ default: m.ProjectEdit })));
const ReportsPage = lazy(() => import('../../pages/reports/ReportsPage').then((m) => ({ default: m.ReportsPage })));
const ProgressPage = lazy(() => import('../../pages/progress/ProgressPage').then((m) => ({ default: m.ProgressPage })));
const ReportSettingsPage = lazy(() =>
  import('../../pages/report-settings/ReportSettingsPage').then((m) => ({ default: m.ReportSettingsPage })),
);
const EstudoPreliminarPage = lazy(() =>
  import('../../pages/estudo-preliminar/EstudoPreliminarPage').then((m) => ({ default: m.EstudoPreliminarPage })),
);
const EmissionsPage = lazy(() =>
  import('../../pages/emissions/EmissionsPage').then((m) => ({ default: m.EmissionsPage })),
);
const RemovalReviewsPage = lazy(() =>
  import('../../pages/removal-reviews/RemovalReviewsPage').then((m) => ({ default: m.RemovalReviewsPage })),
);
const MapPage = lazy(() => import('../map/MapPage').then((m) => ({ default: m.MapPage })));
const RelatorioTecnicoPage = lazy(() =>
  import('../../pages/relatorio-tecnico/RelatorioTecnicoPage').then((m) => ({ default: m.RelatorioTecnicoPage })),
);

/** A project admin's screen under `/projects/{id}/…` (docs/screens.md#screens); others go to the dashboard. */
const adminRoute = (path: string, page: ComponentType) =>
  createElement(Route, { key: path, path, element: createElement(ProjectAdminRoute, null, createElement(page)) });

/**
 * The projects resource, spread into <Resource>. The spec's URLs (docs/screens.md#screens): `/projects` list,
 * `/projects/create`, `/projects/{id}` read-only view and `/projects/{id}/edit` editor;
 * react-admin's own would put the editor at `/projects/{id}`, so view and editor are routes.
 */
export const projectsResource = {
  name: 'projects',
  list: ProjectList,
  create: ProjectCreate,
  hasShow: true,
  hasEdit: true,
  icon: ProjectsIcon,
  recordRepresentation: 'name',
  children: [
    createElement(Route, { key: 'show', path: ':id', element: createElement(ProjectShow) }),
    createElement(Route, { key: 'edit', path: ':id/edit', element: createElement(ProjectEdit) }),
    adminRoute(':id/reports', ReportsPage),
    adminRoute(':id/progress', ProgressPage),
    adminRoute(':id/reports/settings', ReportSettingsPage),
    adminRoute(':id/reports/estudo-preliminar', EstudoPreliminarPage),
    adminRoute(':id/reports/relatorio-tecnico', RelatorioTecnicoPage),
    adminRoute(':id/removal-reviews', RemovalReviewsPage),
    adminRoute(':id/emissions', EmissionsPage),
    ...procedureProjectRoutes,
    // The map of the núcleo (issue 17): every member of the project.
    createElement(Route, {
      key: 'map',
      path: ':id/map',
      element: createElement(ProjectRoute, null, createElement(MapPage)),
    }),
  ],
} satisfies ResourceProps;
