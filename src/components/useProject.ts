import { useGetOne } from 'react-admin';

/**
 * Whether a failed read is asked again: not when the server said the record is not there (404)
 * or not the caller's (403), since asking again will not make it appear; otherwise up to three
 * times, as react-query does. A screen of a missing record then says so at once instead of
 * loading for the seven seconds of three retries.
 */
export const retryUnlessMissing = (failures: number, failure: unknown) => {
  const status = (failure as { status?: number } | null)?.status;
  return status !== 404 && status !== 403 && failures < 3;
};

/**
 * Project `projectId` as its screens read it (its name for their titles, its state, class and
 * group): one query per project, shared by the route that waits for it (ProjectRoute) and the
 * page under it. The one way a page reads a project by id (ESLint refuses `useGetOne('projects')`
 * elsewhere in src/).
 */
export function useProject(projectId: number | undefined) {
  return useGetOne(
    'projects',
    { id: projectId ?? 0 },
    { enabled: projectId !== undefined && projectId > 0, retry: retryUnlessMissing },
  );
}
