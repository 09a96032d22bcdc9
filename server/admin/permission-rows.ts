import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/** The rows of the permission matrix for Administração's routes (global admins only). */
export const ADMIN_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/admin/status': () => ({ url: '/api/admin/status' }),
  'GET /api/admin/project-groups': () => ({ url: '/api/admin/project-groups' }),
  'POST /api/admin/project-groups': () => ({ url: '/api/admin/project-groups', payload: { name: 'Grupo da matriz' } }),
  // The fixtures have no group: a global admin reaches the route and is told the group does not exist.
  'PATCH /api/admin/project-groups/:id': () => ({
    url: '/api/admin/project-groups/999999',
    payload: { name: 'Grupo renomeado' },
    expect: { globalAdmin: 404 },
  }),
  'DELETE /api/admin/project-groups/:id': () => ({
    url: '/api/admin/project-groups/999999',
    expect: { globalAdmin: 404 },
  }),
};
