import { Create, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { streetEntity } from '../../components/domain/model';
import { DomainForm, domainTransform } from '../../components/domain';
import { redirectToShow } from '../../components/paths';
import { RequirePermission } from '../../components/permissions';
import { StreetInputs } from './StreetInputs';

const writable = domainTransform(streetEntity);

/** Cadastrar Rua on its own page (`/streets/create?project_id=`, project admins); saving opens the street. */
export const StreetCreate = () => {
  const translate = useTranslate();
  const projectId = Number(useSearchParams()[0].get('project_id'));
  const valid = Number.isSafeInteger(projectId) && projectId > 0;
  return (
    <RequirePermission allowed={(a) => valid && a.isProjectAdmin(projectId)}>
      <Create
        resource="streets"
        title={translate('app.streets.create')}
        redirect={redirectToShow}
        transform={(data: Record<string, unknown>) => ({ ...writable(data), project_id: projectId })}
      >
        <DomainForm entity={streetEntity} view="create">
          <StreetInputs />
        </DomainForm>
      </Create>
    </RequirePermission>
  );
};
