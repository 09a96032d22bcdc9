import { Avatar, Box, Typography } from '@mui/material';
import { useGetIdentity, useSidebarState } from 'react-admin';
import { displayName } from '../providers/session';

/** The sidebar's user block: picture and given name, or the e-mail cut at 17 characters. */
export const UserBlock = () => {
  const { identity } = useGetIdentity();
  const [open] = useSidebarState();
  if (!identity) return null;
  const name = displayName({
    given_name: identity.given_name as string | undefined,
    email: identity.email as string | undefined,
  });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2 }} data-testid="user-block">
      <Avatar src={identity.avatar} alt={name} sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      {open && (
        <Typography variant="subtitle2" noWrap title={identity.email as string | undefined}>
          {name}
        </Typography>
      )}
    </Box>
  );
};
