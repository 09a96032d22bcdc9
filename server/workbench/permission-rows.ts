import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/**
 * The workbench and saved-view routes' rows of the permission matrix
 * (server/http/permission-matrix.requests.ts spreads them). They are open to every signed-in
 * user; what each sees or changes is limited to their projects (server/workbench/).
 */
const NO_VIEW = '/api/lot-views/2147483647';
const VIEW_BODY = { name: 'Minha visão', columns: ['name', 'status'] };
/** No stored view has that id: every signed-in caller gets "não encontrada". */
const missingView = { outsider: 404, member: 404, projectAdmin: 404, globalAdmin: 404 } as const;

export const WORKBENCH_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/lots/workbench': () => ({ url: '/api/lots/workbench' }),
  'GET /api/lots/workbench.xlsx': () => ({ url: '/api/lots/workbench.xlsx' }),
  // Lots the caller cannot see or administer are answered as refused (200), lot by lot.
  'POST /api/lots/workbench/bulk': (f) => ({
    url: '/api/lots/workbench/bulk',
    payload: { action: 'status', lot_ids: [f.lotA], status: 'complete' },
  }),
  'GET /api/lot-views': () => ({ url: '/api/lot-views' }),
  'POST /api/lot-views': () => ({ url: '/api/lot-views', payload: VIEW_BODY }),
  'PATCH /api/lot-views/:id': () => ({ url: NO_VIEW, payload: VIEW_BODY, expect: missingView }),
  'DELETE /api/lot-views/:id': () => ({ url: NO_VIEW, expect: missingView }),
};
