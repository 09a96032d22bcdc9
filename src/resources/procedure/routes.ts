import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';
import { ProjectRoute } from '../../components/ProjectAdminRoute';
import { procedurePaths } from './queries';

const DeadlinesPage = lazy(() => import('./DeadlinesPage').then((m) => ({ default: m.DeadlinesPage })));
const CalendarPage = lazy(() => import('./CalendarPage').then((m) => ({ default: m.CalendarPage })));
const NotifiedPartiesPage = lazy(() =>
  import('./NotifiedPartiesPage').then((m) => ({ default: m.NotifiedPartiesPage })),
);

/** The procedure's screens under `/projects/{id}/…`, for every member of the project (the API checks who asks). */
export const procedureProjectRoutes = [
  createElement(Route, {
    key: 'deadlines',
    path: ':id/deadlines',
    element: createElement(ProjectRoute, null, createElement(DeadlinesPage)),
  }),
  createElement(Route, {
    key: 'parties',
    path: ':id/notified-parties',
    element: createElement(ProjectRoute, null, createElement(NotifiedPartiesPage)),
  }),
];

/** Calendário de prazos (`/calendar`): the clocks of all the user's projects and the personal iCalendar feed. */
export const procedureCalendarRoute = createElement(Route, {
  key: 'calendar',
  path: procedurePaths.calendar,
  element: createElement(CalendarPage),
});
