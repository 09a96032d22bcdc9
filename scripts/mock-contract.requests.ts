import { mockStore } from '../mock-api/handlers.ts';
import { mockFamilies } from '../mock-api/families.ts';
import { mockParties } from '../mock-api/procedure.ts';
import { mockEmissions } from '../mock-api/emissions.ts';
import { createFaker, fakeRecord } from '../mock-api/fake-values.ts';
import { mockRecordsOf } from '../mock-api/resources.ts';
import { RESOURCES } from '../domain/resources/index.ts';
import { parentKey, type ResourceDef } from '../domain/resources/define.ts';
import { lotEntity, storageKey } from '../domain/index.ts';
import { projectSettingsEntity } from '../domain/entities/project-settings.ts';
import { WORKBENCH_COLUMNS } from '../domain/api/lot-workbench.ts';

/**
 * The requests of the mock contract (scripts/mock-contract.test.ts): a row per server route
 * with the ids, body and caller the mock is asked with, the routes the mock deliberately does
 * not serve (NOT_MOCKED, each with its reason) and those still to be written (LEFT, empty).
 */

/** A request to the mock: the path with its ids, who asks (a mock token) and the JSON body. */
export interface MockRequest {
  url: string;
  as?: 'admin' | 'member' | 'projectAdmin';
  body?: unknown;
  /** A multipart body instead of JSON (uploads). */
  form?: FormData;
  /** Requests sent first, for state the mock keeps to itself (a saved view, a report job). */
  before?: MockRequest[];
  /** The method of a `before` request (POST unless said). */
  method?: string;
}

/**
 * Routes the mock deliberately does not serve: the SPA never calls them from the screens its
 * tests render, or the answer is a file the tests never read. Each says why.
 */
export const NOT_MOCKED: Record<string, string> = {
  'GET /api/lots/workbench.xlsx': 'planilha (bytes) da bancada de lotes; os testes da SPA não a leem',
  'GET /api/projects/:id/notified-parties/:partyId/letter.pdf': 'PDF (bytes) da carta de notificação',
  'GET /api/projects/:id/notified-parties/:partyId/decision.pdf':
    'PDF (bytes) da notificação da decisão sobre a impugnação',
  'GET /api/projects/:id/notified-parties/letters.pdf': 'PDF (bytes) das cartas em lote',
  'GET /api/projects/:id/notified-parties/edital.pdf': 'PDF (bytes) do edital',
  'GET /api/projects/:id/termo-compromisso.pdf': 'PDF (bytes) do termo de compromisso',
  'GET /api/projects/:id/declaracao-reurb-s.pdf': 'PDF (bytes) da declaração de classificação da Reurb-S',
  'GET /api/lots/:id/averbacao-edificacao.pdf': 'PDF (bytes) do requerimento de averbação da edificação',
  'GET /api/calendar/:file': 'feed iCalendar para Outlook/Google, sem sessão, fora da SPA',
  'POST /api/public/lookup': 'consulta pública por protocolo (/consulta), testada contra o servidor (server/registry)',
  'GET /api/health': 'sondagem do serviço, não usada pela SPA',
  'GET /api/auth/set-password': 'página HTML do provedor de identidade local, fora da SPA',
  'POST /api/auth/set-password': 'formulário HTML do provedor de identidade local, fora da SPA',
  'GET /api/files/:id/download': 'bytes de um arquivo por link assinado; os testes da SPA não os leem',
  'GET /api/public/verify/:code': 'página pública de verificação de documentos, fora da SPA',
  'GET /api/emissions/:id/download': 'bytes guardados de um documento emitido (PDF/XLSX)',
  'POST /api/emissions/:id/cancel': 'o cancelamento ainda não tem tela na SPA',
  'GET /api/projects/:id/lots.kml': 'arquivo KML baixado pelo navegador, não lido pela SPA',
  'GET /api/projects/:id/lots.dxf': 'arquivo DXF baixado pelo navegador, não lido pela SPA',
  'POST /api/projects/:id/geometry-import': 'importação multipart; os testes da SPA não a exercitam',
};

/**
 * Routes whose mock answer does not match the server's schema yet, or whose request here is
 * not yet one the mock accepts: what is left of issue #13 part 3, each with what is wrong.
 * The test holds this list exactly: a new disagreement fails it, and so does an entry that
 * has been fixed (remove it then). Shrink it; never grow it to make a new route pass.
 */
export const LEFT: Record<string, string> = {
  // Empty: every mocked route answers what the server's schema accepts (issue 13 part 3).
};

const LOT = () => mockStore.lots[0].id as number;
export const PROJECT = () => mockStore.projects[0].id as number;
const BLOCK = () => mockStore.blocks.find((b) => b.project_id === PROJECT())!.id as number;
const STREET = () => mockStore.streets.find((s) => s.project_id === PROJECT())!.id as number;
const USER = () => mockStore.users[0].id;

/**
 * The request each route gets, by `METHOD /api/path` as the server registers it. Paths with
 * `:id` and no row here get the first project's id (most routes are the project's own).
 */
/**
 * The requests of a declared resource's five routes, from its declaration (domain/resources/):
 * its parent's list, its first mock record, and bodies faked from its fields. Rows below win.
 */
function declaredRows(resource: ResourceDef): Record<string, () => MockRequest> {
  const r = `/api/${resource.entity.resource}`;
  const key = parentKey(resource);
  const parent = () => (resource.parent === 'project' ? PROJECT() : BLOCK());
  const first = () => `${r}/${mockRecordsOf(resource).find((record) => record[key] === parent())!.id}`;
  const body = () => fakeRecord(createFaker(), resource.entity, { [key]: parent() });
  return {
    [`GET ${r}/list`]: () => ({ url: `${r}/list?${key}=${parent()}` }),
    [`GET ${r}/:id`]: () => ({ url: first() }),
    [`POST ${r}/create`]: () => ({ url: `${r}/create`, body: body() }),
    [`PATCH ${r}/:id`]: () => ({ url: first(), body: { ...body(), [key]: undefined } }),
    [`DELETE ${r}/:id`]: () => ({ url: first() }),
  };
}

const EXPLICIT_ROWS: Record<string, () => MockRequest> = {
  'GET /api/blocks/:id': () => ({ url: `/api/blocks/${BLOCK()}` }),
  'PATCH /api/blocks/:id': () => ({ url: `/api/blocks/${BLOCK()}`, body: { name: 'Quadra Contrato' } }),
  'DELETE /api/blocks/:id': () => ({ url: `/api/blocks/${BLOCK()}` }),
  'GET /api/blocks/list': () => ({ url: `/api/blocks/list?project_id=${PROJECT()}` }),
  'POST /api/blocks/create': () => ({ url: '/api/blocks/create', body: { name: 'Quadra 99', project_id: PROJECT() } }),
  'GET /api/streets/:id': () => ({ url: `/api/streets/${STREET()}` }),
  'PATCH /api/streets/:id': () => ({ url: `/api/streets/${STREET()}`, body: { name: 'Rua Contrato' } }),
  'DELETE /api/streets/:id': () => ({ url: `/api/streets/${STREET()}` }),
  'GET /api/streets/list': () => ({ url: `/api/streets/list?project_id=${PROJECT()}` }),
  'POST /api/streets/create': () => ({ url: '/api/streets/create', body: { name: 'Rua 99', project_id: PROJECT() } }),
  'GET /api/lots/list': () => ({ url: `/api/lots/list?block_id=${BLOCK()}` }),
  'POST /api/lots/create': () => ({ url: '/api/lots/create', body: { name: 'Lote 99', block_id: BLOCK() } }),
  'GET /api/lots/:id': () => ({ url: `/api/lots/${LOT()}` }),
  'PATCH /api/lots/:id': () => ({ url: `/api/lots/${LOT()}`, body: { name: 'Lote Contrato' } }),
  'DELETE /api/lots/:id': () => ({ url: `/api/lots/${LOT()}` }),
  'PATCH /api/lots/update-phases': () => ({ url: '/api/lots/update-phases', body: { lot_ids: [LOT()] } }),
  'PATCH /api/lots/:id/update-status': () => ({
    url: `/api/lots/${LOT()}/update-status`,
    body: { status: 'to_review' },
  }),
  'POST /api/lots/:id/trigger-review': () => ({ url: `/api/lots/${LOT()}/trigger-review` }),
  'PATCH /api/lots/:id/remove-file': () => {
    // A file the lot holds (the generated lots hold none): the mock refuses any other, as the server.
    mockStore.lots.find((l) => l.id === LOT())![LOT_FILE_KEY] = 4242;
    return { url: `/api/lots/${LOT()}/remove-file`, body: { file_id: 4242 } };
  },
  'GET /api/lots/:id/legal': () => ({ url: `/api/lots/${LOT()}/legal` }),
  'GET /api/lots/:id/history': () => ({ url: `/api/lots/${LOT()}/history` }),
  'GET /api/lots/:id/geometry': () => ({ url: `/api/lots/${LOT()}/geometry` }),
  'GET /api/lots/:id/children': () => ({ url: `/api/lots/${familyLot('children')}/children` }),
  'POST /api/lots/:id/children': () => ({ url: `/api/lots/${LOT()}/children`, body: { name: 'Filho Contrato' } }),
  'POST /api/lots/:id/children/:childId': () => ({ url: familyMember('children'), body: { name: 'Filho Novo' } }),
  'DELETE /api/lots/:id/children/:childId': () => ({ url: familyMember('children') }),
  'GET /api/lots/:id/residents': () => ({ url: `/api/lots/${familyLot('residents')}/residents` }),
  'POST /api/lots/:id/residents': () => ({ url: `/api/lots/${LOT()}/residents`, body: { name: 'Morador Contrato' } }),
  'POST /api/lots/:id/residents/:residentId': () => ({
    url: familyMember('residents'),
    body: { name: 'Morador Novo' },
  }),
  'DELETE /api/lots/:id/residents/:residentId': () => ({ url: familyMember('residents') }),
  'GET /api/projects/list': () => ({ url: '/api/projects/list' }),
  'POST /api/projects/create': () => ({
    url: '/api/projects/create',
    body: { name: 'Núcleo Contrato', city: 'Campinas', state: 'São Paulo' },
  }),
  'PATCH /api/projects/:id': () => ({ url: `/api/projects/${PROJECT()}`, body: { name: 'Núcleo Contrato' } }),
  'POST /api/projects/:id/addMember': () => ({
    url: `/api/projects/${PROJECT()}/addMember`,
    body: { user_sub: outsiderSub() },
  }),
  'POST /api/projects/:id/changeMemberRole': () => ({
    url: `/api/projects/${PROJECT()}/changeMemberRole`,
    body: { user_sub: memberSub(), role: 'admin' },
  }),
  'POST /api/projects/:id/removeMember': () => ({
    url: `/api/projects/${PROJECT()}/removeMember`,
    body: { user_sub: memberSub() },
  }),
  'GET /api/users/:id': () => ({ url: `/api/users/${USER()}` }),
  'PATCH /api/users/:id': () => ({ url: `/api/users/${USER()}`, body: { name: 'Nome Contrato' } }),
  'GET /api/users/list': () => ({ url: '/api/users/list' }),
  'POST /api/users/create': () => ({
    url: '/api/users/create',
    body: { name: 'Pessoa Contrato', email: 'contrato@example.com', role: 'member', password: 'Senha-forte-123' },
  }),
  'POST /api/users/invite': () => ({
    url: '/api/users/invite',
    body: { email: 'convite@example.com', role: 'member', project_id: PROJECT(), project_role: 'member' },
  }),
  'POST /api/data-removal': () => ({ url: '/api/data-removal', body: { email: 'titular@example.com' } }),
  'POST /api/data-removal-confirm': () => ({ url: '/api/data-removal-confirm', body: { token: 'x'.repeat(43) } }),
  'POST /api/data-removal-status': () => ({ url: '/api/data-removal-status', body: { token: 'x'.repeat(43) } }),
  'GET /api/reference/municipalities': () => ({ url: '/api/reference/municipalities?uf=SP' }),
  'PATCH /api/notified-parties/:id': () => ({
    before: [PARTY()],
    url: `/api/notified-parties/${mockParties[0]?.id ?? 1}`,
    body: { notice_method: 'ar', notified_on: '2026-01-10' },
  }),
  'POST /api/projects/:id/notified-parties': () => PARTY(),
  'GET /api/projects/:id/member-candidates': () => ({
    // The generated users' e-mails are @reurb.local; q needs 3 letters or more.
    url: `/api/projects/${PROJECT()}/member-candidates?q=reurb`,
  }),
  'POST /api/lots/workbench/bulk': () => ({
    url: '/api/lots/workbench/bulk',
    body: { action: 'status', lot_ids: [LOT()], status: 'to_review' },
  }),
  'POST /api/lot-views': () => VIEW(),
  'PATCH /api/lot-views/:id': () => ({
    before: [VIEW()],
    url: '/api/lot-views/1',
    body: { ...VIEW_BODY, name: 'Visão renomeada' },
  }),
  'DELETE /api/lot-views/:id': () => ({ before: [VIEW()], url: '/api/lot-views/1' }),
  'GET /api/emissions/:id/package': () => {
    mockEmissions.push(CRF());
    return { url: `/api/emissions/${CRF().id}/package` };
  },
  'GET /api/deadlines': () => ({ url: '/api/deadlines?from=2026-01-01&to=2026-12-31' }),
  'POST /api/admin/project-groups': () => ({ url: '/api/admin/project-groups', body: { name: 'Grupo Contrato' } }),
  'PATCH /api/admin/project-groups/:id': () => ({
    url: `/api/admin/project-groups/${GROUP()}`,
    body: { name: 'Grupo Renomeado' },
  }),
  // A group without projects: one with projects is refused (409), as on the server.
  'DELETE /api/admin/project-groups/:id': () => ({
    url: `/api/admin/project-groups/${mockStore.projectGroups.find((g) => !mockStore.projects.some((p) => p.group_id === g.id))!.id}`,
  }),
  'POST /api/files/create': () => {
    const form = new FormData();
    form.set('file', new File(['%PDF-1.7 contrato'], 'contrato.pdf', { type: 'application/pdf' }));
    return { url: '/api/files/create', form };
  },
  'GET /api/projects/:id/completed-by-user-and-date': () => ({
    url: `/api/projects/${PROJECT()}/completed-by-user-and-date?date=2026-11-20`,
  }),
  ...Object.fromEntries(
    (['residents-report', 'cadastro-social-report', 'user-assignment-report'] as const).map((kind) => [
      `GET /api/project-groups/:groupId/${kind}`,
      () => ({ url: `/api/project-groups/${GROUP()}/${kind}` }),
    ]),
  ),
  'GET /api/project-groups/report-status/:id': () => ({
    before: [JOB()],
    url: `/api/project-groups/report-status/${JOB_ID}`,
  }),
  'GET /api/project-groups/report-download/:id': () => ({
    before: [JOB()],
    url: `/api/project-groups/report-download/${JOB_ID}?expires=1&signature=s`,
  }),
  'PATCH /api/projects/:id/relatorio-tecnico/answers': () => ({
    url: `/api/projects/${PROJECT()}/relatorio-tecnico/answers`,
    body: { answers: {} },
  }),
  'POST /api/removal-reviews/:id/decide': () => ({
    url: `/api/removal-reviews/${PROJECT()}/decide`,
    body: { decision: 'legal_hold', reason: 'Guarda exigida pelo cartório de registro.' },
  }),
  'POST /api/projects/:id/procedure': () => ({
    url: `/api/projects/${PROJECT()}/procedure`,
    // The first act: the written request, by one of the legitimados.
    body: {
      stage: 'requerimento',
      date: '2026-02-10',
      requester: 'Prefeitura de Campinas',
      legitimado: 'poder_publico',
    },
  }),
  // The first save: every field faked from the settings' declaration, the required ones too.
  'PATCH /api/projects/:id/settings': () => ({
    url: `/api/projects/${PROJECT()}/settings`,
    body: fakeRecord(createFaker(), projectSettingsEntity),
  }),
  'PUT /api/projects/:id/holidays': () => ({
    url: `/api/projects/${PROJECT()}/holidays`,
    body: { data: [{ date: '2026-03-19', name: 'Dia de São José' }] },
  }),
};

export const ROWS: Record<string, () => MockRequest> = {
  ...Object.assign({}, ...(Object.values(RESOURCES) as ResourceDef[]).map(declaredRows)),
  ...EXPLICIT_ROWS,
};

/** A single-file field of the lot (remove-file unlinks it). */
const LOT_FILE_KEY = storageKey(lotEntity.fields.find((f) => f.type === 'file')!);
const GROUP = () => mockStore.projects.find((p) => p.id === PROJECT())!.group_id as number;
const PARTY = (): MockRequest => ({
  url: `/api/projects/${PROJECT()}/notified-parties`,
  body: { role: 'confrontante', name: 'Confrontante Contrato' },
});
const VIEW_BODY = { name: 'Visão Contrato', columns: WORKBENCH_COLUMNS.slice(0, 3) };
const VIEW = (): MockRequest => ({ url: '/api/lot-views', body: VIEW_BODY });
/** A group report job (the mock numbers its jobs from 1 after each reset). */
const JOB = (): MockRequest => ({ method: 'GET', url: `/api/project-groups/${GROUP()}/socioeconomic-report` });
const JOB_ID = '00000000-0000-4000-8000-000000000001';
/** An emitted CRF of the first project (the mock has none by default). */
const CRF = () => ({
  id: 7,
  kind: 'cert-reg-fund' as const,
  number: 3,
  year: 2026,
  label: 'CRF nº 003/2026',
  status: 'valid' as const,
  emitted_at: '2026-11-01T12:00:00.000Z',
  emitted_by: 'Admin',
  lot_ids: [LOT()],
  lots: [{ id: LOT(), name: String(mockStore.lots[0].name) }],
  sha256: null,
  verification_code: null,
  complementar_of: null,
  superseded_by: null,
  format: 'pdf' as const,
  signed: false,
  legacy: false,
  downloadable: true,
  cancel_reason: null,
  cancelled_at: null,
});

const familyLot = (kind: 'children' | 'residents') => (mockFamilies[kind][0]?.lot_id as number | undefined) ?? LOT();
const familyMember = (kind: 'children' | 'residents') => {
  const member = mockFamilies[kind].find((m) => kind === 'children' || m.resident_type === 'other')!;
  return `/api/lots/${member.lot_id}/${kind}/${member.id}`;
};
const memberSub = () =>
  mockStore.users.find((u) =>
    mockStore.memberships.some((m) => m.project_id === PROJECT() && m.sub === u.sub && m.project_role === 'member'),
  )!.sub;
const outsiderSub = () =>
  mockStore.users.find((u) => !mockStore.memberships.some((m) => m.project_id === PROJECT() && m.sub === u.sub))!.sub;

/**
 * Parses a JSON answer as the server's serializer writes it: a route's `z.date()` goes out as
 * ISO text, so a text found where the schema wants a date is read as that date (and only
 * there: text fields holding instants stay text).
 */
