import { http, HttpResponse } from 'msw';
import { blockEntity, createSchema } from '../domain/index.ts';
import { API, actor, forbidden, idParam, invalid, listAnswer, notFound, unauthorized } from './http.ts';
import type { MockRecord } from './generate.ts';
import { mockStore, nextId } from './store.ts';

const createBody = createSchema(blockEntity);
const PROGRESS_KEYS = ['progress', 'lots_total', 'lots_completed'];

/** A block with its streets as `{id, name}`; the progress columns only when `include` asks. */
const present = (block: MockRecord, include: string[]) => {
  const streets = mockStore.streets.filter((s) => (block.streets_ids as number[]).includes(s.id)).map((s) => ({ id: s.id, name: s.name }));
  const shown: Record<string, unknown> = { ...block, streets };
  for (const key of PROGRESS_KEYS) if (!include.includes(key)) delete shown[key];
  return shown;
};

const visibleTo = (request: Request, records: MockRecord[]) => {
  const who = actor(request);
  return who ? records.filter((r) => who.canSee(r.project_id as number)) : undefined;
};

/** Blocks and streets of a project (spec §7): the lists, one of each, and creating a block. */
export const blockHandlers = [
  http.get(`${API}/blocks/list`, ({ request }) => {
    const blocks = visibleTo(request, mockStore.blocks);
    if (!blocks) return unauthorized();
    const include = (new URL(request.url).searchParams.get('include') ?? '').split(',');
    return listAnswer(request, blocks.map((b) => present(b, include)), { searchIn: ['name'], filters: ['project_id'] });
  }),
  http.post(`${API}/blocks/create`, async ({ request }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const parsed = createBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const projectId = parsed.data.project_id as number;
    if (!who.isProjectAdmin(projectId)) return forbidden();
    const block: MockRecord = {
      streets_ids: [],
      image_id: null,
      ...parsed.data,
      id: nextId(mockStore.blocks),
      lots_total: 0,
      lots_completed: 0,
      progress: 0,
      updated_at: new Date().toISOString(),
    };
    mockStore.blocks.push(block);
    return HttpResponse.json(present(block, PROGRESS_KEYS), { status: 201 });
  }),
  http.get(`${API}/blocks/:id`, ({ request, params }) => {
    const blocks = visibleTo(request, mockStore.blocks);
    if (!blocks) return unauthorized();
    const block = blocks.find((b) => b.id === idParam(params));
    return block ? HttpResponse.json(present(block, PROGRESS_KEYS)) : notFound();
  }),
  http.get(`${API}/streets/list`, ({ request }) => {
    const streets = visibleTo(request, mockStore.streets);
    if (!streets) return unauthorized();
    return listAnswer(request, streets, { searchIn: ['name'], filters: ['project_id'], defaultCount: 250 });
  }),
  http.get(`${API}/streets/:id`, ({ request, params }) => {
    const streets = visibleTo(request, mockStore.streets);
    if (!streets) return unauthorized();
    const street = streets.find((s) => s.id === idParam(params));
    return street ? HttpResponse.json(street) : notFound();
  }),
];
