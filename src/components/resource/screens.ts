import { createElement, lazy, type ComponentType } from 'react';
import { Navigate, Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import type { ResourceDef } from '../domain/model';

type Screen = ComponentType<{ resource: ResourceDef }>;
const ResourceList = lazy(() => import('./ResourceList').then((m) => ({ default: m.ResourceList as Screen })));
const ResourceCreate = lazy(() => import('./ResourceCreate').then((m) => ({ default: m.ResourceCreate as Screen })));
const ResourceShow = lazy(() => import('./ResourceShow').then((m) => ({ default: m.ResourceShow as Screen })));
const ResourceEdit = lazy(() => import('./ResourceEdit').then((m) => ({ default: m.ResourceEdit as Screen })));

/**
 * The react-admin screens of a declared resource (issue #13 part 2), from its declaration:
 * `resource` for `<Resource>` (`/<r>/create?<parent>_id=`, `/<r>/{id}` read-only view,
 * `/<r>/{id}/edit`; `/<r>` alone goes to Projetos) and `listRoute` for `<CustomRoutes>`: the
 * parent's records at `/<r>/list/{parent id}` (streets: `/streets/list/7`).
 */
export function resourceScreens(resource: ResourceDef, options: Pick<ResourceProps, 'icon'> = {}) {
  const name = resource.entity.resource;
  const screen = (component: Screen) => createElement(component, { resource });
  return {
    listPath: `/${name}/list/:parent_id`,
    listRoute: createElement(Route, {
      key: `${name}-list`,
      path: `/${name}/list/:parent_id`,
      element: screen(ResourceList),
    }),
    resource: {
      name,
      list: () => createElement(Navigate, { to: '/projects', replace: true }),
      create: () => screen(ResourceCreate),
      hasShow: true,
      hasEdit: true,
      icon: options.icon,
      recordRepresentation: resource.entity.recordRepresentation,
      children: [
        createElement(Route, { key: 'show', path: ':id', element: screen(ResourceShow) }),
        createElement(Route, { key: 'edit', path: ':id/edit', element: screen(ResourceEdit) }),
      ],
    } satisfies ResourceProps,
  };
}
