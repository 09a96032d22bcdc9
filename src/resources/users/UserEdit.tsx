import { Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { Edit, useTranslate } from 'react-admin';
import { userEntity } from '../../components/domain/model';
import { DomainForm } from '../../components/domain';
import { paths, redirectToShow } from '../../components/paths';
import { RequirePermission } from '../../components/permissions';
import { useNumericId } from '../../components/useNumericId';
import { UserInputs, userUpdateBody } from './UserInputs';

/** Editar Usuário (`/users/{id}/edit`, global admins): a blank password is sent as null; saving returns to the view. */
export const UserEdit = () => {
  const translate = useTranslate();
  const id = useNumericId();
  if (id === undefined) return null;
  return (
    <RequirePermission allowed={(a) => a.isGlobalAdmin}>
      <Stack direction="row" spacing={1} sx={{ my: 2 }}>
        <Button
          component={Link}
          to={paths.show('users', id)}
          startIcon={<ArrowBackIcon />}
          variant="outlined"
          size="small"
        >
          {translate('app.action.back')}
        </Button>
      </Stack>
      <Edit
        resource="users"
        id={id}
        title={translate('app.users.edit_title')}
        mutationMode="pessimistic"
        redirect={redirectToShow}
        transform={userUpdateBody}
        actions={false}
      >
        <DomainForm entity={userEntity} view="edit">
          <UserInputs editing />
        </DomainForm>
      </Edit>
    </RequirePermission>
  );
};
