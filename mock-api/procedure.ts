import { http, HttpResponse } from 'msw';
import { holidaysBody, PARTIES_PAGE_MAX, stageEventBody } from '../domain/procedure/api.ts';
import { todayInBrasilia } from '../domain/procedure/calendar.ts';
import { byUrgency, deadlineTexts } from '../domain/procedure/clocks.ts';
import { findsEveryWord } from '../domain/text/words.ts';
import { stageDeadlines } from '../domain/procedure/deadlines.ts';
import { needsReason, stageDefinition, stageMove, type ProcedureStage } from '../domain/procedure/stages.ts';
import type { NotifiedParty, StageEvent } from '../src/providers/data/procedure.ts';
import { partyBody, partyDeadlines, partyProgressBody, partyWindows } from '../domain/procedure/parties.ts';
import { API, actor, badRequest, forbidden, idParam, invalid, listAnswer, notFound, unauthorized } from './http.ts';
import { mockStore, onMockReset } from './store.ts';

/**
 * The Reurb procedure on the mock store (issue 16): stage events per project, the same order
 * rules as the server (domain/procedure/stages.ts) and the same clocks (domain/procedure/deadlines.ts).
 * Tests may put events in `mockProcedure`; none by default.
 */
export const mockProcedure: Array<StageEvent & { project_id: number }> = [];
/** Notified parties as stored (the windows are computed when answered). */
export const mockParties: Array<NotifiedParty & { project_id: number }> = [];
/** Municipal holidays by project. */
export const mockHolidays = new Map<number, Array<{ date: string; name: string }>>();
/** The personal calendar feeds by account e-mail (the token is not kept, as on the server). */
const mockFeeds = new Map<string, { created_at: string }>();
onMockReset(() => {
  mockFeeds.clear();
  mockProcedure.length = 0;
  mockParties.length = 0;
  mockHolidays.clear();
});

/** A party as the store keeps it once added: nothing notified yet, unless `fields` says so. */
export const mockParty = (
  projectId: number,
  fields: Pick<NotifiedParty, 'role' | 'name'> & Partial<NotifiedParty>,
): NotifiedParty & { project_id: number } => ({
  document: null,
  address: null,
  registry_ref: null,
  notice_method: null,
  notified_on: null,
  impugnation_on: null,
  impugnation_text: null,
  impugnation_file_id: null,
  impugnation_file: null,
  decision: null,
  decision_reasons: null,
  decision_grounds: null,
  decision_notified_on: null,
  appeal_on: null,
  appeal_text: null,
  appeal_resolved_on: null,
  appeal_resolution: null,
  composition_resolved_on: null,
  composition_resolution: null,
  tacit_agreement_on: null,
  appeal_window_closed_on: null,
  created_at: new Date().toISOString(),
  impugnation_due_on: null,
  impugnation_state: null,
  appeal_due_on: null,
  appeal_state: null,
  ...fields,
  id: mockParties.length + 1,
  project_id: projectId,
});

const partiesOf = (projectId: number) =>
  mockParties
    .filter((p) => p.project_id === projectId)
    .map(({ project_id: _p, ...p }) => ({ ...p, ...partyWindows(p, {}, todayInBrasilia()) }));

/** A page of a project's parties as the API answers it (`?page&count&q`; the first 1000 after a save). */
const partiesPage = (request: Request, projectId: number, status = 200) =>
  listAnswer(request, partiesOf(projectId), {
    searchIn: ['name', 'document', 'registry_ref', 'address', 'role'],
    defaultCount: PARTIES_PAGE_MAX,
    status,
  });

const timeline = (projectId: number) => {
  const data = mockProcedure.filter((e) => e.project_id === projectId).map(({ project_id: _p, ...e }) => e);
  return { current_stage: data.at(-1)?.stage ?? null, data };
};

/** A project's clocks as the API computes them: its stages' and its notified parties' (not the lots' registry ones). */
const deadlinesOf = (projectId: number) => {
  const calendar = { municipalHolidays: (mockHolidays.get(projectId) ?? []).map((h) => h.date) };
  const parties = mockParties.filter((p) => p.project_id === projectId && p.notified_on);
  return [
    ...stageDeadlines(
      mockProcedure.filter((e) => e.project_id === projectId),
      calendar,
      todayInBrasilia(),
    ),
    ...partyDeadlines(parties, calendar, todayInBrasilia()),
  ];
};

export const procedureHandlers = [
  http.get(`${API}/projects/:id/procedure`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (!who.canSee(idParam(params))) return notFound();
    return HttpResponse.json(timeline(idParam(params)));
  }),
  http.post(`${API}/projects/:id/procedure`, async ({ request, params }) => {
    const who = actor(request);
    const projectId = idParam(params);
    if (!who) return unauthorized();
    if (!who.canSee(projectId)) return notFound();
    if (!who.isProjectAdmin(projectId)) return forbidden();
    const parsed = stageEventBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const body = parsed.data;
    const definition = stageDefinition(body.stage);
    const missing = definition.required.filter((f) => !body[f]);
    if (missing.length)
      return badRequest(
        'Confira os dados da etapa',
        Object.fromEntries(missing.map((f) => [f, f === 'note' ? definition.requiredNote!.missing : 'Obrigatório'])),
      );
    const move = stageMove((timeline(projectId).current_stage as ProcedureStage | null) ?? null, body.stage);
    if (needsReason(move) && (body.reason?.length ?? 0) < 5)
      return badRequest('Informe o motivo', { reason: 'Informe o motivo' });
    mockProcedure.push({
      id: mockProcedure.length + 1,
      project_id: projectId,
      stage: body.stage,
      date: body.date,
      act_number: body.act_number,
      note: body.note,
      move,
      reason: needsReason(move) ? body.reason : null,
      requester: body.requester,
      legitimado: body.legitimado ?? null,
      modality: body.modality ?? null,
      publication_date: body.publication_date ?? null,
      act_file_id: body.act_file_id ?? null,
      act_file: null,
      automatic: false,
      user_name: who.account.name,
      created_at: new Date().toISOString(),
    });
    // As the server: the classification act sets the project's modality (server/procedure/classification.ts).
    const project = mockStore.projects.find((p) => p.id === projectId);
    if (body.stage === 'classificacao' && body.modality && project) project.reurb_modality = body.modality;
    return HttpResponse.json(timeline(projectId), { status: 201 });
  }),
  http.get(`${API}/projects/:id/deadlines`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (!who.canSee(idParam(params))) return notFound();
    const query = new URL(request.url).searchParams;
    const count = Number(query.get('count') ?? 0);
    const page = Number(query.get('page') ?? 1);
    const q = query.get('q') ?? undefined;
    const found = deadlinesOf(idParam(params))
      .sort(byUrgency)
      .filter((d) => findsEveryWord(q, deadlineTexts(d)));
    return HttpResponse.json({
      data: count ? found.slice((page - 1) * count, page * count) : found,
      total: found.length,
    });
  }),
  http.get(`${API}/deadlines/urgent`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const data = mockStore.projects
      .filter((p) => who.canSee(Number(p.id)))
      .flatMap((p) =>
        deadlinesOf(Number(p.id)).map((d) => ({ ...d, project_id: Number(p.id), project_name: String(p.name) })),
      )
      .filter((d) => d.state === 'overdue' || d.state === 'due_soon')
      .sort(byUrgency);
    return HttpResponse.json({ data });
  }),
  http.get(`${API}/deadlines`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const query = new URL(request.url).searchParams;
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || from > to)
      return badRequest('Dados inválidos. Verifique os campos destacados.', { to: 'Intervalo inválido' });
    const data = mockStore.projects
      .filter((p) => who.canSee(Number(p.id)))
      .flatMap((p) =>
        deadlinesOf(Number(p.id)).map((d) => ({ ...d, project_id: Number(p.id), project_name: String(p.name) })),
      )
      .filter((d) => d.due_on >= from && d.due_on <= to)
      .sort((a, b) => a.due_on.localeCompare(b.due_on));
    return HttpResponse.json({ data });
  }),
  http.get(`${API}/account/calendar-feed`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const feed = mockFeeds.get(who.account.email);
    return HttpResponse.json({ active: !!feed, created_at: feed?.created_at ?? null, last_used_at: null });
  }),
  http.post(`${API}/account/calendar-feed`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const created_at = new Date().toISOString();
    mockFeeds.set(who.account.email, { created_at });
    const token = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => (b % 36).toString(36)).join('');
    const url = `${new URL(request.url).origin}/api/calendar/${token}.ics`;
    return HttpResponse.json({ active: true, created_at, last_used_at: null, url }, { status: 201 });
  }),
  http.delete(`${API}/account/calendar-feed`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    mockFeeds.delete(who.account.email);
    return HttpResponse.json({ active: false, created_at: null, last_used_at: null });
  }),
  http.get(`${API}/projects/:id/notified-parties`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (!who.canSee(idParam(params))) return notFound();
    return partiesPage(request, idParam(params));
  }),
  http.post(`${API}/projects/:id/notified-parties`, async ({ request, params }) => {
    const who = actor(request);
    const projectId = idParam(params);
    if (!who) return unauthorized();
    if (!who.canSee(projectId)) return notFound();
    if (!who.isProjectAdmin(projectId)) return forbidden();
    const parsed = partyBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    mockParties.push(mockParty(projectId, parsed.data));
    return partiesPage(request, projectId, 201);
  }),
  http.patch(`${API}/notified-parties/:id`, async ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const party = mockParties.find((p) => p.id === idParam(params));
    if (!party || !who.canSee(party.project_id)) return notFound();
    if (!who.isProjectAdmin(party.project_id)) return forbidden();
    const parsed = partyProgressBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    for (const [key, value] of Object.entries(parsed.data))
      if (value !== undefined) (party as Record<string, unknown>)[key] = value;
    return partiesPage(request, party.project_id);
  }),
  http.get(`${API}/projects/:id/holidays`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (!who.canSee(idParam(params))) return notFound();
    return HttpResponse.json({ data: mockHolidays.get(idParam(params)) ?? [] });
  }),
  http.put(`${API}/projects/:id/holidays`, async ({ request, params }) => {
    const who = actor(request);
    const projectId = idParam(params);
    if (!who) return unauthorized();
    if (!who.canSee(projectId)) return notFound();
    if (!who.isProjectAdmin(projectId)) return forbidden();
    const parsed = holidaysBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const data = [...parsed.data.data].sort((a, b) => a.date.localeCompare(b.date));
    mockHolidays.set(projectId, data);
    return HttpResponse.json({ data });
  }),
];
