import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/**
 * The LGPD removal routes' rows of the permission matrix (spread by
 * server/http/permission-matrix.requests.ts): public, so every caller gets the same answer.
 * An unknown address is accepted (200); a well-formed token that was never issued is a 400.
 */
export const REMOVAL_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'POST /api/data-removal': () => ({ url: '/api/data-removal', payload: { email: 'ninguem@exemplo.com.br' } }),
  'POST /api/data-removal-confirm': () => ({ url: '/api/data-removal-confirm', payload: { token: 'A'.repeat(43) } }),
};
