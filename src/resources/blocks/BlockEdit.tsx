import { useTranslate } from 'react-admin';
import { RecordNotFound } from '../../components/RecordNotFound';
import { genderOf } from '../../../domain/entities/resource-names.ts';
import { blockEntity } from '../../components/domain/model';
import { DomainEdit } from '../../components/domain';
import { useRememberProject } from '../../components/currentSelection';
import { useNumericId } from '../../components/useNumericId';
import { useWholeRecord } from '../../components/wholeRecord';
import { BlockActions } from './BlockActions';
import { BlockInputs } from './BlockInputs';
import { BlockPanels } from './BlockPanels';
import { blockPaths } from './blockPaths';

const BlockEditor = ({ id, projectId }: { id: number; projectId: number }) => {
  useRememberProject(projectId);
  return (
    <DomainEdit
      entity={blockEntity}
      id={id}
      title="app.blocks.edit_title"
      allowed={(a) => a.isProjectAdmin(projectId)}
      actions={<BlockActions blockId={id} projectId={projectId} editing />}
      deleteRedirect={blockPaths.project(projectId)}
      after={<BlockPanels blockId={id} projectId={projectId} />}
    >
      <BlockInputs projectId={projectId} />
    </DomainEdit>
  );
};

/**
 * Editar Quadra (`/blocks/{id}/edit`, project admins): name, the project's streets and the
 * image; saving returns to the view; delete (the shared modal) returns to the project.
 */
export const BlockEdit = () => {
  const id = useNumericId();
  const translate = useTranslate();
  const { data, error } = useWholeRecord('blocks', id);
  const projectId = data?.project_id as number | undefined;
  // A block that cannot load says so, as a lot's screens do: the editor waits for the block's
  // project, and stood blank.
  if (error)
    return (
      <RecordNotFound
        error={error}
        what={translate('resources.blocks.name', { smart_count: 1 })}
        gender={genderOf('blocks')}
      />
    );
  if (id === undefined || projectId === undefined) return null;
  return <BlockEditor id={id} projectId={projectId} />;
};
