import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/**
 * The review queue (issue 12): only an admin of the project, or a global admin, may see or
 * decide its reviews; a member gets 404 like an outsider, since the queue names people. The
 * fixtures have no review, so a review id is unknown to everyone (reviews.test.ts covers them).
 */
const NO_REVIEW = 987_654;
const unknownToAll = { outsider: 404, member: 404, projectAdmin: 404, globalAdmin: 404 } as const;

/**
 * The LGPD removal routes' rows of the permission matrix (spread by
 * server/http/permission-matrix.requests.ts). The public flow answers every caller the same:
 * an unknown address is accepted (200); a well-formed token that was never issued is a 400.
 */
export const REMOVAL_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'POST /api/data-removal': () => ({ url: '/api/data-removal', payload: { email: 'ninguem@exemplo.com.br' } }),
  'POST /api/data-removal-status': () => ({ url: '/api/data-removal-status', payload: { token: 'A'.repeat(43) } }),
  'POST /api/data-removal-confirm': () => ({ url: '/api/data-removal-confirm', payload: { token: 'A'.repeat(43) } }),
  'GET /api/projects/:id/removal-reviews': (f) => ({
    url: `/api/projects/${f.projectA}/removal-reviews`,
    expect: { member: 404 },
  }),
  'GET /api/removal-reviews/summary': () => ({ url: '/api/removal-reviews/summary' }),
  'GET /api/removal-reviews/:id': () => ({ url: `/api/removal-reviews/${NO_REVIEW}`, expect: unknownToAll }),
  'POST /api/removal-reviews/:id/decide': () => ({
    url: `/api/removal-reviews/${NO_REVIEW}/decide`,
    payload: { decision: 'legal_hold', reason: 'Título emitido: obrigação legal.' },
    expect: unknownToAll,
  }),
};
