import { http, HttpResponse } from 'msw';
import { API, actor, forbidden, idParam, notFound, unauthorized } from './http.ts';
import { mockStore } from './store.ts';

/** Who completed the mock lots: the first project's admin account. */
const COMPLETED_BY = { user_id: 3, user_name: 'Paula Reis' };

/**
 * GET /projects/{id}/completed-by-day (project admins, spec §7): the complete lots of the
 * project counted on the day they were last updated, newest day first.
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
      .map(([date, social]) => ({ date, ...COMPLETED_BY, social, benfeitorias: project.project_class === 'MDR' ? social : 0 }));
    return HttpResponse.json({ name: project.name, completed_lots_by_day });
  }),
];
