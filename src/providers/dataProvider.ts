import type { DataProvider, Identifier } from 'react-admin';
import type { Role } from '../../domain/roles.ts';
import { INVITED_USER_ROLE } from '../../domain/roles.ts';
import type { Municipality, State } from '../../domain/reference/types.ts';
import type { UploadedFile } from '../../domain/entities/uploaded-file.ts';
import type { z } from 'zod';
import type { actionAnswer, missingItem, reviewAnswer, reviewWarning } from '../../domain/api/lot-actions.ts';
import type { accountAnswer } from '../../domain/api/account.ts';
import type { childRecord, residentRecord } from '../../domain/api/families.ts';
import type { memberSchema } from '../../domain/api/members.ts';
import type { Assignment, completedByDayAnswer, completedByUserAndDateAnswer } from '../../domain/api/progress.ts';
import type { Answer } from '../../domain/api/wire.ts';
import type { ClientConfig } from './clientConfig';
import type { HttpClient } from './httpClient';
import { json, query } from './data/query';
import { reportsMethods, type ReportMethods } from './data/reports';
import { documentsMethods, type DocumentMethods } from './data/documents';
import { historyMethods, type HistoryMethods } from './data/history';
import { emissionMethods, type EmissionMethods } from './data/emissions';
import { removalReviewMethods, type RemovalConfirmation, type RemovalReviewMethods } from './data/removal-reviews';
import { legalMethods, type LegalMethods } from './data/legal';
import { procedureMethods, type ProcedureMethods } from './data/procedure';
import { registryMethods, type RegistryMethods } from './data/registry';
import { geometryMethods, type GeometryMethods } from './data/geometry';
import { workbenchMethods, type WorkbenchMethods } from './data/workbench';
import { adminMethods, type AdminMethods } from './data/admin';

/** `GET /account/me` (docs/entities.md#entities "Current user"): the server's answer schema (domain/api/account.ts). */
export type AccountMe = Answer<typeof accountAnswer>;

/** Where a resource's verbs live; the default is the spec's `/<r>/list`, `/<r>/<id>`, `/<r>/create`. */
export interface ResourceRoutes {
  list: string;
  one: (id: Identifier) => string;
  create: string;
}

/** `If-Match: <version>` when the record read carried one (server/history/version.ts). */
const versionHeader = (version: unknown): Record<string, string> | undefined =>
  typeof version === 'number' ? { 'If-Match': String(version) } : undefined;

/** Resources whose list is not `/<r>/list`: the lots workbench (/lots) lists across projects. */
const BUILT_IN_ROUTES: RouteTable = { 'lot-workbench': { list: '/lots/workbench' } };

const defaultRoutes = (resource: string): ResourceRoutes => ({
  list: `/${resource}/list`,
  one: (id) => `/${resource}/${encodeURIComponent(String(id))}`,
  create: `/${resource}/create`,
});

/** Per-resource exceptions to the default routes; one line each, never an if-chain. */
export type RouteTable = Record<string, Partial<ResourceRoutes>>;

/** A user's membership of one project (docs/entities.md#entities Member), as the members panel lists it. */
export type ProjectMember = Answer<typeof memberSchema>;

/** POST /users/invite: the global role is always INVITED_USER_ROLE (docs/roles.md#roles). */
export interface Invitation {
  email: string;
  project_id: number;
  project_role: Role;
}

/** Page size of the members list (docs/limits.md#limits). */
export const MEMBERS_PAGE_SIZE = 250;
/** Page size of a lot's children and residents (docs/limits.md#limits). */
export const FAMILY_PAGE_SIZE = 100;

/** One feature's calls live in `./data/<feature>.ts` and are spread into the one provider. */
export interface AppDataProvider
  extends
    DataProvider,
    ReportMethods,
    DocumentMethods,
    HistoryMethods,
    LegalMethods,
    GeometryMethods,
    RemovalReviewMethods,
    EmissionMethods,
    ProcedureMethods,
    RegistryMethods,
    WorkbenchMethods,
    AdminMethods {
  getAccount(): Promise<AccountMe>;
  /** Members of a project: `GET /projects/{id}/members`. */
  getProjectMembers(projectId: number): Promise<{ data: ProjectMember[]; total: number }>;
  addProjectMember(projectId: number, userSub: string): Promise<unknown>;
  changeProjectMemberRole(projectId: number, userSub: string, role: Role): Promise<unknown>;
  removeProjectMember(projectId: number, userSub: string): Promise<unknown>;
  inviteUser(invitation: Invitation): Promise<unknown>;
  /** Reference data (docs/entities.md#entities): the 27 federative units, and one state's municipalities. */
  getStates(): Promise<State[]>;
  getMunicipalities(uf: string): Promise<Municipality[]>;
  // --- Uploads, Documentos, Filhos and Moradores (upload widget, lot documents, family tabs) ---
  /** `POST /files/create`, multipart with the file in `field` ('file'; the image widget: 'image'). */
  uploadFile(file: Blob, fileName: string, field?: UploadField): Promise<UploadedFile>;
  /** `PATCH /lots/{id}/remove-file {file_id}`: unlinks a lot's document and deletes it. */
  removeLotFile(lotId: number, fileId: number): Promise<unknown>;
  /** `GET /lots/{id}/children` or `/residents`. Failures are thrown (the tabs notify or log). */
  getFamily(kind: FamilyKind, lotId: number): Promise<{ data: FamilyMember[]; total: number }>;
  /** `POST /lots/{id}/<kind>` (new) or `/lots/{id}/<kind>/{memberId}` (update, with the member's `version`): JSON or multipart. */
  saveFamilyMember(
    kind: FamilyKind,
    lotId: number,
    memberId: number | undefined,
    body: Record<string, unknown> | FormData,
    version?: number,
  ): Promise<FamilyMember>;
  deleteFamilyMember(kind: FamilyKind, lotId: number, memberId: number): Promise<unknown>;
  // --- Lote: status and review (docs/states.md#states, docs/api.md#api) ---
  /** `PATCH /lots/{id}/update-status` (project admins); rethrows failures (docs/errors.md#errors). */
  updateLotStatus(lotId: number, status: string): Promise<LotActionAnswer>;
  /** `POST /lots/{id}/trigger-review` ('Executar Análise', project admins); rethrows failures. */
  triggerReview(lotId: number): Promise<LotReviewAnswer>;
  // --- Painel Principal (dashboard) ---
  /** `GET /projects/{id}/completed-by-day` (project admins): completed parts per day and user. */
  getCompletedByDay(projectId: number): Promise<CompletedByDay>;
  /** `GET /projects/{id}/completed-by-user-and-date` (project admins): the lots of one row of the progress table. */
  getCompletedByUserAndDate(projectId: number, params: LotsOfDayParams): Promise<LotsOfDay>;
  // --- Public: personal-data removal (LGPD, docs/screens.md#screens, docs/api.md#api), no session needed ---
  /** `POST /data-removal {email}`: the same answer for any well-formed address. */
  requestDataRemoval(email: string): Promise<void>;
  /** `POST /data-removal-status {token}`: resolves for a good link; a bad one is an HttpError (400), a used or expired one 410. */
  checkDataRemovalLink(token: string): Promise<void>;
  /** `POST /data-removal-confirm {token}`: a used or expired token is an HttpError (410). */
  confirmDataRemoval(token: string): Promise<RemovalConfirmation>;
  /** `GET /client-config`: the public site people go to once their data is removed. */
  getPublicSiteUrl(): Promise<string>;
}

/** `GET /projects/{id}/completed-by-day` (docs/api.md#api). */
export type CompletedByDay = Answer<typeof completedByDayAnswer>;

/** Which lots `getCompletedByUserAndDate` lists: a local day (YYYY-MM-DD) and its user (docs/api.md#api). */
export interface LotsOfDayParams {
  date: string;
  user_name?: string | null;
  user_id?: number | null;
  assignment_type?: 'both' | 'social' | 'benfeitorias';
}

/** The part of a lot credited to a user: the social registration or the improvements. */
export type LotAssignment = Assignment;

/** `GET /projects/{id}/completed-by-user-and-date` (docs/api.md#api). */
export type LotsOfDay = Answer<typeof completedByUserAndDateAnswer>;

// --- Lote: status and review ---
/** The answer of update-status: `{success, message}` ('Status alterado para: …'). */
export type LotActionAnswer = z.infer<typeof actionAnswer>;

/** What the review found missing: its pt-BR label and where the screen shows it. */
export type LotReviewMissing = z.infer<typeof missingItem>;

/** A review warning, e.g. a CPF already on another lot (Lei 13.465/2017, art. 23, §1º). */
export type LotReviewWarning = z.infer<typeof reviewWarning>;

/** `POST /lots/{id}/trigger-review`: the server's answer schema (domain/api/lot-actions.ts). */
export type LotReviewAnswer = z.infer<typeof reviewAnswer>;

// --- Uploads, Documentos, Filhos and Moradores ---
/** The multipart field of POST /files/create: `file`, or `image` for the image widget (docs/api.md#api). */
export type UploadField = 'file' | 'image';
/** A lot's children or other residents (`/lots/{id}/children`, `/lots/{id}/residents`). */
export type FamilyKind = 'children' | 'residents';
/**
 * A child or resident as the API answers it: the stamps its schema names (domain/api/families.ts)
 * and the entity's fields (domain's child / other-resident entity), which the schema derives at
 * start-up and so types only as values by name.
 */
export type FamilyMember = (Answer<typeof childRecord> | Answer<typeof residentRecord>) & { [field: string]: unknown };

/**
 * Every row of a paged list that a screen holds whole: pages asked one after another while the
 * rows so far are fewer than the answer's `total`. One page was all that was asked for, and a
 * 251st member or a 101st resident was in no list and no search.
 */
async function allPages<T>(httpClient: HttpClient, pageUrl: (page: number) => string) {
  const data: T[] = [];
  for (let page = 1; ; page++) {
    const { json: body } = await httpClient(pageUrl(page));
    const rows = body.data as T[];
    data.push(...rows);
    if (!rows.length || data.length >= (body.total as number)) return { data, total: body.total as number };
  }
}

/**
 * The one dataProvider: react-admin's verbs mapped onto the API's paths (docs/architecture.md#front-end).
 * Lists answer `{data, total}`; filters travel as query parameters.
 */
export function createDataProvider(apiUrl: string, httpClient: HttpClient, table: RouteTable = {}): AppDataProvider {
  const routes = (resource: string): ResourceRoutes => ({
    ...defaultRoutes(resource),
    ...BUILT_IN_ROUTES[resource],
    ...table[resource],
  });

  return {
    ...reportsMethods(apiUrl, httpClient),
    ...documentsMethods(apiUrl, httpClient),
    ...historyMethods(apiUrl, httpClient),
    ...removalReviewMethods(apiUrl, httpClient),
    ...procedureMethods(apiUrl, httpClient),
    ...registryMethods(apiUrl, httpClient),
    ...legalMethods(apiUrl, httpClient),
    ...geometryMethods(apiUrl, httpClient),
    ...emissionMethods(apiUrl, httpClient),
    ...workbenchMethods(apiUrl, httpClient),
    ...adminMethods(apiUrl, httpClient),
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
      const { json: created } = await httpClient(`${apiUrl}${routes(resource).create}`, {
        method: 'POST',
        body: json(data),
      });
      return { data: created };
    },
    async update(resource, { id, data, previousData }) {
      // The version the form was loaded at: a copy someone saved meanwhile answers 409 (issue 8).
      const headers = versionHeader((previousData as { version?: unknown } | undefined)?.version);
      const { json: updated } = await httpClient(`${apiUrl}${routes(resource).one(id)}`, {
        method: 'PATCH',
        body: json(data),
        headers,
      });
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
      return allPages<ProjectMember>(
        httpClient,
        (page) =>
          `${apiUrl}/projects/${projectId}/members${query({ page, count: MEMBERS_PAGE_SIZE, project_id: projectId })}`,
      );
    },
    async addProjectMember(projectId, userSub) {
      return (
        await httpClient(`${apiUrl}/projects/${projectId}/addMember`, {
          method: 'POST',
          body: json({ user_sub: userSub }),
        })
      ).json;
    },
    async changeProjectMemberRole(projectId, userSub, role) {
      const body = json({ user_sub: userSub, role });
      return (await httpClient(`${apiUrl}/projects/${projectId}/changeMemberRole`, { method: 'POST', body })).json;
    },
    async removeProjectMember(projectId, userSub) {
      return (
        await httpClient(`${apiUrl}/projects/${projectId}/removeMember`, {
          method: 'POST',
          body: json({ user_sub: userSub }),
        })
      ).json;
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
    // --- Uploads, Documentos, Filhos and Moradores ---
    async uploadFile(file, fileName, field = 'file') {
      // A FormData body: fetchUtils leaves the Content-Type to fetch (multipart with its boundary).
      const form = new FormData();
      form.append(field, file, fileName);
      return (await httpClient(`${apiUrl}/files/create`, { method: 'POST', body: form })).json as UploadedFile;
    },
    async removeLotFile(lotId, fileId) {
      return (
        await httpClient(`${apiUrl}/lots/${lotId}/remove-file`, { method: 'PATCH', body: json({ file_id: fileId }) })
      ).json;
    },
    async getFamily(kind, lotId) {
      return allPages<FamilyMember>(
        httpClient,
        (page) => `${apiUrl}/lots/${lotId}/${kind}${query({ page, count: FAMILY_PAGE_SIZE })}`,
      );
    },
    async saveFamilyMember(kind, lotId, memberId, body, version) {
      const url = `${apiUrl}/lots/${lotId}/${kind}${memberId === undefined ? '' : `/${memberId}`}`;
      const headers = versionHeader(version);
      return (await httpClient(url, { method: 'POST', body: body instanceof FormData ? body : json(body), headers }))
        .json as FamilyMember;
    },
    async deleteFamilyMember(kind, lotId, memberId) {
      return (await httpClient(`${apiUrl}/lots/${lotId}/${kind}/${memberId}`, { method: 'DELETE' })).json;
    },
    // --- Lote: status and review ---
    async updateLotStatus(lotId, status) {
      return (await httpClient(`${apiUrl}/lots/${lotId}/update-status`, { method: 'PATCH', body: json({ status }) }))
        .json as LotActionAnswer;
    },
    async triggerReview(lotId) {
      return (await httpClient(`${apiUrl}/lots/${lotId}/trigger-review`, { method: 'POST' })).json as LotReviewAnswer;
    },
    // --- Painel Principal (dashboard) ---
    async getCompletedByDay(projectId) {
      return (await httpClient(`${apiUrl}/projects/${projectId}/completed-by-day`)).json as CompletedByDay;
    },
    async getCompletedByUserAndDate(projectId, params) {
      return (
        await httpClient(
          `${apiUrl}/projects/${projectId}/completed-by-user-and-date${query({ assignment_type: 'both', ...params })}`,
        )
      ).json as LotsOfDay;
    },
    // --- Public: personal-data removal ---
    async requestDataRemoval(email) {
      await httpClient(`${apiUrl}/data-removal`, { method: 'POST', body: json({ email }) });
    },
    async checkDataRemovalLink(token) {
      await httpClient(`${apiUrl}/data-removal-status`, { method: 'POST', body: json({ token }) });
    },
    async confirmDataRemoval(token) {
      return (await httpClient(`${apiUrl}/data-removal-confirm`, { method: 'POST', body: json({ token }) }))
        .json as RemovalConfirmation;
    },
    async getPublicSiteUrl() {
      return ((await httpClient(`${apiUrl}/client-config`)).json as ClientConfig).publicSiteUrl;
    },
  };
}
