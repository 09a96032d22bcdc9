import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import LotIcon from '@mui/icons-material/HomeWork';

// Loaded when first opened, so the first screen's JavaScript holds none of the lot screens.
const LotCreate = lazy(() => import('./LotCreate').then((m) => ({ default: m.LotCreate })));
const LotShow = lazy(() => import('./LotShow').then((m) => ({ default: m.LotShow })));
const LotEdit = lazy(() => import('./LotEdit').then((m) => ({ default: m.LotEdit })));
const LotHistoryPage = lazy(() => import('./history/LotHistoryPage'));
const LotWorkbench = lazy(() => import('./list/LotWorkbench'));

/**
 * The lots resource, spread into <Resource>: `/lots` the workbench across projects (issue 18), `/lots/create?block_id=`, `/lots/{id}` read-only
 * view, `/lots/{id}/edit` editor (docs/screens.md#screens) and `/lots/{id}/history`, the timeline (issue 8). A block's lots are listed on the block screen.
 */
export const lotsResource = {
  name: 'lots',
  list: LotWorkbench,
  create: LotCreate,
  hasShow: true,
  hasEdit: true,
  icon: LotIcon,
  recordRepresentation: 'name',
  children: [
    createElement(Route, { key: 'show', path: ':id', element: createElement(LotShow) }),
    createElement(Route, { key: 'edit', path: ':id/edit', element: createElement(LotEdit) }),
    createElement(Route, { key: 'history', path: ':id/history', element: createElement(LotHistoryPage) }),
  ],
} satisfies ResourceProps;
