import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';
import { GROUP_KINDS, REPORT_KINDS } from './kinds.ts';

/**
 * The report routes' rows of the permission matrix (server/http/permission-matrix.requests.ts
 * spreads them), against project A. The fixtures' projects belong to no group, so a group
 * report and a job id are unknown to everyone (404); reports.test.ts covers groups in full.
 */
const NO_GROUP = 987_654;
const NO_JOB = '00000000-0000-4000-8000-000000000000';
const unknownToAll = { outsider: 404, member: 404, projectAdmin: 404, globalAdmin: 404 } as const;

export const REPORT_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  ...Object.fromEntries(
    REPORT_KINDS.map((kind) => [
      `GET /api/projects/:id/${kind}`,
      (f: Fixtures) => ({ url: `/api/projects/${f.projectA}/${kind}?complete=false` }),
    ]),
  ),
  'GET /api/projects/:id/custom-report': (f) => ({
    url: `/api/projects/${f.projectA}/custom-report?attributes=name,owner_name,cpf`,
  }),
  'GET /api/projects/:id/preview': (f) => ({ url: `/api/projects/${f.projectA}/preview?complete=false` }),
  ...Object.fromEntries(
    GROUP_KINDS.map((kind) => [
      `GET /api/project-groups/:groupId/${kind}`,
      () => ({ url: `/api/project-groups/${NO_GROUP}/${kind}`, expect: unknownToAll }),
    ]),
  ),
  'GET /api/project-groups/report-status/:id': () => ({
    url: `/api/project-groups/report-status/${NO_JOB}`,
    expect: unknownToAll,
  }),
  // Public: the signature is the authorisation; a missing one is 403 for everyone.
  'GET /api/project-groups/report-download/:id': () => ({ url: `/api/project-groups/report-download/${NO_JOB}` }),
};
