import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/** The lot history's row of the permission matrix: project admins only, against project A's lot. */
export const HISTORY_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/lots/:id/history': (f) => ({ url: `/api/lots/${f.lotA}/history` }),
};
