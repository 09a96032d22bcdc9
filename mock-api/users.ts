import { http, HttpResponse } from 'msw';
import { INVITED_USER_ROLE, isRole, normaliseEmail } from '../domain/index.ts';
import { API, actor, badRequest, forbidden, listAnswer, unauthorized } from './http.ts';
import { mockStore, nextId } from './store.ts';

/** Users (global admin) and invitations (project admin), spec §7. */
export const userHandlers = [
  http.get(`${API}/users/list`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (!who.isAdmin) return forbidden();
    return listAnswer(request, mockStore.users, { searchIn: ['email', 'name'], filters: ['role'], defaultCount: 10_000 });
  }),
  http.post(`${API}/users/invite`, async ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const body = (await request.json()) as Record<string, unknown>;
    const projectId = Number(body.project_id);
    if (!who.isProjectAdmin(projectId)) return forbidden();
    const email = normaliseEmail(String(body.email ?? ''));
    if (!email.ok) return badRequest(email.message, { email: email.message });
    if (body.role !== INVITED_USER_ROLE || !isRole(body.project_role)) return badRequest('Perfil inválido', { project_role: 'Opção inválida' });
    mockStore.invites.push(body);
    let user = mockStore.users.find((u) => u.email === email.value);
    if (!user) {
      const id = nextId(mockStore.users);
      user = { id, sub: `local|convite${id}`, name: email.value, email: email.value, role: INVITED_USER_ROLE, last_activity_at: null };
      mockStore.users.push(user);
    }
    const sub = user.sub;
    if (!mockStore.memberships.some((m) => m.project_id === projectId && m.sub === sub)) {
      mockStore.memberships.push({ project_id: projectId, sub, project_role: body.project_role, last_activity_on_project_at: null });
    }
    return HttpResponse.json({ success: true });
  }),
];
