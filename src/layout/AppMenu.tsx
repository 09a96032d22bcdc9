import { Box, Divider } from '@mui/material';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import ProjectsIcon from '@mui/icons-material/Map';
import UsersIcon from '@mui/icons-material/People';
import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { isGlobalAdmin } from '../../domain/roles.ts';
import type { Permissions } from '../providers/authProvider';
import { UserBlock } from './UserBlock';

/**
 * docs/screens.md#screens sidebar: Painel Principal, Projetos, Usuários (global admin only); the
 * footer's Administração goes to /admin, and only global admins see it (issue #18 part 6).
 */
export const AppMenu = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <UserBlock />
      <Divider />
      <Menu>
        <Menu.Item to="/home" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} />
        <Menu.Item to="/projects" primaryText={translate('app.menu.projects')} leftIcon={<ProjectsIcon />} />
        {isGlobalAdmin(permissions) && (
          <Menu.Item to="/users" primaryText={translate('app.menu.users')} leftIcon={<UsersIcon />} />
        )}
      </Menu>
      <Box sx={{ flexGrow: 1 }} />
      {isGlobalAdmin(permissions) && (
        <>
          <Divider />
          <Menu>
            <Menu.Item to="/admin" primaryText={translate('app.menu.admin')} leftIcon={<AdminIcon />} />
          </Menu>
        </>
      )}
    </Box>
  );
};
