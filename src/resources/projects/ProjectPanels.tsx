import { Stack } from '@mui/material';
import { useActor } from '../../components/permissions';
import { BlockQuickCreate } from './blocks/BlockQuickCreate';
import { ProjectBlocks } from './blocks/ProjectBlocks';
import { MembersPanel } from './members/MembersPanel';

/**
 * Below the project on its view and editor: Cadastrar Quadra and the members panel for project
 * admins (docs/roles.md#roles), the blocks for everyone.
 */
export const ProjectPanels = ({ projectId }: { projectId: number }) => {
  const access = useActor();
  const admin = access.isProjectAdmin(projectId);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {admin && <BlockQuickCreate projectId={projectId} />}
      <ProjectBlocks projectId={projectId} />
      {admin && <MembersPanel projectId={projectId} />}
    </Stack>
  );
};
