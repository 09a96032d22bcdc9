import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';

const DeadlinesPage = lazy(() => import('./DeadlinesPage').then((m) => ({ default: m.DeadlinesPage })));
const NotifiedPartiesPage = lazy(() =>
  import('./NotifiedPartiesPage').then((m) => ({ default: m.NotifiedPartiesPage })),
);

/** The procedure's screens under `/projects/{id}/…`, for every member of the project (the API checks who asks). */
export const procedureProjectRoutes = [
  createElement(Route, { key: 'deadlines', path: ':id/deadlines', element: createElement(DeadlinesPage) }),
  createElement(Route, { key: 'parties', path: ':id/notified-parties', element: createElement(NotifiedPartiesPage) }),
];
