import { createElement, lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import BlocksIcon from '@mui/icons-material/GridView';

// Loaded when first opened, like every screen (see src/resources/projects/index.ts).
const BlockShow = lazy(() => import('./BlockShow').then((m) => ({ default: m.BlockShow })));
const BlockEdit = lazy(() => import('./BlockEdit').then((m) => ({ default: m.BlockEdit })));
const BlockCreate = lazy(() => import('./BlockCreate').then((m) => ({ default: m.BlockCreate })));

/**
 * Quadras (docs/screens.md#screens): `/blocks/{id}` read-only view with its lots, `/blocks/{id}/edit` editor,
 * `/blocks/create?project_id=`. Blocks are listed on their project, so `/blocks` goes to Projetos.
 */
export const blocksResource = {
  name: 'blocks',
  list: () => createElement(Navigate, { to: '/projects', replace: true }),
  create: BlockCreate,
  hasShow: true,
  hasEdit: true,
  icon: BlocksIcon,
  recordRepresentation: 'name',
  children: [
    createElement(Route, { key: 'show', path: ':id', element: createElement(BlockShow) }),
    createElement(Route, { key: 'edit', path: ':id/edit', element: createElement(BlockEdit) }),
  ],
} satisfies ResourceProps;
