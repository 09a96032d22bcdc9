import { http, HttpResponse } from 'msw';
import { RESOURCES, createSchema, parentKey, searchKeys, updateSchema, type ResourceDef } from '../domain/index.ts';
import { createFaker, fakeRecord, MOCK_NOW } from './fake-values.ts';
import { API, actor, forbidden, idParam, invalid, listAnswer, notFound, unauthorized } from './http.ts';
import type { MockRecord } from './generate.ts';
import { mockStore, nextId, onMockReset } from './store.ts';

/** Where a declared resource's mock records live (a test's own list, or the dataset's). */
export interface MockRecords {
  all(): MockRecord[];
  replace(records: MockRecord[]): void;
}

/** The project of a record's parent: the project itself, or the block's. */
const projectOfParent = (resource: ResourceDef, parentId: number): number | undefined =>
  resource.parent === 'project'
    ? parentId
    : (mockStore.blocks.find((b) => b.id === parentId)?.project_id as number | undefined);

/**
 * The mock of a declared resource's five routes (server/http/resources.ts), from its
 * declaration: the list of a parent (paged, sorted, searched by its listed texts), one record,
 * create, update and delete, with the same access (its `read` and `write`) and the domain's
 * request schemas. `onDelete` tidies what pointed at a deleted record (a block's streets).
 */
export function resourceHandlers(
  resource: ResourceDef,
  records: MockRecords,
  onDelete: (record: MockRecord) => void = () => {},
) {
  const r = resource.entity.resource;
  const key = parentKey(resource);
  const createBody = createSchema(resource.entity);
  const updateBody = updateSchema(resource.entity, { ignoreReadOnly: true });
  const may = (request: Request, access: ResourceDef['read'], projectId: number | undefined) => {
    const who = actor(request);
    if (!who) return unauthorized();
    if (projectId === undefined || !who.canSee(projectId)) return notFound();
    return access === 'project-admin' && !who.isProjectAdmin(projectId) ? forbidden() : undefined;
  };
  const find = (id: number) => records.all().find((record) => record.id === id);
  return [
    http.get(`${API}/${r}/list`, ({ request }) => {
      const who = actor(request);
      if (!who) return unauthorized();
      const visible = records.all().filter((record) => who.canSee(record.project_id as number));
      return listAnswer(request, visible, {
        searchIn: searchKeys(resource),
        filters: [key],
        defaultCount: resource.pageSize ?? 20,
      });
    }),
    http.get(`${API}/${r}/:id`, ({ request, params }) => {
      const record = find(idParam(params));
      return may(request, resource.read, record?.project_id as number | undefined) ?? HttpResponse.json(record);
    }),
    http.post(`${API}/${r}/create`, async ({ request }) => {
      if (!actor(request)) return unauthorized();
      const parsed = createBody.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      const projectId = projectOfParent(resource, parsed.data[key] as number);
      const refused = may(request, resource.write, projectId);
      if (refused) return refused;
      const record: MockRecord = {
        ...parsed.data,
        project_id: projectId,
        id: nextId(records.all()),
        version: 1,
        updated_at: new Date().toISOString(),
      };
      records.replace([...records.all(), record]);
      return HttpResponse.json(record);
    }),
    http.patch(`${API}/${r}/:id`, async ({ request, params }) => {
      const record = find(idParam(params));
      const refused = may(request, resource.write, record?.project_id as number | undefined);
      if (refused || !record) return refused;
      const parsed = updateBody.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      Object.assign(record, parsed.data, {
        updated_at: new Date().toISOString(),
        version: Number(record.version ?? 0) + 1,
      });
      return HttpResponse.json(record);
    }),
    http.delete(`${API}/${r}/:id`, ({ request, params }) => {
      const record = find(idParam(params));
      const refused = may(request, resource.write, record?.project_id as number | undefined);
      if (refused || !record) return refused;
      records.replace(records.all().filter((other) => other.id !== record.id));
      onDelete(record);
      return HttpResponse.json({ id: record.id });
    }),
  ];
}

/** The records of declared resources the dataset has no list of, made on first use after each reset. */
const declared = new Map<string, MockRecord[]>();
onMockReset(() => declared.clear());

/**
 * Two faked records (fake-values.ts, a faker of their own, so the dataset stays as it was) under
 * each parent of a declared resource the dataset does not generate.
 */
function fakeRecords(resource: ResourceDef): MockRecord[] {
  const faker = createFaker();
  const key = parentKey(resource);
  const parents = resource.parent === 'project' ? mockStore.projects : mockStore.blocks;
  return parents.flatMap((parent, n) =>
    [1, 2].map((i) => ({
      ...fakeRecord(faker, resource.entity, { [key]: parent.id }),
      id: n * 2 + i,
      project_id: resource.parent === 'project' ? parent.id : parent.project_id,
      version: 1,
      updated_at: MOCK_NOW.toISOString(),
    })),
  );
}

/** Where a declared resource's mock records live: the dataset's list (streets), else faked ones. */
function recordsOf(resource: ResourceDef): MockRecords {
  const name = resource.entity.resource;
  const dataset = mockStore as unknown as Record<string, MockRecord[] | undefined>;
  if (Array.isArray(dataset[name]))
    return { all: () => dataset[name] as MockRecord[], replace: (records) => (dataset[name] = records) };
  return {
    all: () => declared.get(name) ?? declared.set(name, fakeRecords(resource)).get(name)!,
    replace: (records) => declared.set(name, records),
  };
}

/** The mock records of a declared resource, as its handlers serve them now. */
export const mockRecordsOf = (resource: ResourceDef): MockRecord[] => recordsOf(resource).all();

/**
 * The mock of every resource declared in domain/resources/ (`RESOURCES`); `tidy` says what a
 * delete also removes elsewhere (a street leaves its blocks).
 */
export const declaredHandlers = (tidy: Partial<Record<string, (record: MockRecord) => void>> = {}) =>
  Object.values(RESOURCES as Record<string, ResourceDef>).flatMap((resource) =>
    resourceHandlers(resource, recordsOf(resource), tidy[resource.entity.resource]),
  );
