import { useGetOne } from 'react-admin';

/**
 * Project `projectId` as its screens read it (its name for their titles, its state, class and
 * group): one query per project, shared by the route that waits for it (ProjectRoute) and the
 * page under it, asked once when refused (src/providers/queryClient.ts). The one way a page reads
 * a project by id (ESLint refuses `useGetOne('projects')` elsewhere in src/).
 */
export function useProject(projectId: number | undefined) {
  return useGetOne('projects', { id: projectId ?? 0 }, { enabled: projectId !== undefined && projectId > 0 });
}
