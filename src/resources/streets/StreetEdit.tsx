import { Edit, useGetOne, useTranslate } from 'react-admin';
import { streetEntity } from '../../components/domain/model';
import { DeleteWithConfirm } from '../../components/DeleteWithConfirm';
import {
  EditConflictDialog,
  KEEP_TYPED,
  useConflictMutationOptions,
  useConflictOffer,
} from '../../components/conflict';
import { DomainForm, DomainToolbar, domainTransform } from '../../components/domain';
import { paths, redirectToShow } from '../../components/paths';
import { RequirePermission } from '../../components/permissions';
import { useNumericId } from '../../components/useNumericId';
import { StreetActions } from './StreetActions';
import { StreetInputs } from './StreetInputs';

const transform = domainTransform(streetEntity);

/** Editar Rua (`/streets/{id}/edit`, project admins): the name; saving returns to the view, deleting to the list. */
export const StreetEdit = () => {
  const translate = useTranslate();
  const conflict = useConflictOffer();
  const mutationOptions = useConflictMutationOptions(conflict);
  const id = useNumericId();
  const { data } = useGetOne('streets', { id: id! }, { enabled: id !== undefined });
  const projectId = data?.project_id as number | undefined;
  if (id === undefined || projectId === undefined) return null;
  return (
    <RequirePermission allowed={(a) => a.isProjectAdmin(projectId)}>
      <StreetActions streetId={id} projectId={projectId} canEdit editing />
      <Edit
        resource="streets"
        id={id}
        title={translate('app.streets.edit_title')}
        mutationMode="pessimistic"
        redirect={redirectToShow}
        transform={transform}
        mutationOptions={mutationOptions}
        actions={false}
      >
        <DomainForm
          entity={streetEntity}
          view="edit"
          resetOptions={KEEP_TYPED}
          toolbar={
            <DomainToolbar>
              <DeleteWithConfirm redirect={paths.streets(projectId)} />
            </DomainToolbar>
          }
        >
          <StreetInputs />
        </DomainForm>
        <EditConflictDialog conflict={conflict} />
      </Edit>
    </RequirePermission>
  );
};
