import type { Fixtures, Persona } from '../test/fixtures.ts';
import { PROJECT_REQUESTS } from '../projects/permission-rows.ts';
import { LOT_REQUESTS } from '../lots/permission-rows.ts';
import { WORKBENCH_REQUESTS } from '../workbench/permission-rows.ts';
import { USER_REQUESTS } from '../users/permission-rows.ts';
import { PROGRESS_REQUESTS } from '../progress/permission-rows.ts';
import { REPORT_REQUESTS } from '../reports/permission-rows.ts';
import { SETTINGS_REQUESTS } from '../projects/settings/permission-rows.ts';
import { FILE_REQUESTS } from '../files/permission-rows.ts';
import { FAMILY_REQUESTS } from '../families/permission-rows.ts';
import { REMOVAL_REQUESTS } from '../removal/permission-rows.ts';
import { STUDY_REQUESTS } from '../studies/permission-rows.ts';
import { HISTORY_REQUESTS } from '../history/permission-rows.ts';
import { EMISSION_REQUESTS } from '../emissions/permission-rows.ts';
import { PROCEDURE_REQUESTS } from '../procedure/permission-rows.ts';
import { GEOMETRY_REQUESTS } from '../geometry/permission-rows.ts';
import { REGISTRY_REQUESTS } from '../registry/permission-rows.ts';
import { ADMIN_REQUESTS } from '../admin/permission-rows.ts';

/** `allowed`: not 401/403/404 (the call may still be refused for its content). */
export type Expectation = 'allowed' | 'public' | number;

export interface MatrixRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Where a route's answer for a persona is not what its access level implies, and why. */
  expect?: Partial<Record<Persona, Expectation>>;
}

/**
 * One request per route, `METHOD /api/path` as Fastify registers it, against project A's
 * records (the member and the project admin work in A; the outsider only in B).
 */
export const REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/health': () => ({ url: '/api/health' }),
  'GET /api/client-config': () => ({ url: '/api/client-config' }),
  'GET /api/account/me': () => ({ url: '/api/account/me' }),
  'GET /api/reference/states': () => ({ url: '/api/reference/states' }),
  'GET /api/reference/municipalities': () => ({ url: '/api/reference/municipalities?uf=SP' }),
  ...PROJECT_REQUESTS,
  ...LOT_REQUESTS,
  ...WORKBENCH_REQUESTS,
  ...USER_REQUESTS,
  ...PROGRESS_REQUESTS,
  ...REPORT_REQUESTS,
  ...SETTINGS_REQUESTS,
  ...FILE_REQUESTS,
  ...FAMILY_REQUESTS,
  ...REMOVAL_REQUESTS,
  ...STUDY_REQUESTS,
  ...HISTORY_REQUESTS,
  ...EMISSION_REQUESTS,
  ...PROCEDURE_REQUESTS,
  ...GEOMETRY_REQUESTS,
  ...REGISTRY_REQUESTS,
  ...ADMIN_REQUESTS,
};
