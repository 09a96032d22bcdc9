import type { MatrixRequest } from '../../http/permission-matrix.requests.ts';
import type { Fixtures } from '../../test/fixtures.ts';
import { VALID_SETTINGS } from './test-values.ts';

/** The report settings routes' rows of the permission matrix, against project A. */
export const SETTINGS_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/projects/:id/settings': (f) => ({ url: `/api/projects/${f.projectA}/settings` }),
  'PATCH /api/projects/:id/settings': (f) => ({ url: `/api/projects/${f.projectA}/settings`, payload: VALID_SETTINGS }),
};
