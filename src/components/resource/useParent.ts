import { useGetOne } from 'react-admin';
import { parentKey, type ResourceDef } from '../domain/model';
import { paths } from '../paths';

/** A declared resource's parent record as its screens need it: its project, name and page. */
export interface ParentOf {
  /** Undefined while a block parent is loading (its project comes with it). */
  projectId: number | undefined;
  /** The parent does not exist, or not for this user: the API answered 404 (or 403). */
  missing: boolean;
  name: string | undefined;
  /** Still asked for (its name not known yet); false once it came or failed. */
  pending: boolean;
  path: string;
}

/** The parent (project or block) of `id`: its project, its name and its page. */
export function useParent(resource: ResourceDef, id: number | undefined): ParentOf {
  const parent = resource.parent === 'project' ? 'projects' : 'blocks';
  const { data, error, isPending } = useGetOne(
    parent,
    { id: id! },
    {
      // A parent that does not exist, or is not the caller's, is asked once (src/providers/queryClient.ts).
      enabled: id !== undefined,
    },
  );
  return {
    projectId: resource.parent === 'project' ? id : (data?.project_id as number | undefined),
    missing: [403, 404].includes((error as { status?: number } | null)?.status ?? 0),
    name: data?.name as string | undefined,
    pending: id !== undefined && isPending,
    path: id === undefined ? '/home' : paths.show(parent, id),
  };
}

/** The list page of a parent's records: `/<r>/list/{parent id}` (streets: `/streets/list/7`). */
export const listPath = (resource: ResourceDef, parentId: number | string) =>
  `/${resource.entity.resource}/list/${parentId}`;

/** The parent id of a record as its answer carries it. */
export const parentIdOf = (resource: ResourceDef, record: Record<string, unknown>) =>
  record[parentKey(resource)] as number;

/** Whether the user may write the resource's records in a project (its declared `write` access). */
export const mayWrite = (
  resource: ResourceDef,
  actor: { isProjectAdmin: (id: number | undefined) => boolean; canSeeProject: (id: number | undefined) => boolean },
  projectId: number | undefined,
) => (resource.write === 'project-admin' ? actor.isProjectAdmin(projectId) : actor.canSeeProject(projectId));
