import type { ReactNode } from 'react';
import { Create, Loading, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { EntityDef } from './model';
import { DomainForm, domainTransform } from './DomainForm';
import { redirectToShow } from '../paths';
import { RequirePermission } from '../permissions';
import { RecordNotFound } from '../RecordNotFound';
import { useProject } from '../useProject';

export interface CreateInProjectProps {
  resource: string;
  entity: EntityDef;
  /** i18n key of the page title. */
  title: string;
  defaultValues?: Record<string, unknown>;
  /** The form's inputs, given the project they belong to. */
  children: (projectId: number) => ReactNode;
}

/**
 * A create page for a record of one project (`/<resource>/create?project_id=`, project admins
 * only; anyone else goes to the dashboard), drawn once the project has come ("Projeto não
 * encontrado" for one that is not there): the project id is sent with the record, and saving
 * opens the new record's view.
 */
export const CreateInProject = ({ resource, entity, title, defaultValues, children }: CreateInProjectProps) => {
  const translate = useTranslate();
  const projectId = Number(useSearchParams()[0].get('project_id'));
  const valid = Number.isSafeInteger(projectId) && projectId > 0;
  const writable = domainTransform(entity);
  const project = useProject(valid ? projectId : undefined);
  // A project that is not there is said, not offered a form whose save the API would refuse.
  if (project.error)
    return <RecordNotFound error={project.error} what={translate('resources.projects.name', { smart_count: 1 })} />;
  if (valid && project.isPending) return <Loading />;
  return (
    <RequirePermission allowed={(a) => valid && a.isProjectAdmin(projectId)}>
      <Create
        resource={resource}
        title={translate(title)}
        redirect={redirectToShow}
        transform={(data: Record<string, unknown>) => ({ ...writable(data), project_id: projectId })}
      >
        <DomainForm entity={entity} view="create" defaultValues={defaultValues}>
          {children(projectId)}
        </DomainForm>
      </Create>
    </RequirePermission>
  );
};
