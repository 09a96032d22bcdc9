import { http, HttpResponse } from 'msw';
import { INVITED_USER_ROLE, createSchema, isRole, normaliseEmail, updateSchema, userEntity } from '../domain/index.ts';
import { API, actor, badRequest, forbidden, idParam, invalid, listAnswer, notFound, unauthorized } from './http.ts';
import type { MockUser } from './generate.ts';
import { membersOf } from './members.ts';
import { mockStore, nextId } from './store.ts';

const createBody = createSchema(userEntity);
const updateBody = updateSchema(userEntity);

/** GET /users/{id}: the user, their project roles by name and the chart's rows (no password). */
const userRecord = (user: MockUser) => ({
  ...user,
  projects_roles: mockStore.memberships
    .filter((m) => m.sub === user.sub)
    .map((m) => ({
      project_id: m.project_id,
      project_name: String(mockStore.projects.find((p) => p.id === m.project_id)?.name ?? ''),
      role: m.project_role,
    })),
  worked_lots_by_day: mockStore.workedLots.filter((w) => w.sub === user.sub).map(({ sub: _sub, ...row }) => row),
});

/** The global admin's user calls: signed in and admin, else 401/403. */
const adminOnly = (request: Request) => {
  const who = actor(request);
  if (!who) return unauthorized();
  return who.isAdmin ? undefined : forbidden();
};

/** Users (global admin) and invitations (project admin), docs/api.md#api. */
export const userHandlers = [
  http.get(`${API}/users/list`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (!who.isAdmin) return forbidden();
    return listAnswer(request, mockStore.users, {
      searchIn: ['email', 'name'],
      filters: ['role'],
      defaultCount: 10_000,
    });
  }),
  http.get(`${API}/users/:id`, ({ request, params }) => {
    const refused = adminOnly(request);
    if (refused) return refused;
    const user = mockStore.users.find((u) => u.id === idParam(params));
    return user ? HttpResponse.json(userRecord(user)) : notFound();
  }),
  http.post(`${API}/users/create`, async ({ request }) => {
    const refused = adminOnly(request);
    if (refused) return refused;
    const parsed = createBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const { email, name, role } = parsed.data as { email: string; name?: string | null; role: MockUser['role'] };
    if (mockStore.users.some((u) => u.email === email))
      return HttpResponse.json({ message: 'Já existe um usuário com este e-mail' }, { status: 409 });
    const id = nextId(mockStore.users);
    const user: MockUser = { id, sub: `local|novo${id}`, name: name ?? email, email, role, last_activity_at: null };
    mockStore.users.push(user);
    return HttpResponse.json(userRecord(user));
  }),
  http.patch(`${API}/users/:id`, async ({ request, params }) => {
    const refused = adminOnly(request);
    if (refused) return refused;
    const user = mockStore.users.find((u) => u.id === idParam(params));
    if (!user) return notFound();
    const parsed = updateBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    // A blank password (null) is ignored, as the server does (docs/validation.md#validation).
    const { password: _password, ...changes } = parsed.data as Partial<MockUser> & { password?: string | null };
    Object.assign(user, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)));
    return HttpResponse.json(userRecord(user));
  }),
  http.post(`${API}/users/invite`, async ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const body = (await request.json()) as Record<string, unknown>;
    const projectId = Number(body.project_id);
    if (!who.isProjectAdmin(projectId)) return forbidden();
    const email = normaliseEmail(String(body.email ?? ''));
    if (!email.ok) return badRequest(email.message, { email: email.message });
    if (body.role !== INVITED_USER_ROLE || !isRole(body.project_role))
      return badRequest('Perfil inválido', { project_role: 'Opção inválida' });
    mockStore.invites.push(body);
    const existing = mockStore.users.find((u) => u.email === email.value);
    let user = existing;
    if (!user) {
      const id = nextId(mockStore.users);
      user = {
        id,
        sub: `local|convite${id}`,
        name: email.value,
        email: email.value,
        role: INVITED_USER_ROLE,
        last_activity_at: null,
      };
      mockStore.users.push(user);
    }
    const sub = user.sub;
    // As the server: the membership is added, or its role set to the invited one.
    const membership = mockStore.memberships.find((m) => m.project_id === projectId && m.sub === sub);
    if (membership) membership.project_role = body.project_role;
    else
      mockStore.memberships.push({
        project_id: projectId,
        sub,
        project_role: body.project_role,
        last_activity_on_project_at: null,
      });
    // The answer is the membership (never the account's global role) and whether the account is new.
    return HttpResponse.json({ user: membersOf(projectId).find((m) => m.sub === sub), invited: !existing });
  }),
];
