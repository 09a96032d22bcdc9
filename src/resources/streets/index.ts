import { createElement, lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import StreetsIcon from '@mui/icons-material/Signpost';

const StreetList = lazy(() => import('./StreetList').then((m) => ({ default: m.StreetList })));
const StreetCreate = lazy(() => import('./StreetCreate').then((m) => ({ default: m.StreetCreate })));
const StreetShow = lazy(() => import('./StreetShow').then((m) => ({ default: m.StreetShow })));
const StreetEdit = lazy(() => import('./StreetEdit').then((m) => ({ default: m.StreetEdit })));

/** The streets of a project (docs/screens.md#screens): `/streets/list/{project_id}`, a route inside the layout. */
export const STREETS_LIST_ROUTE = '/streets/list/:project_id';
export const streetsListRoute = createElement(Route, {
  key: 'streets-list',
  path: STREETS_LIST_ROUTE,
  element: createElement(StreetList),
});

/**
 * Ruas (docs/screens.md#screens): `/streets/create?project_id=`, `/streets/{id}` read-only view and
 * `/streets/{id}/edit`; the list is per project (`streetsListRoute`, in <CustomRoutes>), so
 * `/streets` goes to Projetos.
 */
export const streetsResource = {
  name: 'streets',
  list: () => createElement(Navigate, { to: '/projects', replace: true }),
  create: StreetCreate,
  hasShow: true,
  hasEdit: true,
  icon: StreetsIcon,
  recordRepresentation: 'name',
  children: [
    createElement(Route, { key: 'show', path: ':id', element: createElement(StreetShow) }),
    createElement(Route, { key: 'edit', path: ':id/edit', element: createElement(StreetEdit) }),
  ],
} satisfies ResourceProps;
