import { http, HttpResponse } from 'msw';
import { isRole } from '../domain/index.ts';
import { API, actor, badRequest, forbidden, idParam, notFound, unauthorized } from './http.ts';
import { mockStore } from './store.ts';

/** A project's members as the API answers them (GET /projects/{id} holds them too). */
export const membersOf = (projectId: number) =>
  mockStore.memberships
    .filter((m) => m.project_id === projectId)
    .map((m) => {
      const user = mockStore.users.find((u) => u.sub === m.sub);
      return {
        sub: m.sub,
        name: user?.name ?? null,
        email: user?.email ?? '',
        project_role: m.project_role,
        last_activity_on_project_at: m.last_activity_on_project_at,
      };
    });

/** Checks shared by the member calls: signed in, the project visible, and (for changes) its admin. The project id, or the refusal. */
function guard(request: Request, params: Record<string, unknown>, admin: boolean) {
  const who = actor(request);
  if (!who) return unauthorized();
  const projectId = idParam(params);
  if (!mockStore.projects.some((p) => p.id === projectId) || !who.canSee(projectId)) return notFound();
  if (admin && !who.isProjectAdmin(projectId)) return forbidden();
  return projectId;
}

const subOf = async (request: Request) => {
  const body = (await request.json()) as { user_sub?: unknown; role?: unknown };
  return { sub: typeof body.user_sub === 'string' ? body.user_sub : '', role: body.role };
};

/** Members of a project (docs/api.md#api): list, addMember, changeMemberRole, removeMember. */
export const memberHandlers = [
  http.get(`${API}/projects/:id/members`, ({ request, params }) => {
    const projectId = guard(request, params, false);
    if (typeof projectId !== 'number') return projectId;
    const data = membersOf(projectId);
    return HttpResponse.json({ data, total: data.length });
  }),
  http.post(`${API}/projects/:id/addMember`, async ({ request, params }) => {
    const projectId = guard(request, params, true);
    if (typeof projectId !== 'number') return projectId;
    const { sub } = await subOf(request);
    if (!mockStore.users.some((u) => u.sub === sub))
      return badRequest('Usuário não encontrado', { user_sub: 'Usuário não encontrado' });
    if (mockStore.memberships.some((m) => m.project_id === projectId && m.sub === sub)) {
      return HttpResponse.json({ message: 'O usuário já é membro do projeto' }, { status: 409 });
    }
    mockStore.memberships.push({
      project_id: projectId,
      sub,
      project_role: 'member',
      last_activity_on_project_at: null,
    });
    // The server answers the member as the list shows it.
    return HttpResponse.json(membersOf(projectId).find((m) => m.sub === sub));
  }),
  http.post(`${API}/projects/:id/changeMemberRole`, async ({ request, params }) => {
    const projectId = guard(request, params, true);
    if (typeof projectId !== 'number') return projectId;
    const { sub, role } = await subOf(request);
    if (!isRole(role)) return badRequest('Perfil inválido', { role: 'Opção inválida' });
    const membership = mockStore.memberships.find((m) => m.project_id === projectId && m.sub === sub);
    if (!membership) return notFound();
    membership.project_role = role;
    return HttpResponse.json(membersOf(projectId).find((m) => m.sub === sub));
  }),
  http.post(`${API}/projects/:id/removeMember`, async ({ request, params }) => {
    const projectId = guard(request, params, true);
    if (typeof projectId !== 'number') return projectId;
    const { sub } = await subOf(request);
    const before = mockStore.memberships.length;
    mockStore.memberships = mockStore.memberships.filter((m) => !(m.project_id === projectId && m.sub === sub));
    return before === mockStore.memberships.length ? notFound() : HttpResponse.json({ sub });
  }),
];
