import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/**
 * The Estudo Preliminar and Relatório Técnico routes' rows of the permission matrix
 * (server/http/permission-matrix.requests.ts spreads them), against project A. All are
 * project-admin: the member gets 403 and the outsider 404.
 */
const url = (f: Fixtures, tail: string) => `/api/projects/${f.projectA}/${tail}`;

export const STUDY_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/projects/:id/relatorio-preliminar': (f) => ({ url: url(f, 'relatorio-preliminar') }),
  'PATCH /api/projects/:id/relatorio-preliminar': (f) => ({
    url: url(f, 'relatorio-preliminar'),
    payload: { diagnostico_social: '<p>Texto</p>' },
  }),
  'GET /api/projects/:id/relatorio-preliminar/pdf': (f) => ({ url: url(f, 'relatorio-preliminar/pdf') }),
  'GET /api/projects/:id/relatorio-tecnico/form': (f) => ({ url: url(f, 'relatorio-tecnico/form') }),
  'GET /api/projects/:id/relatorio-tecnico': (f) => ({ url: url(f, 'relatorio-tecnico') }),
  'PATCH /api/projects/:id/relatorio-tecnico/answers': (f) => ({
    url: url(f, 'relatorio-tecnico/answers'),
    payload: { answers: { instrumento: 'Legitimação fundiária' } },
  }),
  'PATCH /api/projects/:id/relatorio-tecnico': (f) => ({
    url: url(f, 'relatorio-tecnico'),
    payload: { customized: false },
  }),
  'GET /api/projects/:id/relatorio-tecnico/pdf': (f) => ({ url: url(f, 'relatorio-tecnico/pdf') }),
};
