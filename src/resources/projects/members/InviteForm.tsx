import { useState } from 'react';
import { Stack } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { MEMBER_ROLE, memberEntity, userEntity, type Role } from '../../../components/domain/model';
import { DomainInput } from '../../../components/domain';

interface InviteValues {
  email: string;
  project_role: Role;
}

const InviteButton = () => {
  const translate = useTranslate();
  const { errors } = useFormState();
  return (
    <SaveButton
      label={translate('app.projects.members.invite_send')}
      icon={<SendIcon />}
      disabled={Object.keys(errors).length > 0}
    />
  );
};

/**
 * Invites someone by e-mail with a project role (project admins); the invited user's global
 * role is always member (docs/roles.md#roles, the dataProvider sends it).
 */
export const InviteForm = ({ onInvite }: { onInvite: (values: InviteValues) => Promise<boolean> }) => {
  const [round, setRound] = useState(0);
  const submit = async (values: Record<string, unknown>) => {
    if (await onInvite(values as unknown as InviteValues)) setRound((n) => n + 1);
  };
  return (
    <Form key={round} onSubmit={submit} mode="onChange" defaultValues={{ project_role: MEMBER_ROLE }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <DomainInput entity={userEntity} field="email" helperText={false} />
        <DomainInput
          entity={memberEntity}
          field="project_role"
          helperText={false}
          sx={{ minWidth: 180 }}
          fullWidth={false}
        />
        <Stack sx={{ pt: 1 }}>
          <InviteButton />
        </Stack>
      </Stack>
    </Form>
  );
};
