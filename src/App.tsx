import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { CustomRoutes, Resource } from 'react-admin';
import type { AuthClient } from './providers/auth0Client';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createHttpClient } from './providers/httpClient';
import { i18nProvider } from './providers/i18n';
import { AppAdmin } from './layout/AppAdmin';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { theme } from './layout/theme';
// File fields of every form are the upload widget (loaded when a form first shows one).
import './components/upload/register';
import { CALLBACK_ROUTE, CallbackPage } from './pages/CallbackPage';
import { Dashboard } from './pages/Dashboard';
import { publicRoutes } from './pages/publicRoutes';
import { projectsResource } from './resources/projects';
import { blocksResource } from './resources/blocks';
import { DECLARED_SCREENS } from './resources/declared';
import { usersResource } from './resources/users';
import { lotsResource } from './resources/lots';
import { procedureCalendarRoute } from './resources/procedure/routes';
import { adminRoute } from './admin';

const API_URL = '/api';

/** Unknown paths go to the dashboard (docs/screens.md#screens). */
const GoHome = () => <Navigate to="/home" replace />;

export const App = ({ auth0 }: { auth0: AuthClient }) => {
  const dataProvider = createDataProvider(API_URL, createHttpClient(auth0));
  const authProvider = createAuthProvider(auth0, dataProvider);
  return (
    <BrowserRouter>
      <AppAdmin
        title="REURB Gestão"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={AppLayout}
        dashboard={Dashboard}
        notification={AppNotification}
        theme={theme}
        catchAll={GoHome}
        requireAuth
      >
        <Resource {...projectsResource} />
        <Resource {...blocksResource} />
        {Object.values(DECLARED_SCREENS).map((screens) => (
          <Resource key={screens.resource.name} {...screens.resource} />
        ))}
        <Resource {...usersResource} />
        <Resource {...lotsResource} />
        <CustomRoutes noLayout>
          <Route path={CALLBACK_ROUTE} element={<CallbackPage />} />
          {publicRoutes}
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/home" element={<Dashboard />} />
          {Object.values(DECLARED_SCREENS).map((screens) => screens.listRoute)}
          {procedureCalendarRoute}
          {adminRoute}
        </CustomRoutes>
      </AppAdmin>
    </BrowserRouter>
  );
};
