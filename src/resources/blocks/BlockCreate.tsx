import { blockEntity } from '../../components/domain/model';
import { CreateInProject } from '../../components/domain/CreateInProject';
import { BlockInputs } from './BlockInputs';

/** Cadastrar Quadra on its own page (`/blocks/create?project_id=`, project admins); saving opens the block. */
export const BlockCreate = () => (
  <CreateInProject
    resource="blocks"
    entity={blockEntity}
    title="app.projects.blocks.create"
    defaultValues={{ streets_ids: [] }}
  >
    {(projectId) => <BlockInputs projectId={projectId} />}
  </CreateInProject>
);
