import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/**
 * The rows of the permission matrix (server/http/permission-matrix.requests.ts spreads them)
 * for the project, member, block and street routes, against project A's records.
 */
export const PROJECT_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/projects/list': () => ({ url: '/api/projects/list' }),
  'GET /api/projects/:id': (f) => ({ url: `/api/projects/${f.projectA}` }),
  'POST /api/projects/create': () => ({ url: '/api/projects/create', payload: { name: 'Projeto da matriz' } }),
  'PATCH /api/projects/:id': (f) => ({ url: `/api/projects/${f.projectA}`, payload: { city: 'Sumaré' } }),
  'DELETE /api/projects/:id': (f) => ({ url: `/api/projects/${f.projectA}` }),
  'GET /api/projects/:id/members': (f) => ({ url: `/api/projects/${f.projectA}/members` }),
  'GET /api/projects/:id/member-candidates': (f) => ({
    url: `/api/projects/${f.projectA}/member-candidates?q=prefeitura`,
  }),
  'POST /api/projects/:id/addMember': (f) => ({
    url: `/api/projects/${f.projectA}/addMember`,
    payload: { user_sub: f.subs.outsider },
  }),
  'POST /api/projects/:id/changeMemberRole': (f) => ({
    url: `/api/projects/${f.projectA}/changeMemberRole`,
    payload: { user_sub: f.subs.member, role: 'admin' },
  }),
  'POST /api/projects/:id/removeMember': (f) => ({
    url: `/api/projects/${f.projectA}/removeMember`,
    payload: { user_sub: f.subs.member },
  }),
  'GET /api/blocks/list': (f) => ({ url: `/api/blocks/list?project_id=${f.projectA}&include=progress` }),
  'GET /api/blocks/:id': (f) => ({ url: `/api/blocks/${f.blockA}` }),
  'POST /api/blocks/create': (f) => ({
    url: '/api/blocks/create',
    payload: { name: 'Quadra da matriz', project_id: f.projectA, streets_ids: [f.streetA] },
  }),
  'PATCH /api/blocks/:id': (f) => ({
    url: `/api/blocks/${f.blockA}`,
    payload: { name: 'Quadra 01A', streets_ids: [] },
  }),
  'DELETE /api/blocks/:id': (f) => ({ url: `/api/blocks/${f.blockA}` }),
  'GET /api/streets/list': (f) => ({ url: `/api/streets/list?project_id=${f.projectA}` }),
  'GET /api/streets/:id': (f) => ({ url: `/api/streets/${f.streetA}` }),
  'POST /api/streets/create': (f) => ({
    url: '/api/streets/create',
    payload: { name: 'Rua da matriz', project_id: f.projectA },
  }),
  'PATCH /api/streets/:id': (f) => ({ url: `/api/streets/${f.streetA}`, payload: { name: 'Rua das Flores Novas' } }),
  'DELETE /api/streets/:id': (f) => ({ url: `/api/streets/${f.streetA}` }),
};
