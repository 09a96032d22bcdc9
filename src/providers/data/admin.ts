import type { projectGroupSchema, systemStatusSchema } from '../../../domain/api/admin.ts';
import type { candidateSchema } from '../../../domain/api/members.ts';
import type { Answer } from '../../../domain/api/wire.ts';
import type { HttpClient } from '../httpClient';
import { json, query } from './query';

/** A line of `GET /admin/project-groups`: the server's answer schema (domain/api/admin.ts). */
export type ProjectGroup = Answer<typeof projectGroupSchema>;

/** `GET /admin/status` (server/admin/status.ts): its dates arrive as ISO text. */
export type SystemStatus = Answer<typeof systemStatusSchema>;

/** A user a project admin may add to the project: name and e-mail only (domain/api/members.ts). */
export type MemberCandidate = Answer<typeof candidateSchema>;

/** The dataProvider's typed calls for: Administração (issue #18 part 6) and adding existing users. */
export interface AdminMethods {
  getSystemStatus(): Promise<SystemStatus>;
  getProjectGroups(): Promise<ProjectGroup[]>;
  createProjectGroup(name: string): Promise<ProjectGroup>;
  renameProjectGroup(id: number, name: string): Promise<ProjectGroup>;
  deleteProjectGroup(id: number): Promise<void>;
  getMemberCandidates(projectId: number, q: string): Promise<MemberCandidate[]>;
}

export function adminMethods(apiUrl: string, httpClient: HttpClient): AdminMethods {
  return {
    async getSystemStatus() {
      return (await httpClient(`${apiUrl}/admin/status`)).json as SystemStatus;
    },
    async getProjectGroups() {
      return (await httpClient(`${apiUrl}/admin/project-groups`)).json.data as ProjectGroup[];
    },
    async createProjectGroup(name) {
      return (await httpClient(`${apiUrl}/admin/project-groups`, { method: 'POST', body: json({ name }) }))
        .json as ProjectGroup;
    },
    async renameProjectGroup(id, name) {
      return (await httpClient(`${apiUrl}/admin/project-groups/${id}`, { method: 'PATCH', body: json({ name }) }))
        .json as ProjectGroup;
    },
    async deleteProjectGroup(id) {
      await httpClient(`${apiUrl}/admin/project-groups/${id}`, { method: 'DELETE' });
    },
    async getMemberCandidates(projectId, q) {
      return (await httpClient(`${apiUrl}/projects/${projectId}/member-candidates${query({ q })}`)).json
        .data as MemberCandidate[];
    },
  };
}
