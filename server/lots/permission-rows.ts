import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/**
 * The lot routes' rows of the permission matrix (server/http/permission-matrix.requests.ts
 * spreads them), against project A's lot and block.
 */
export const LOT_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/lots/list': (f) => ({ url: `/api/lots/list?block_id=${f.blockA}` }),
  'GET /api/lots/:id': (f) => ({ url: `/api/lots/${f.lotA}` }),
  'POST /api/lots/create': (f) => ({
    url: '/api/lots/create',
    payload: { name: 'Lote da matriz', block_id: f.blockA },
  }),
  'PATCH /api/lots/:id': (f) => ({ url: `/api/lots/${f.lotA}`, payload: { n_selagem: 'S-123' } }),
  'DELETE /api/lots/:id': (f) => ({ url: `/api/lots/${f.lotA}` }),
  'PATCH /api/lots/:id/update-status': (f) => ({
    url: `/api/lots/${f.lotA}/update-status`,
    payload: { status: 'complete' },
  }),
  'POST /api/lots/:id/trigger-review': (f) => ({ url: `/api/lots/${f.lotA}/trigger-review` }),
  'GET /api/lots/:id/legal': (f) => ({ url: `/api/lots/${f.lotA}/legal` }),
  // Lots the caller cannot see are reported as not found (200), not refused.
  'PATCH /api/lots/update-phases': (f) => ({
    url: '/api/lots/update-phases',
    payload: { lot_ids: [f.lotA] },
    expect: { outsider: 200 },
  }),
};
