import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/**
 * The children and residents routes' rows of the permission matrix (spread into REQUESTS
 * by server/http/permission-matrix.requests.ts), against project A's lot, child and resident.
 */
export const FAMILY_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/lots/:id/children': (f) => ({ url: `/api/lots/${f.lotA}/children` }),
  'POST /api/lots/:id/children': (f) => ({ url: `/api/lots/${f.lotA}/children`, payload: { name: 'Filho da Matriz' } }),
  'POST /api/lots/:id/children/:childId': (f) => ({
    url: `/api/lots/${f.lotA}/children/${f.childA}`,
    payload: { occupation: 'Estudante' },
  }),
  'DELETE /api/lots/:id/children/:childId': (f) => ({ url: `/api/lots/${f.lotA}/children/${f.childA}` }),
  'GET /api/lots/:id/residents': (f) => ({ url: `/api/lots/${f.lotA}/residents` }),
  'POST /api/lots/:id/residents': (f) => ({
    url: `/api/lots/${f.lotA}/residents`,
    payload: { name: 'Morador da Matriz' },
  }),
  'POST /api/lots/:id/residents/:residentId': (f) => ({
    url: `/api/lots/${f.lotA}/residents/${f.residentA}`,
    payload: { occupation: 'Pedreiro' },
  }),
  'DELETE /api/lots/:id/residents/:residentId': (f) => ({ url: `/api/lots/${f.lotA}/residents/${f.residentA}` }),
};
