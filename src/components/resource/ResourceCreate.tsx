import { Create, Loading } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { DomainForm, domainTransform } from '../domain';
import { parentKey, type ResourceDef } from '../domain/model';
import { redirectToShow } from '../paths';
import { RequirePermission } from '../permissions';
import { MissingParent } from './MissingParent';
import { ResourceInputs } from './ResourceInputs';
import { useResourceTexts } from './texts';
import { mayWrite, useParent } from './useParent';

/**
 * Cadastrar on its own page (`/<r>/create?<parent>_id=`, streets: `?project_id=`), for who may
 * write; anyone else goes to the dashboard. The parent id is sent with the record, and saving
 * opens the new record's view.
 */
export const ResourceCreate = ({ resource }: { resource: ResourceDef }) => {
  const texts = useResourceTexts(resource);
  const key = parentKey(resource);
  const parentId = Number(useSearchParams()[0].get(key));
  const valid = Number.isSafeInteger(parentId) && parentId > 0;
  const parent = useParent(resource, valid ? parentId : undefined);
  const { projectId } = parent;
  const writable = domainTransform(resource.entity);
  // A parent that is not there: said, not a form whose save the API would refuse.
  if (parent.missing) return <MissingParent resource={resource} />;
  if (parent.pending) return <Loading />;
  if (valid && projectId === undefined) return null;
  return (
    <RequirePermission allowed={(a) => valid && mayWrite(resource, a, projectId)}>
      <Create
        resource={resource.entity.resource}
        title={texts.create}
        redirect={redirectToShow}
        transform={(data: Record<string, unknown>) => ({ ...writable(data), [key]: parentId })}
      >
        <DomainForm entity={resource.entity} view="create">
          <ResourceInputs resource={resource} view="create" />
        </DomainForm>
      </Create>
    </RequirePermission>
  );
};
