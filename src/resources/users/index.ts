import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import UsersIcon from '@mui/icons-material/People';

const UserList = lazy(() => import('./UserList').then((m) => ({ default: m.UserList })));
const UserCreate = lazy(() => import('./UserCreate').then((m) => ({ default: m.UserCreate })));
const UserShow = lazy(() => import('./UserShow').then((m) => ({ default: m.UserShow })));
const UserEdit = lazy(() => import('./UserEdit').then((m) => ({ default: m.UserEdit })));

/**
 * Usuários (docs/screens.md#screens, global admins only; anyone else goes to the dashboard): `/users` list,
 * `/users/create`, `/users/{id}` read-only view with the project roles and the chart of lots
 * worked per day (recharts, loaded only there), `/users/{id}/edit`.
 */
export const usersResource = {
  name: 'users',
  list: UserList,
  create: UserCreate,
  hasShow: true,
  hasEdit: true,
  icon: UsersIcon,
  recordRepresentation: (record) => (record.name as string | null) || (record.email as string),
  children: [
    createElement(Route, { key: 'show', path: ':id', element: createElement(UserShow) }),
    createElement(Route, { key: 'edit', path: ':id/edit', element: createElement(UserEdit) }),
  ],
} satisfies ResourceProps;
