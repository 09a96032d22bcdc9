import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/**
 * The procedure's rows of the permission matrix (spread by
 * server/http/permission-matrix.requests.ts): the timeline and the clocks of project A, a stage
 * event (the first requerimento, valid for whoever may record it), and the dashboard panel.
 */
export const PROCEDURE_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/projects/:id/procedure': (f) => ({ url: `/api/projects/${f.projectA}/procedure` }),
  'POST /api/projects/:id/procedure': (f) => ({
    url: `/api/projects/${f.projectA}/procedure`,
    payload: {
      stage: 'requerimento',
      date: '2025-03-10',
      requester: 'Associação de Moradores',
      legitimado: 'beneficiarios',
    },
  }),
  'GET /api/projects/:id/deadlines': (f) => ({ url: `/api/projects/${f.projectA}/deadlines` }),
  'GET /api/deadlines/urgent': () => ({ url: '/api/deadlines/urgent' }),
};
