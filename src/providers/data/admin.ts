import type { HttpClient } from '../httpClient';
import { json, query } from './query';

/** A line of `GET /admin/project-groups`. */
export interface ProjectGroup {
  id: number;
  name: string;
  projects: number;
}

/** `GET /admin/status` (server/admin/status.ts). */
export interface SystemStatus {
  database: { engine: 'pglite' | 'postgres'; label: string; version: string | null };
  queue: { installed: boolean; queued: number; active: number; failed: number; oldest_queued_seconds: number | null };
  last_backup: { created_at: string; engine: string; folder: string; tables: number; rows: number; files: number } | null;
  app: { version: string; commit: string | null; started_at: string; uptime_seconds: number };
}

/** A user a project admin may add to the project: name and e-mail only. */
export interface MemberCandidate {
  sub: string;
  name: string | null;
  email: string;
}

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
