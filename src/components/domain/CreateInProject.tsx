import type { ReactNode } from 'react';
import { Create, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { EntityDef } from './model';
import { DomainForm, domainTransform } from './DomainForm';
import { redirectToShow } from '../paths';
import { RequirePermission } from '../permissions';

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
 * only; anyone else goes to the dashboard): the project id is sent with the record, and saving
 * opens the new record's view.
 */
export const CreateInProject = ({ resource, entity, title, defaultValues, children }: CreateInProjectProps) => {
  const translate = useTranslate();
  const projectId = Number(useSearchParams()[0].get('project_id'));
  const valid = Number.isSafeInteger(projectId) && projectId > 0;
  const writable = domainTransform(entity);
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
