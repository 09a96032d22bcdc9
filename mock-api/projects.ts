import { http, HttpResponse } from 'msw';
import { createSchema, projectEntity, updateSchema } from '../domain/index.ts';
import { API, actor, forbidden, idParam, invalid, listAnswer, notFound, unauthorized } from './http.ts';
import { projectDefaults, type MockRecord } from './generate.ts';
import { membersOf } from './members.ts';
import { mockStore, nextId } from './store.ts';

const FILE_FIELDS = projectEntity.fields.filter((f) => f.type === 'file').map((f) => f.name);
const createBody = createSchema(projectEntity);
const updateBody = updateSchema(projectEntity);

/** A file id as the nested `{id, url, originalName}` the API answers. */
export const fileObject = (id: unknown) =>
  typeof id === 'number' ? { id, url: `/api/files/${id}/download`, originalName: `arquivo-${id}.pdf` } : null;

/** The project's group name, as the API answers it beside group_id. */
const withGroupName = (project: MockRecord): MockRecord => ({
  ...project,
  group_name: mockStore.projectGroups.find((g) => g.id === project.group_id)?.name ?? null,
});

/** A project as `GET /projects/{id}` answers it: file objects beside their ids, and its members. */
const withFiles = (project: MockRecord) => ({
  ...withGroupName(project),
  ...Object.fromEntries(FILE_FIELDS.map((f) => [f, fileObject(project[`${f}_id`])])),
  members: membersOf(project.id),
});

/** Projects (docs/api.md#api): list, get, create, update, delete. */
export const projectHandlers = [
  http.get(`${API}/projects/list`, ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const visible = mockStore.projects.filter((p) => who.canSee(p.id)).map(withGroupName);
    return listAnswer(request, visible, {
      searchIn: ['name', 'city', 'state'],
      filters: ['group_id'],
      defaultCount: 250,
    });
  }),
  http.get(`${API}/projects/:id`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const project = mockStore.projects.find((p) => p.id === idParam(params));
    return project && who.canSee(project.id) ? HttpResponse.json(withFiles(project)) : notFound();
  }),
  http.post(`${API}/projects/create`, async ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (!who.isAdmin) return forbidden();
    const parsed = createBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const now = new Date().toISOString();
    const project: MockRecord = {
      ...projectDefaults(),
      ...parsed.data,
      id: nextId(mockStore.projects),
      lots_total: 0,
      lots_completed: 0,
      progress: 0,
      total_blocks: 0,
      created_at: now,
      updated_at: now,
    };
    mockStore.projects.push(project);
    return HttpResponse.json(withFiles(project));
  }),
  http.patch(`${API}/projects/:id`, async ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const project = mockStore.projects.find((p) => p.id === idParam(params));
    if (!project || !who.canSee(project.id)) return notFound();
    if (!who.isProjectAdmin(project.id)) return forbidden();
    const parsed = updateBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    // As the server: each save is a new version (server/history/version.ts).
    Object.assign(project, parsed.data, {
      updated_at: new Date().toISOString(),
      version: Number(project.version) + 1,
    });
    return HttpResponse.json(withFiles(project));
  }),
  http.delete(`${API}/projects/:id`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const id = idParam(params);
    if (!mockStore.projects.some((p) => p.id === id && who.canSee(id))) return notFound();
    if (!who.isProjectAdmin(id)) return forbidden();
    mockStore.projects = mockStore.projects.filter((p) => p.id !== id);
    return HttpResponse.json({ id });
  }),
];
