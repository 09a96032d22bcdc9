import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { ROLE_LABELS, type Role } from '../../../components/domain/model';
import type { AppDataProvider, Invitation, ProjectMember } from '../../../providers/dataProvider';

export const membersQueryKey = (projectId: number) => ['projectMembers', projectId] as const;

/**
 * A project's members and what a project admin does with them, through the dataProvider's
 * typed calls; each change is announced and reloads the list.
 */
export function useProjectMembers(projectId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const query = useQuery({
    queryKey: membersQueryKey(projectId),
    queryFn: () => dataProvider.getProjectMembers(projectId),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: membersQueryKey(projectId) });

  const run = async (call: () => Promise<unknown>, message: string, messageArgs?: Record<string, unknown>) => {
    try {
      await call();
      notify(message, { type: 'success', messageArgs });
      await reload();
      return true;
    } catch (error) {
      notify((error as Error)?.message || 'app.projects.members.error', { type: 'error' });
      return false;
    }
  };

  return {
    members: query.data?.data ?? ([] as ProjectMember[]),
    isPending: query.isPending,
    error: query.error,
    add: (userSub: string) =>
      run(() => dataProvider.addProjectMember(projectId, userSub), 'app.projects.members.added'),
    changeRole: (userSub: string, role: Role) =>
      run(() => dataProvider.changeProjectMemberRole(projectId, userSub, role), 'app.projects.members.role_changed', {
        role: ROLE_LABELS[role],
      }),
    /** For DeleteWithConfirm: it announces the result and keeps the dialog open on failure. */
    remove: async (userSub: string) => {
      await dataProvider.removeProjectMember(projectId, userSub);
      await reload();
    },
    invite: ({ email, project_role }: Omit<Invitation, 'project_id'>) =>
      run(
        () => dataProvider.inviteUser({ email, project_role, project_id: projectId }),
        'app.projects.members.invited',
        { email },
      ),
  };
}

export type ProjectMembers = ReturnType<typeof useProjectMembers>;
