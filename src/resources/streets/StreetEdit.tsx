import { useGetOne } from 'react-admin';
import { streetEntity } from '../../components/domain/model';
import { DomainEdit } from '../../components/domain';
import { paths } from '../../components/paths';
import { useNumericId } from '../../components/useNumericId';
import { StreetActions } from './StreetActions';
import { StreetInputs } from './StreetInputs';

/** Editar Rua (`/streets/{id}/edit`, project admins): the name; saving returns to the view, deleting to the list. */
export const StreetEdit = () => {
  const id = useNumericId();
  const { data } = useGetOne('streets', { id: id! }, { enabled: id !== undefined });
  const projectId = data?.project_id as number | undefined;
  if (id === undefined || projectId === undefined) return null;
  return (
    <DomainEdit
      entity={streetEntity}
      id={id}
      title="app.streets.edit_title"
      allowed={(a) => a.isProjectAdmin(projectId)}
      actions={<StreetActions streetId={id} projectId={projectId} canEdit editing />}
      deleteRedirect={paths.streets(projectId)}
    >
      <StreetInputs />
    </DomainEdit>
  );
};
