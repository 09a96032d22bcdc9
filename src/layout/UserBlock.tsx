import { Avatar, Box, Typography } from '@mui/material';
import { useGetIdentity, useSidebarState } from 'react-admin';
import { displayName } from '../providers/session';

const BLOCK_SX = { display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2 } as const;
const AVATAR_SX = { width: 36, height: 36, bgcolor: 'primary.main' } as const;

/**
 * The sidebar's user block: picture and given name, or the e-mail cut at 17 characters. While
 * the identity is read (an instant after every page load) its place is kept by a blank avatar:
 * drawn only once it came, the block pushed the menu under it 68 px down on every screen opened
 * directly.
 */
export const UserBlock = () => {
  const { identity, isPending } = useGetIdentity();
  const [open] = useSidebarState();
  if (isPending)
    return (
      <Box sx={BLOCK_SX} data-testid="user-block" aria-busy="true">
        <Avatar sx={AVATAR_SX}>{''}</Avatar>
      </Box>
    );
  if (!identity) return null;
  const name = displayName({
    given_name: identity.given_name as string | undefined,
    email: identity.email as string | undefined,
  });
  return (
    <Box sx={BLOCK_SX} data-testid="user-block">
      <Avatar src={identity.avatar} alt={name} sx={AVATAR_SX}>
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
