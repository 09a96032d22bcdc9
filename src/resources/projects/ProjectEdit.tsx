import { projectEntity } from '../../components/domain/model';
import { DomainEdit } from '../../components/domain';
import { useRememberProject } from '../../components/currentSelection';
import { useActor } from '../../components/permissions';
import { useNumericId } from '../../components/useNumericId';
import { ProjectActions } from './ProjectActions';
import { ProjectInputs } from './ProjectInputs';
import { ProjectPanels } from './ProjectPanels';
import { projectPaths } from './projectPaths';

/**
 * Editar Projeto (`/projects/{id}/edit`, project admins): the project form, then the blocks
 * and members like the view. Saving returns to the view; the server's field errors show inline;
 * only a global admin may delete.
 */
export const ProjectEdit = () => {
  const access = useActor();
  const id = useNumericId();
  useRememberProject(id);
  if (id === undefined) return null;
  return (
    <DomainEdit
      entity={projectEntity}
      id={id}
      title="app.projects.edit_title"
      allowed={(a) => a.isProjectAdmin(id)}
      actions={<ProjectActions projectId={id} editing />}
      deleteRedirect={access.isGlobalAdmin ? projectPaths.list : undefined}
      after={<ProjectPanels projectId={id} />}
    >
      <ProjectInputs />
    </DomainEdit>
  );
};
