import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';

const AdminPage = lazy(() => import('./AdminPage').then((m) => ({ default: m.AdminPage })));

/** `/admin/*` (issue #18 part 6): loaded only when a global admin opens it. */
export const adminRoute = createElement(Route, { key: 'admin', path: '/admin/*', element: createElement(AdminPage) });
