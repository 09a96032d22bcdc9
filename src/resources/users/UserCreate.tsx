import { Create, useTranslate } from 'react-admin';
import { userEntity } from '../../components/domain/model';
import { DomainForm, domainTransform } from '../../components/domain';
import { redirectToShow } from '../../components/paths';
import { RequirePermission } from '../../components/permissions';
import { UserInputs } from './UserInputs';

const transform = domainTransform(userEntity);

/** Criar Usuário (`/users/create`, global admins): saving opens the new user's view. */
export const UserCreate = () => {
  const translate = useTranslate();
  return (
    <RequirePermission allowed={(a) => a.isGlobalAdmin}>
      <Create
        resource="users"
        title={translate('app.users.create_title')}
        redirect={redirectToShow}
        transform={transform}
      >
        <DomainForm entity={userEntity} view="create">
          <UserInputs />
        </DomainForm>
      </Create>
    </RequirePermission>
  );
};
