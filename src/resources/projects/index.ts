import { createElement } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import ProjectsIcon from '@mui/icons-material/Map';
import { ProjectCreate } from './ProjectCreate';
import { ProjectEdit } from './ProjectEdit';
import { ProjectList } from './ProjectList';
import { ProjectShow } from './ProjectShow';

/**
 * The projects resource, spread into <Resource>. The spec's URLs (§2): `/projects` list,
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
  ],
} satisfies ResourceProps;
