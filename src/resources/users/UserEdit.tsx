import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { userEntity } from '../../components/domain/model';
import { DomainEdit } from '../../components/domain';
import { paths } from '../../components/paths';
import { useNumericId } from '../../components/useNumericId';
import { UserInputs, userUpdateBody } from './UserInputs';
import { BackButton } from '../../components/BackButton';

/** Editar Usuário (`/users/{id}/edit`, global admins): a blank password is sent as null; saving returns to the view. */
export const UserEdit = () => {
  const translate = useTranslate();
  const id = useNumericId();
  if (id === undefined) return null;
  return (
    <DomainEdit
      entity={userEntity}
      id={id}
      title="app.users.edit_title"
      allowed={(a) => a.isGlobalAdmin}
      transform={userUpdateBody}
      actions={
        <Stack direction="row" spacing={1} sx={{ my: 2 }}>
          <BackButton to={paths.show('users', id)}>{translate('app.action.back')}</BackButton>
        </Stack>
      }
    >
      <UserInputs editing />
    </DomainEdit>
  );
};
