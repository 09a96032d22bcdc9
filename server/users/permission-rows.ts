import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

let made = 0;
/** A new address for each call, so a create or an invitation is never a duplicate. */
const fresh = () => `matriz-${Date.now()}-${++made}@prefeitura.example`;

/**
 * The rows of the permission matrix (server/http/permission-matrix.requests.ts spreads them)
 * for the users routes, the invitation and the set-password page. User 1 is the first
 * account made, the demo admin (the fixtures name users by sub, the routes by id).
 */
export const USER_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/users/list': () => ({ url: '/api/users/list' }),
  'GET /api/users/:id': (f) => ({ url: `/api/users/${f.userIds.member}` }),
  'POST /api/users/create': () => ({
    url: '/api/users/create',
    payload: { email: fresh(), password: 'senha-da-matriz', role: 'member' },
  }),
  'PATCH /api/users/:id': (f) => ({ url: `/api/users/${f.userIds.member}`, payload: { name: 'Marcos Lima' } }),
  'POST /api/users/invite': (f) => ({
    url: '/api/users/invite',
    payload: { email: fresh(), role: 'member', project_id: f.projectA, project_role: 'member' },
  }),
  'GET /api/auth/set-password': () => ({ url: '/api/auth/set-password?token=invalido' }),
  'POST /api/auth/set-password': () => ({
    url: '/api/auth/set-password',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'token=invalido&password=senha-nova&password_confirmation=senha-nova',
  }),
};
