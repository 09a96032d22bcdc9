import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/**
 * The procedure's rows of the permission matrix (spread by
 * server/http/permission-matrix.requests.ts): the timeline and the clocks of project A, a stage
 * event (the first requerimento, valid for whoever may record it), and the dashboard panel.
 */
/** No party exists in the fixtures: its id is unknown to every caller (404, the same answer for all). */
const NO_PARTY = 987_654;
const unknownToAll = { outsider: 404, member: 404, projectAdmin: 404, globalAdmin: 404 } as const;

export const PARTY_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/projects/:id/notified-parties': (f) => ({ url: `/api/projects/${f.projectA}/notified-parties` }),
  'POST /api/projects/:id/notified-parties': (f) => ({
    url: `/api/projects/${f.projectA}/notified-parties`,
    payload: { role: 'confrontante', name: 'João Confrontante', document: '52998224725' },
  }),
  'PATCH /api/notified-parties/:id': () => ({
    url: `/api/notified-parties/${NO_PARTY}`,
    payload: { notice_method: 'ar', notified_on: '2025-03-10' },
    expect: unknownToAll,
  }),
  // The letters and the edital (server/http/notices.ts): project A has no party in the fixtures,
  // so a project's member gets 404 for an unknown party and 409 ("nenhum notificado") in bulk.
  'GET /api/projects/:id/notified-parties/:partyId/letter.pdf': (f) => ({
    url: `/api/projects/${f.projectA}/notified-parties/${NO_PARTY}/letter.pdf`,
    expect: unknownToAll,
  }),
  'GET /api/projects/:id/notified-parties/:partyId/decision.pdf': (f) => ({
    url: `/api/projects/${f.projectA}/notified-parties/${NO_PARTY}/decision.pdf`,
    expect: unknownToAll,
  }),
  'GET /api/projects/:id/notified-parties/letters.pdf': (f) => ({
    url: `/api/projects/${f.projectA}/notified-parties/letters.pdf`,
  }),
  'GET /api/projects/:id/notified-parties/edital.pdf': (f) => ({
    url: `/api/projects/${f.projectA}/notified-parties/edital.pdf`,
  }),
  // The termo de compromisso: project A's settings have no cronograma in the fixtures (409 to its members).
  'GET /api/projects/:id/termo-compromisso.pdf': (f) => ({ url: `/api/projects/${f.projectA}/termo-compromisso.pdf` }),
  'GET /api/projects/:id/declaracao-reurb-s.pdf': (f) => ({
    url: `/api/projects/${f.projectA}/declaracao-reurb-s.pdf`,
  }),
};

/** The month calendar, the personal iCalendar feed and its management (server/http/calendar.ts). */
export const CALENDAR_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/deadlines': () => ({ url: '/api/deadlines?from=2026-11-01&to=2026-11-30' }),
  'GET /api/account/calendar-feed': () => ({ url: '/api/account/calendar-feed' }),
  'POST /api/account/calendar-feed': () => ({ url: '/api/account/calendar-feed' }),
  'DELETE /api/account/calendar-feed': () => ({ url: '/api/account/calendar-feed' }),
  // The token is the credential: an unknown one is 404 for everyone, signed in or not.
  'GET /api/calendar/:file': () => ({
    url: '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    expect: { anonymous: 404, ...unknownToAll },
  }),
};

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
  'GET /api/projects/:id/holidays': (f) => ({ url: `/api/projects/${f.projectA}/holidays` }),
  'PUT /api/projects/:id/holidays': (f) => ({
    url: `/api/projects/${f.projectA}/holidays`,
    payload: { data: [{ date: '2026-08-15', name: 'Padroeira do município' }] },
  }),
  ...PARTY_REQUESTS,
  ...CALENDAR_REQUESTS,
};
