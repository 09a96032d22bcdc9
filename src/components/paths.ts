import type { Identifier } from 'react-admin';

/**
 * The spec's URLs (docs/screens.md#screens): `/r` list, `/r/create`, `/r/{id}` read-only view, `/r/{id}/edit`.
 * react-admin's own paths put the editor at `/r/{id}`: link with these instead.
 */
export const paths = {
  list: (resource: string) => `/${resource}`,
  create: (resource: string) => `/${resource}/create`,
  show: (resource: string, id: Identifier) => `/${resource}/${id}`,
  edit: (resource: string, id: Identifier) => `/${resource}/${id}/edit`,
  /** Streets are listed per project. */
  streets: (projectId: Identifier) => `/streets/list/${projectId}`,
};

/** For `<Create redirect>` / `<Edit redirect>`: the new or saved record's read-only view. */
export const redirectToShow = (resource: string | undefined, id: Identifier | undefined) =>
  id === undefined || !resource ? paths.list(resource ?? '') : paths.show(resource, id);
