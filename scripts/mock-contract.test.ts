import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RouteEntry } from '../server/app.ts';
import { testApp } from '../server/test/app.ts';
import { handlers, mockStore, resetMockStore } from '../mock-api/handlers.ts';
import { mockFamilies } from '../mock-api/families.ts';
import { mockParties } from '../mock-api/procedure.ts';
import { createFaker, fakeRecord } from '../mock-api/fake-values.ts';
import { mockRecordsOf } from '../mock-api/resources.ts';
import { RESOURCES } from '../domain/resources/index.ts';
import { parentKey, type ResourceDef } from '../domain/resources/define.ts';

/**
 * One API contract (issue #13 part 3): the mock API the SPA's tests run against answers what
 * the server answers. The routes come from the server's own route table, so a new route
 * without a mock answer fails here until it gets one (a row below) or a place, with its
 * reason, in NOT_MOCKED. Each mock answer is parsed with the zod schema the server's route
 * declares for that status (docs/architecture.md#shared-pieces).
 */

/** A request to the mock: the path with its ids, who asks (a mock token) and the JSON body. */
interface MockRequest {
  url: string;
  as?: 'admin' | 'member' | 'projectAdmin';
  body?: unknown;
}

/**
 * Routes the mock deliberately does not serve: the SPA never calls them from the screens its
 * tests render, or the answer is a file the tests never read. Each says why.
 */
const NOT_MOCKED: Record<string, string> = {
  'GET /api/lots/workbench.xlsx': 'planilha (bytes) da bancada de lotes; os testes da SPA não a leem',
  'GET /api/projects/:id/notified-parties/:partyId/letter.pdf': 'PDF (bytes) da carta de notificação',
  'GET /api/projects/:id/notified-parties/letters.pdf': 'PDF (bytes) das cartas em lote',
  'GET /api/projects/:id/notified-parties/edital.pdf': 'PDF (bytes) do edital',
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
const LEFT: Record<string, string> = {
  // Routes of this round whose mock answers or test requests are still to be written (issue 13 part 3).
  'GET /api/projects/:id/member-candidates': 'o pedido do teste não traz q (3 letras ou mais)',
  'POST /api/lots/workbench/bulk': 'o pedido do teste não traz uma ação válida',
  'POST /api/lot-views': 'o pedido do teste não traz nome e colunas',
  'PATCH /api/lot-views/:id': 'sem handler no mock',
  'DELETE /api/lot-views/:id': 'o mock não tem a visão que o teste apaga',
  'GET /api/emissions/:id/package': 'o mock não tem uma CRF emitida com esse id',
  'GET /api/projects/:id/registry-stages': 'sem handler no mock',
  'GET /api/registry/stages': 'sem handler no mock',
  'GET /api/deadlines': 'o pedido do teste não traz o intervalo from/to',
  'POST /api/admin/project-groups': 'o pedido do teste não traz o nome',
  'PATCH /api/admin/project-groups/:id': 'o pedido do teste não traz o nome',
  'DELETE /api/admin/project-groups/:id': 'o grupo do mock tem projetos (409 esperado)',
  'GET /api/projects/list': 'o projeto gerado não tem os campos novos (reurb_modality, utm_zone, area_tolerance_pct…)',
  'GET /api/projects/:id': 'idem: campos novos do projeto ausentes',
  'POST /api/projects/create': 'idem, e group_id/project_class ausentes na criação',
  'PATCH /api/projects/:id': 'idem: campos novos do projeto ausentes',
  'GET /api/projects/:id/settings': 'configurações sem updated_at/version; reurb_modality nulo',
  'PATCH /api/projects/:id/settings': 'o pedido daqui não preenche os campos obrigatórios da primeira gravação',
  'GET /api/lots/:id': 'o lote gerado não tem answers nem os campos de casamento e do registro',
  'POST /api/lots/create': 'o lote criado não tem todos os campos da entidade',
  'PATCH /api/lots/:id': 'idem GET /api/lots/:id',
  'POST /api/lots/:id/trigger-review': 'a resposta do mock não traz legal',
  'PATCH /api/lots/:id/remove-file': 'o pedido daqui usa um arquivo que o lote não tem',
  'GET /api/lots/:id/children': 'beneficios_sociais nulo (o servidor responde lista) e sem version',
  'POST /api/lots/:id/children': 'o filho criado não tem todos os campos da entidade',
  'POST /api/lots/:id/children/:childId': 'beneficios_sociais nulo e sem version',
  'GET /api/lots/:id/residents': 'beneficios_sociais nulo e sem version',
  'POST /api/lots/:id/residents': 'o morador criado não tem todos os campos da entidade',
  'POST /api/lots/:id/residents/:residentId': 'beneficios_sociais nulo e sem version',
  'POST /api/files/create': 'o pedido daqui não é multipart',
  'POST /api/users/invite': 'o mock responde {success} em vez de {user, invited}',
  'GET /api/projects/:id/completed-by-user-and-date': 'o pedido daqui não manda date',
  'GET /api/project-groups/:groupId/residents-report': 'sem handler no mock',
  'GET /api/project-groups/:groupId/cadastro-social-report': 'sem handler no mock',
  'GET /api/project-groups/:groupId/user-assignment-report': 'sem handler no mock',
  'GET /api/project-groups/report-status/:id': 'o pedido daqui não cria o job antes',
  'GET /api/project-groups/report-download/:id': 'o pedido daqui não cria o job antes',
  'PATCH /api/projects/:id/relatorio-tecnico/answers': 'o mock falha com um corpo vazio (deveria responder 400)',
  'POST /api/removal-reviews/:id/decide': 'o pedido daqui não manda a decisão',
  'POST /api/projects/:id/procedure': 'o pedido daqui não manda etapa e data',
  'POST /api/projects/:id/notified-parties': 'o pedido daqui não manda papel e nome',
  'PATCH /api/notified-parties/:id': 'o conjunto de notificados do mock começa vazio',
  'PUT /api/projects/:id/holidays': 'o pedido daqui não manda a lista',
};

const LOT = () => mockStore.lots[0].id as number;
const PROJECT = () => mockStore.projects[0].id as number;
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
  'PATCH /api/lots/:id/remove-file': () => ({ url: `/api/lots/${LOT()}/remove-file`, body: { file_id: 999_999 } }),
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
    url: `/api/notified-parties/${mockParties[0]?.id ?? 1}`,
    body: { notified_at: '2026-01-10', notification_method: 'ar' },
  }),
};

const ROWS: Record<string, () => MockRequest> = {
  ...Object.assign({}, ...(Object.values(RESOURCES) as ResourceDef[]).map(declaredRows)),
  ...EXPLICIT_ROWS,
};

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
function parseAnswer(schema: z.ZodType, answer: unknown) {
  let parsed = schema.safeParse(answer);
  for (let round = 0; round < 20 && !parsed.success; round++) {
    const dates = parsed.error.issues.filter(
      (i) => i.code === 'invalid_type' && i.expected === 'date' && typeof valueAt(answer, i.path) === 'string',
    );
    if (!dates.length) break;
    for (const issue of dates) setAt(answer, issue.path, new Date(valueAt(answer, issue.path) as string));
    parsed = schema.safeParse(answer);
  }
  return parsed;
}
const valueAt = (value: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | undefined)?.[key], value);
const setAt = (value: unknown, path: PropertyKey[], next: unknown) => {
  (valueAt(value, path.slice(0, -1)) as Record<PropertyKey, unknown>)[path[path.length - 1]] = next;
};

/** The request of a route without a row: its ids are the first project's. */
function defaultRequest(route: RouteEntry): MockRequest {
  const url = route.url.replace(/:(id|groupId)\b/g, String(PROJECT()));
  return ['POST', 'PATCH', 'PUT'].includes(route.method) ? { url, body: {} } : { url };
}

describe('mock API against the server’s answer schemas', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let routes: RouteEntry[];
  beforeAll(async () => {
    ctx = await testApp();
    routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    resetMockStore();
  });

  it('lists every server route as mocked or deliberately not, and nothing else', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(
      Object.keys(NOT_MOCKED).filter((k) => !keys.includes(k)),
      'rotas que não existem no servidor',
    ).toEqual([]);
    expect(
      Object.keys(ROWS).filter((k) => !keys.includes(k)),
      'linhas sem rota no servidor',
    ).toEqual([]);
    expect(
      Object.keys(LEFT).filter((k) => !keys.includes(k)),
      'pendências sem rota no servidor',
    ).toEqual([]);
  });

  it('answers every route the server has with what its 2xx schema accepts', async () => {
    const failures: string[] = [];
    const answered: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (NOT_MOCKED[key]) continue;
      resetMockStore();
      const asked = ROWS[key]?.() ?? defaultRequest(route);
      const request = new Request(`http://localhost${asked.url}`, {
        method: route.method,
        headers: {
          authorization: `Bearer ${asked.as ?? 'admin'}`,
          ...(asked.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: asked.body === undefined ? undefined : JSON.stringify(asked.body),
      });
      const response = await getResponse(handlers, request).catch((error: Error) => {
        failures.push(`${key}: o mock falhou: ${error.message}`);
        return null;
      });
      if (response === null) continue;
      if (!response) {
        failures.push(`${key}: sem resposta no mock-api (adicione um handler ou justifique em NOT_MOCKED)`);
        continue;
      }
      const schema = route.responses[String(response.status)] as z.ZodType | undefined;
      if (response.status >= 300 || !schema) {
        failures.push(`${key}: o mock respondeu ${response.status} ${(await response.text()).slice(0, 160)}`);
        continue;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('json')) {
        answered.push(key);
        continue;
      }
      const parsed = parseAnswer(schema, await response.json());
      if (!parsed.success)
        failures.push(
          `${key}: ${parsed.error.issues
            .slice(0, 3)
            .map((i) => `${i.path.join('.')}: ${i.message}`)
            .join('; ')}`,
        );
      else answered.push(key);
    }
    expect(failures.filter((f) => !LEFT[f.slice(0, f.indexOf(': '))])).toEqual([]);
    expect(
      answered.filter((key) => LEFT[key]),
      'já corrigidas: tire-as de LEFT',
    ).toEqual([]);
    // The routes checked for real: every route but the deliberate and the pending ones.
    expect(answered.length).toBe(routes.length - Object.keys(NOT_MOCKED).length - Object.keys(LEFT).length);
  }, 120_000);
});
