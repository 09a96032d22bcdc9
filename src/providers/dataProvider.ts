import type { DataProvider, Identifier } from 'react-admin';
import type { Role } from '../../domain/roles.ts';
import { INVITED_USER_ROLE } from '../../domain/roles.ts';
import type { Municipality, State } from '../../domain/reference/types.ts';
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

/** A user's membership of one project (spec §3 Member), as the members panel lists it. */
export interface ProjectMember {
  sub: string;
  name: string | null;
  email: string;
  project_role: Role;
  last_activity_on_project_at: string | null;
}

/** POST /users/invite: the global role is always INVITED_USER_ROLE (spec §6). */
export interface Invitation {
  email: string;
  project_id: number;
  project_role: Role;
}

/** Page size of the members list (spec §9). */
export const MEMBERS_PAGE_SIZE = 250;

export interface AppDataProvider extends DataProvider {
  getAccount(): Promise<AccountMe>;
  /** Members of a project: `GET /projects/{id}/members`. */
  getProjectMembers(projectId: number): Promise<{ data: ProjectMember[]; total: number }>;
  addProjectMember(projectId: number, userSub: string): Promise<unknown>;
  changeProjectMemberRole(projectId: number, userSub: string, role: Role): Promise<unknown>;
  removeProjectMember(projectId: number, userSub: string): Promise<unknown>;
  inviteUser(invitation: Invitation): Promise<unknown>;
  /** Reference data (spec §3): the 27 federative units, and one state's municipalities. */
  getStates(): Promise<State[]>;
  getMunicipalities(uf: string): Promise<Municipality[]>;
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
    async getProjectMembers(projectId) {
      const { json: body } = await httpClient(
        `${apiUrl}/projects/${projectId}/members${query({ page: 1, count: MEMBERS_PAGE_SIZE, project_id: projectId })}`,
      );
      return { data: body.data as ProjectMember[], total: body.total as number };
    },
    async addProjectMember(projectId, userSub) {
      return (await httpClient(`${apiUrl}/projects/${projectId}/addMember`, { method: 'POST', body: json({ user_sub: userSub }) })).json;
    },
    async changeProjectMemberRole(projectId, userSub, role) {
      const body = json({ user_sub: userSub, role });
      return (await httpClient(`${apiUrl}/projects/${projectId}/changeMemberRole`, { method: 'POST', body })).json;
    },
    async removeProjectMember(projectId, userSub) {
      return (await httpClient(`${apiUrl}/projects/${projectId}/removeMember`, { method: 'POST', body: json({ user_sub: userSub }) })).json;
    },
    async inviteUser({ email, project_id, project_role }) {
      const body = json({ email, role: INVITED_USER_ROLE, project_id, project_role });
      return (await httpClient(`${apiUrl}/users/invite`, { method: 'POST', body })).json;
    },
    async getStates() {
      return (await httpClient(`${apiUrl}/reference/states`)).json.data as State[];
    },
    async getMunicipalities(uf) {
      return (await httpClient(`${apiUrl}/reference/municipalities${query({ uf })}`)).json.data as Municipality[];
    },
  };
}
