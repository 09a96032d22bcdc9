import { Edit, useGetOne, useTranslate } from 'react-admin';
import { blockEntity } from '../../components/domain/model';
import { DeleteWithConfirm } from '../../components/DeleteWithConfirm';
import {
  EditConflictDialog,
  KEEP_TYPED,
  useConflictMutationOptions,
  useConflictOffer,
} from '../../components/conflict';
import { DomainForm, DomainToolbar, domainTransform } from '../../components/domain';
import { useRememberProject } from '../../components/currentSelection';
import { redirectToShow } from '../../components/paths';
import { RequirePermission } from '../../components/permissions';
import { useNumericId } from '../../components/useNumericId';
import { BlockActions } from './BlockActions';
import { BlockInputs } from './BlockInputs';
import { BlockPanels } from './BlockPanels';
import { blockPaths } from './blockPaths';

const transform = domainTransform(blockEntity);

const BlockEditor = ({ id, projectId }: { id: number; projectId: number }) => {
  const translate = useTranslate();
  const conflict = useConflictOffer();
  const mutationOptions = useConflictMutationOptions(conflict);
  useRememberProject(projectId);
  return (
    <RequirePermission allowed={(a) => a.isProjectAdmin(projectId)}>
      <BlockActions blockId={id} projectId={projectId} editing />
      <Edit
        resource="blocks"
        id={id}
        title={translate('app.blocks.edit_title')}
        mutationMode="pessimistic"
        redirect={redirectToShow}
        transform={transform}
        mutationOptions={mutationOptions}
        actions={false}
      >
        <DomainForm
          entity={blockEntity}
          view="edit"
          resetOptions={KEEP_TYPED}
          toolbar={
            <DomainToolbar>
              <DeleteWithConfirm redirect={blockPaths.project(projectId)} />
            </DomainToolbar>
          }
        >
          <BlockInputs projectId={projectId} />
        </DomainForm>
        <EditConflictDialog conflict={conflict} />
      </Edit>
      <BlockPanels blockId={id} projectId={projectId} />
    </RequirePermission>
  );
};

/**
 * Editar Quadra (`/blocks/{id}/edit`, project admins): name, the project's streets and the
 * image; saving returns to the view; delete (the shared modal) returns to the project.
 */
export const BlockEdit = () => {
  const id = useNumericId();
  const { data } = useGetOne('blocks', { id: id! }, { enabled: id !== undefined });
  const projectId = data?.project_id as number | undefined;
  if (id === undefined || projectId === undefined) return null;
  return <BlockEditor id={id} projectId={projectId} />;
};
