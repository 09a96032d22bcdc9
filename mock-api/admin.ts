import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { groupName } from '../domain/api/admin.ts';
import { API, actor, badRequest, forbidden, fold, idParam, invalid, notFound, unauthorized } from './http.ts';
import { mockStore, nextId } from './store.ts';

const nameBody = z.object({ name: groupName });
const groupsWithCounts = () =>
  [...mockStore.projectGroups]
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
    .map((g) => ({ ...g, projects: mockStore.projects.filter((p) => p.group_id === g.id).length }));
const duplicate = (name: string, id?: number) =>
  mockStore.projectGroups.some((g) => g.id !== id && g.name.toLowerCase() === name.toLowerCase());
const duplicateAnswer = (name: string) =>
  HttpResponse.json(
    {
      message: `Já existe um grupo de projetos chamado "${name}".`,
      errors: { name: `Já existe um grupo de projetos chamado "${name}".` },
    },
    { status: 409 },
  );

/** The system status the mock answers (GET /admin/status). */
export const mockStatus = {
  database: { engine: 'pglite', label: 'PGlite (embutido)', version: 'PostgreSQL 17.5' },
  queue: { installed: true, queued: 2, active: 1, failed: 0, oldest_queued_seconds: 95 },
  last_backup: {
    created_at: '2026-11-24T03:00:00.000Z',
    engine: 'pglite',
    folder: '/var/backups/reurb/2026-11-24',
    tables: 31,
    rows: 12840,
    files: 212,
  },
  app: { version: '0.1.0', commit: 'dd15343abcdef', started_at: '2026-11-25T08:00:00.000Z', uptime_seconds: 7384 },
};

/** Administração (server/http/admin.ts): system status and project groups, global admins only. */
export const adminHandlers = [
  http.get(`${API}/admin/status`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (!who.isAdmin) return forbidden();
    return HttpResponse.json(mockStatus);
  }),
  http.get(`${API}/admin/project-groups`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (!who.isAdmin) return forbidden();
    return HttpResponse.json({ data: groupsWithCounts() });
  }),
  http.post(`${API}/admin/project-groups`, async ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (!who.isAdmin) return forbidden();
    const parsed = nameBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    if (duplicate(parsed.data.name)) return duplicateAnswer(parsed.data.name);
    const group = { id: nextId(mockStore.projectGroups), name: parsed.data.name };
    mockStore.projectGroups.push(group);
    return HttpResponse.json({ ...group, projects: 0 });
  }),
  http.patch(`${API}/admin/project-groups/:id`, async ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (!who.isAdmin) return forbidden();
    const group = mockStore.projectGroups.find((g) => g.id === idParam(params));
    if (!group) return notFound();
    const parsed = nameBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    if (duplicate(parsed.data.name, group.id)) return duplicateAnswer(parsed.data.name);
    group.name = parsed.data.name;
    return HttpResponse.json(groupsWithCounts().find((g) => g.id === group.id));
  }),
  http.delete(`${API}/admin/project-groups/:id`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (!who.isAdmin) return forbidden();
    const group = groupsWithCounts().find((g) => g.id === idParam(params));
    if (!group) return notFound();
    if (group.projects)
      return HttpResponse.json(
        { message: `O grupo "${group.name}" tem ${group.projects} projetos: tire-os do grupo antes de excluí-lo.` },
        { status: 409 },
      );
    mockStore.projectGroups = mockStore.projectGroups.filter((g) => g.id !== group.id);
    return HttpResponse.json({ id: group.id });
  }),
  http.get(`${API}/projects/:id/member-candidates`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const projectId = idParam(params);
    if (!mockStore.projects.some((p) => p.id === projectId) || !who.canSee(projectId)) return notFound();
    if (!who.isProjectAdmin(projectId)) return forbidden();
    const q = fold(new URL(request.url).searchParams.get('q') ?? '').trim();
    if (q.length < 3)
      return badRequest('Dados inválidos. Verifique os campos destacados.', {
        q: 'Digite pelo menos 3 letras do nome ou do e-mail.',
      });
    const members = new Set(mockStore.memberships.filter((m) => m.project_id === projectId).map((m) => m.sub));
    const data = mockStore.users
      .filter((u) => !members.has(u.sub) && (fold(u.name).includes(q) || fold(u.email).includes(q)))
      .slice(0, 10)
      .map((u) => ({ sub: u.sub, name: u.name ?? null, email: u.email }));
    return HttpResponse.json({ data });
  }),
];
