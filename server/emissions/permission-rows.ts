import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/**
 * The emission register's rows of the permission matrix (spread by
 * server/http/permission-matrix.requests.ts). The fixtures emit nothing, so an emission id and
 * a verification code are unknown to every caller (404, the same answer for all: nothing tells
 * a member from an outsider); server/emissions/emissions.test.ts covers real emissions.
 */
const NO_EMISSION = 987_654;
const unknownToAll = { outsider: 404, member: 404, projectAdmin: 404, globalAdmin: 404 } as const;

export const EMISSION_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/projects/:id/emissions': (f) => ({ url: `/api/projects/${f.projectA}/emissions` }),
  'GET /api/emissions/signing-certificate': () => ({ url: '/api/emissions/signing-certificate' }),
  'POST /api/emissions/:id/cancel': () => ({
    url: `/api/emissions/${NO_EMISSION}/cancel`,
    payload: { reason: 'Emitido para o lote errado por engano.' },
    expect: unknownToAll,
  }),
  'GET /api/emissions/:id/download': () => ({ url: `/api/emissions/${NO_EMISSION}/download`, expect: unknownToAll }),
  'GET /api/emissions/:id/package': () => ({ url: `/api/emissions/${NO_EMISSION}/package`, expect: unknownToAll }),
  'GET /api/public/verify/:code': () => ({ url: '/api/public/verify/7K2M-9QXD-P4TA-W8CE' }),
};
