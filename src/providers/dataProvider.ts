import type { DataProvider, Identifier } from 'react-admin';
import type { Role } from '../../domain/roles.ts';
import type { HttpClient } from './httpClient';

/** `GET /account/me` (spec §3 "Current user"). */
export interface AccountMe {
  sub: string;
  email: string;
  name: string | null;
  role: Role;
  projects_roles: Array<{ project_id: number; role: Role }>;
  projects: Array<{ id: number; name: string }>;
}

/** Where a resource's verbs live; the default is the spec's `/<r>/list`, `/<r>/<id>`, `/<r>/create`. */
export interface ResourceRoutes {
  list: string;
  one: (id: Identifier) => string;
  create: string;
}

const defaultRoutes = (resource: string): ResourceRoutes => ({
  list: `/${resource}/list`,
  one: (id) => `/${resource}/${encodeURIComponent(String(id))}`,
  create: `/${resource}/create`,
});

/** Per-resource exceptions to the default routes; one line each, never an if-chain. */
export type RouteTable = Record<string, Partial<ResourceRoutes>>;

export interface AppDataProvider extends DataProvider {
  getAccount(): Promise<AccountMe>;
}

function query(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The one dataProvider: react-admin's verbs mapped onto the API's paths (ARCHITECTURE §4).
 * Lists answer `{data, total}`; filters travel as query parameters.
 */
export function createDataProvider(apiUrl: string, httpClient: HttpClient, table: RouteTable = {}): AppDataProvider {
  const routes = (resource: string): ResourceRoutes => ({ ...defaultRoutes(resource), ...table[resource] });
  const json = (body: unknown) => JSON.stringify(body);

  return {
    async getList(resource, { pagination, sort, filter }) {
      const { json: body } = await httpClient(
        `${apiUrl}${routes(resource).list}${query({
          page: pagination?.page,
          count: pagination?.perPage,
          sort: sort?.field,
          order: sort?.order?.toLowerCase(),
          ...filter,
        })}`,
      );
      return { data: body.data, total: body.total };
    },
    async getOne(resource, { id }) {
      const { json: data } = await httpClient(`${apiUrl}${routes(resource).one(id)}`);
      return { data };
    },
    async getMany(resource, { ids }) {
      const data = await Promise.all(ids.map(async (id) => (await this.getOne(resource, { id })).data));
      return { data };
    },
    async getManyReference(resource, { target, id, pagination, sort, filter }) {
      return this.getList(resource, { pagination, sort, filter: { ...filter, [target]: id } });
    },
    async create(resource, { data }) {
      const { json: created } = await httpClient(`${apiUrl}${routes(resource).create}`, { method: 'POST', body: json(data) });
      return { data: created };
    },
    async update(resource, { id, data }) {
      const { json: updated } = await httpClient(`${apiUrl}${routes(resource).one(id)}`, { method: 'PATCH', body: json(data) });
      return { data: updated };
    },
    async updateMany(resource, { ids, data }) {
      await Promise.all(ids.map((id) => this.update(resource, { id, data, previousData: {} })));
      return { data: ids };
    },
    async delete(resource, { id }) {
      const { json: deleted } = await httpClient(`${apiUrl}${routes(resource).one(id)}`, { method: 'DELETE' });
      return { data: deleted };
    },
    async deleteMany(resource, { ids }) {
      await Promise.all(ids.map((id) => this.delete(resource, { id })));
      return { data: ids };
    },
    async getAccount() {
      const { json: me } = await httpClient(`${apiUrl}/account/me`);
      return me as AccountMe;
    },
  };
}
