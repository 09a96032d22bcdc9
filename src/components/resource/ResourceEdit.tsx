import { DomainEdit } from '../domain';
import { RecordNotFound } from '../RecordNotFound';
import type { ResourceDef } from '../domain/model';
import { useNumericId } from '../useNumericId';
import { useWholeRecord } from '../wholeRecord';
import { ResourceActions } from './ResourceActions';
import { ResourceInputs } from './ResourceInputs';
import { useResourceTexts } from './texts';
import { listPath, mayWrite, parentIdOf } from './useParent';

/** Editar (`/<r>/{id}/edit`, who may write): the declared inputs; saving returns to the view, deleting to the list. */
export const ResourceEdit = ({ resource }: { resource: ResourceDef }) => {
  const id = useNumericId();
  const texts = useResourceTexts(resource);
  const { data, error } = useWholeRecord(resource.entity.resource, id);
  const projectId = data?.project_id as number | undefined;
  // A record that cannot load says so, as a lot's screens do: the editor waits for the record's
  // project, and stood blank.
  if (error) return <RecordNotFound error={error} what={resource.entity.label} gender={resource.gender} />;
  if (id === undefined || !data || projectId === undefined) return null;
  const parentId = parentIdOf(resource, data);
  return (
    <DomainEdit
      entity={resource.entity}
      gender={resource.gender}
      id={id}
      title={texts.editTitle}
      allowed={(a) => mayWrite(resource, a, projectId)}
      actions={<ResourceActions resource={resource} id={id} parentId={parentId} canEdit editing />}
      deleteRedirect={listPath(resource, parentId)}
    >
      <ResourceInputs resource={resource} view="edit" />
    </DomainEdit>
  );
};
