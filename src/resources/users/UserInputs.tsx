import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { userEntity } from '../../components/domain/model';
import { DomainInput } from '../../components/domain';

/**
 * The user form (docs/entities.md#entities, docs/validation.md#validation), shared by Criar and Editar: name, e-mail (required, min 3),
 * password (required on create, min 6; on edit a blank one keeps the current password) and
 * role (member or admin).
 */
export const UserInputs = ({ editing = false }: { editing?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
      <DomainInput entity={userEntity} field="name" />
      <DomainInput entity={userEntity} field="email" />
      <DomainInput
        entity={userEntity}
        field="password"
        autoComplete="new-password"
        helperText={editing ? translate('app.users.password_keep') : undefined}
      />
      <DomainInput entity={userEntity} field="role" />
    </Box>
  );
};

/** What Editar sends: the writable fields, with a blank password as null (kept by the server, docs/validation.md#validation). */
export function userUpdateBody(data: Record<string, unknown>): Record<string, unknown> {
  const { name, email, role } = data;
  const password = typeof data.password === 'string' && data.password.trim() !== '' ? data.password : null;
  return { name: name === '' ? null : name, email, role, password };
}
