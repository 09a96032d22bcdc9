import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/**
 * The registry's rows of the permission matrix (spread by server/http/permission-matrix.requests.ts):
 * project A's counts, the dashboard's, and the public lookup, which answers the same 404 to
 * everyone for a protocol that does not exist (signed in or not, it never reveals a lot).
 */
const notFoundForAll = { anonymous: 404, outsider: 404, member: 404, projectAdmin: 404, globalAdmin: 404 } as const;

export const REGISTRY_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/projects/:id/registry-stages': (f) => ({ url: `/api/projects/${f.projectA}/registry-stages` }),
  'GET /api/registry/stages': () => ({ url: '/api/registry/stages' }),
  // Lot A has no matrícula in the fixtures: its project's members get 409, the outsider 404.
  'GET /api/lots/:id/averbacao-edificacao.pdf': (f) => ({ url: `/api/lots/${f.lotA}/averbacao-edificacao.pdf` }),
  'POST /api/public/lookup': () => ({
    url: '/api/public/lookup',
    payload: { protocol: '22222-22222', birth_date: '01/01/1980' },
    expect: notFoundForAll,
  }),
};
