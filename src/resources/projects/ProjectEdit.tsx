import { Edit, useTranslate } from 'react-admin';
import { projectEntity } from '../../components/domain/model';
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
import { RequirePermission, useActor } from '../../components/permissions';
import { useNumericId } from '../../components/useNumericId';
import { ProjectActions } from './ProjectActions';
import { ProjectInputs } from './ProjectInputs';
import { ProjectPanels } from './ProjectPanels';
import { projectPaths } from './projectPaths';

const transform = domainTransform(projectEntity);

/**
 * Editar Projeto (`/projects/{id}/edit`, project admins): the project form, then the blocks
 * and members like the view. Saving returns to the view; the server's field errors show inline.
 */
export const ProjectEdit = () => {
  const translate = useTranslate();
  const conflict = useConflictOffer();
  const mutationOptions = useConflictMutationOptions(conflict);
  const access = useActor();
  const id = useNumericId();
  useRememberProject(id);
  if (id === undefined) return null;
  return (
    <RequirePermission allowed={(a) => a.isProjectAdmin(id)}>
      <ProjectActions projectId={id} editing />
      <Edit
        resource="projects"
        id={id}
        title={translate('app.projects.edit_title')}
        mutationMode="pessimistic"
        redirect={redirectToShow}
        transform={transform}
        mutationOptions={mutationOptions}
        actions={false}
      >
        <DomainForm
          entity={projectEntity}
          view="edit"
          resetOptions={KEEP_TYPED}
          toolbar={
            <DomainToolbar>{access.isGlobalAdmin && <DeleteWithConfirm redirect={projectPaths.list} />}</DomainToolbar>
          }
        >
          <ProjectInputs />
        </DomainForm>
        <EditConflictDialog conflict={conflict} />
      </Edit>
      <ProjectPanels projectId={id} />
    </RequirePermission>
  );
};
