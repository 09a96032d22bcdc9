import { http, HttpResponse } from 'msw';
import { API, actor, badRequest, forbidden, idParam, notFound, unauthorized } from './http.ts';
import { mockStore } from './store.ts';

/** Who completed the mock lots: the first project's admin account. */
const COMPLETED_BY = { user_id: 3, user_name: 'Paula Reis' };

/**
 * The progress calls (project admins, docs/api.md#api). GET /projects/{id}/completed-by-day: the
 * complete lots of the project counted on the day they were last updated, newest day first.
 */
export const progressHandlers = [
  http.get(`${API}/projects/:id/completed-by-day`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const projectId = idParam(params);
    const project = mockStore.projects.find((p) => p.id === projectId);
    if (!project || !who.canSee(projectId)) return notFound();
    if (!who.isProjectAdmin(projectId)) return forbidden();
    const days = new Map<string, number>();
    for (const lot of mockStore.lots) {
      if (lot.project_id !== projectId || lot.status !== 'complete') continue;
      const day = String(lot.updated_at).slice(0, 10);
      days.set(day, (days.get(day) ?? 0) + 1);
    }
    const completed_lots_by_day = [...days]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([date, social]) => ({
        date,
        ...COMPLETED_BY,
        social,
        benfeitorias: project.project_class === 'MDR' ? social : 0,
      }));
    return HttpResponse.json({ name: project.name, completed_lots_by_day });
  }),
  /**
   * GET /projects/{id}/completed-by-user-and-date?date&user_name&user_id&assignment_type: the
   * complete lots of that day, all credited to COMPLETED_BY (social; improvements too for MDR).
   */
  http.get(`${API}/projects/:id/completed-by-user-and-date`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const projectId = idParam(params);
    const project = mockStore.projects.find((p) => p.id === projectId);
    if (!project || !who.canSee(projectId)) return notFound();
    if (!who.isProjectAdmin(projectId)) return forbidden();
    const search = new URL(request.url).searchParams;
    const date = search.get('date') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return badRequest('Dados inválidos', { date: 'Data inválida' });
    const userName = search.get('user_name');
    const userId = search.get('user_id');
    const theirs =
      (!userName || userName === COMPLETED_BY.user_name) && (!userId || Number(userId) === COMPLETED_BY.user_id);
    const parts = project.project_class === 'MDR' ? (['social', 'benfeitorias'] as const) : (['social'] as const);
    const wanted = search.get('assignment_type') ?? 'both';
    const data = mockStore.lots
      .filter(
        (lot) =>
          theirs &&
          lot.project_id === projectId &&
          lot.status === 'complete' &&
          String(lot.updated_at).startsWith(date),
      )
      .filter(() => wanted === 'both' || (parts as readonly string[]).includes(wanted))
      .map((lot) => ({
        lot_id: lot.id,
        lot_name: lot.name,
        block_id: lot.block_id,
        block_name: mockStore.blocks.find((b) => b.id === lot.block_id)?.name ?? '',
        owner_name: lot.owner_name ?? null,
        cpf: lot.cpf ?? null,
        user_assignments: [...parts],
      }));
    return HttpResponse.json({ data });
  }),
];
