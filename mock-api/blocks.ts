import { http, HttpResponse } from 'msw';
import { blockEntity, createSchema, updateSchema } from '../domain/index.ts';
import { API, actor, forbidden, idParam, invalid, listAnswer, notFound, unauthorized } from './http.ts';
import type { MockRecord } from './generate.ts';
import { mockStore, nextId } from './store.ts';

const createBody = createSchema(blockEntity);
const updateBody = updateSchema(blockEntity, { ignoreReadOnly: true });
const PROGRESS_KEYS = ['progress', 'lots_total', 'lots_completed'];

/** A block with its streets as `{id, name}`; the progress columns only when `include` asks. */
const present = (block: MockRecord, include: string[]) => {
  const streets = mockStore.streets
    .filter((s) => (block.streets_ids as number[]).includes(s.id))
    .map((s) => ({ id: s.id, name: s.name }));
  const shown: Record<string, unknown> = { ...block, streets };
  for (const key of PROGRESS_KEYS) if (!include.includes(key)) delete shown[key];
  return shown;
};

const visibleTo = (request: Request, records: MockRecord[]) => {
  const who = actor(request);
  return who ? records.filter((r) => who.canSee(r.project_id as number)) : undefined;
};

/** One record a project admin may change: 401, 404 (unknown or not visible), 403, or the record. */
function editable(request: Request, records: MockRecord[], id: number) {
  const who = actor(request);
  if (!who) return unauthorized();
  const record = records.find((r) => r.id === id);
  if (!record || !who.canSee(record.project_id as number)) return notFound();
  return who.isProjectAdmin(record.project_id as number) ? record : forbidden();
}
const isRecord = (value: unknown): value is MockRecord => !(value instanceof Response);

/** Blocks of a project (docs/api.md#api): list, one, create, update and delete (streets: declaredHandlers). */
export const blockHandlers = [
  http.get(`${API}/blocks/list`, ({ request }) => {
    const blocks = visibleTo(request, mockStore.blocks);
    if (!blocks) return unauthorized();
    const include = (new URL(request.url).searchParams.get('include') ?? '').split(',');
    return listAnswer(
      request,
      blocks.map((b) => present(b, include)),
      { searchIn: ['name'], filters: ['project_id'] },
    );
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
      image: null,
      ...parsed.data,
      id: nextId(mockStore.blocks),
      version: 1,
      lots_total: 0,
      lots_completed: 0,
      progress: 0,
      updated_at: new Date().toISOString(),
    };
    mockStore.blocks.push(block);
    return HttpResponse.json(present(block, PROGRESS_KEYS));
  }),
  http.get(`${API}/blocks/:id`, ({ request, params }) => {
    const blocks = visibleTo(request, mockStore.blocks);
    if (!blocks) return unauthorized();
    const block = blocks.find((b) => b.id === idParam(params));
    return block ? HttpResponse.json(present(block, PROGRESS_KEYS)) : notFound();
  }),
  http.patch(`${API}/blocks/:id`, async ({ request, params }) => {
    const block = editable(request, mockStore.blocks, idParam(params));
    if (!isRecord(block)) return block;
    const parsed = updateBody.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    Object.assign(block, parsed.data, {
      updated_at: new Date().toISOString(),
      version: Number(block.version ?? 0) + 1,
    });
    return HttpResponse.json(present(block, PROGRESS_KEYS));
  }),
  http.delete(`${API}/blocks/:id`, ({ request, params }) => {
    const block = editable(request, mockStore.blocks, idParam(params));
    if (!isRecord(block)) return block;
    mockStore.blocks = mockStore.blocks.filter((b) => b.id !== block.id);
    mockStore.lots = mockStore.lots.filter((l) => l.block_id !== block.id);
    return HttpResponse.json({ id: block.id });
  }),
];

/** A deleted street leaves the blocks it bordered. */
export const forgetStreet = (street: MockRecord) => {
  for (const b of mockStore.blocks) b.streets_ids = (b.streets_ids as number[]).filter((id) => id !== street.id);
};
