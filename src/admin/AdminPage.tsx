import { Box, Tab, Typography } from '@mui/material';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Title } from 'react-admin';
import { RequirePermission } from '../components/permissions';
import { useAppTranslate } from '../providers/i18n';
import { ADMIN_SECTIONS, adminPath, type AdminSection } from './sections';
import { AdminOverview } from './AdminOverview';
import { AdminUsers } from './AdminUsers';
import { AdminGroups } from './AdminGroups';
import { AdminRemovals } from './AdminRemovals';
import { AdminEmissions } from './AdminEmissions';
import { AdminStatus } from './AdminStatus';
import { ScrollableTabs } from '../layout/ScrollableTabs';

const SCREENS: Record<AdminSection, () => React.JSX.Element> = {
  overview: AdminOverview,
  users: AdminUsers,
  groups: AdminGroups,
  removals: AdminRemovals,
  emissions: AdminEmissions,
  status: AdminStatus,
};

/** The section the address names; the overview for `/admin` itself. */
function currentSection(pathname: string): AdminSection {
  const part = pathname.replace(/^\/admin\/?/, '').split('/')[0];
  return ADMIN_SECTIONS.find((s) => s !== 'overview' && s === part) ?? 'overview';
}

/**
 * Administração (`/admin`, issue #18 part 6), for global admins; anyone else goes to the
 * dashboard like every admin-only route (docs/screens.md#screens). Tabs are links to the
 * sub-routes (`/admin/users`, `/admin/groups`, `/admin/removals`, `/admin/emissions`,
 * `/admin/status`), scrollable on a phone.
 */
export const AdminPage = () => (
  <RequirePermission allowed={(a) => a.isGlobalAdmin}>
    <AdminScreens />
  </RequirePermission>
);

const AdminScreens = () => {
  const translate = useAppTranslate();
  const { pathname } = useLocation();
  const section = currentSection(pathname);
  return (
    // Width 0 stretched to 100%: the scrollable tabs and the tables never widen the layout past a phone.
    <Box sx={{ mt: 1, width: 0, minWidth: '100%' }}>
      <Title title={translate('app.admin.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('app.admin.title')}
      </Typography>
      <ScrollableTabs
        value={section}
        aria-label={translate('app.admin.title')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {ADMIN_SECTIONS.map((s) => (
          <Tab key={s} value={s} label={translate(`app.admin.tabs.${s}`)} component={Link} to={adminPath(s)} />
        ))}
      </ScrollableTabs>
      <Routes>
        {ADMIN_SECTIONS.map((s) => {
          const Screen = SCREENS[s];
          return <Route key={s} path={s === 'overview' ? '' : s} element={<Screen />} />;
        })}
        <Route path="*" element={<Navigate to={adminPath('overview')} replace />} />
      </Routes>
    </Box>
  );
};
