import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/** The rows of the permission matrix (server/http/permission-matrix.requests.ts spreads them) for the progress routes. */
export const PROGRESS_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/projects/:id/completed-by-day': (f) => ({ url: `/api/projects/${f.projectA}/completed-by-day` }),
  'GET /api/projects/:id/completed-by-user-and-date': (f) => ({
    url: `/api/projects/${f.projectA}/completed-by-user-and-date?date=2026-03-10&user_name=Marcos%20Lima&assignment_type=both`,
  }),
};
