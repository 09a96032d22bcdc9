import { Stack } from '@mui/material';
import { useActor } from '../../components/permissions';
import { BlockLots } from './BlockLots';
import { LotQuickCreate } from './LotQuickCreate';

/** Below a block on its view and editor: Cadastrar Lote (project admins) and the lots. */
export const BlockPanels = ({ blockId, projectId }: { blockId: number; projectId: number }) => {
  const admin = useActor().isProjectAdmin(projectId);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {admin && <LotQuickCreate blockId={blockId} />}
      <BlockLots blockId={blockId} projectId={projectId} />
    </Stack>
  );
};
