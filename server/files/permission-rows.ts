import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';
import { pngBytes, rawMultipartFile } from './samples.ts';

/**
 * The file routes' rows of the permission matrix (server/http/permission-matrix.requests.ts
 * spreads them). The download is public (the signature is its authorisation: an unsigned
 * call is 403 for everyone, never 401); removing a file the lot does not hold is a 400 for
 * those allowed, a 404 outside the project.
 */
export const FILE_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'POST /api/files/create': () => {
    const { payload, headers } = rawMultipartFile('file', 'matriz.png', pngBytes());
    return { url: '/api/files/create', payload, headers };
  },
  'GET /api/files/:id/download': () => ({ url: '/api/files/1/download?expires=1&signature=x' }),
  'PATCH /api/lots/:id/remove-file': (f) => ({ url: `/api/lots/${f.lotA}/remove-file`, payload: { file_id: 1 } }),
};
