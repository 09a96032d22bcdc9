import { createElement, type ComponentType } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  LoadingPage,
  localStorageStore,
  type AdminProps,
  type CoreAdminUIProps,
} from 'react-admin';
import { createQueryClient } from '../providers/queryClient';
import { AppAccessDenied, AppAuthenticationError, AppError } from './AppError';
import { closeSidebarOnTablets } from './sidebarDefault';

const store = localStorageStore();
const queryClient = createQueryClient();
closeSidebarOnTablets(store, window.innerWidth);

type AppAdminProps = Pick<
  AdminProps,
  'dataProvider' | 'authProvider' | 'i18nProvider' | 'theme' | 'children' | 'dashboard' | 'title'
> &
  Pick<CoreAdminUIProps, 'layout' | 'catchAll' | 'requireAuth'> & { notification: ComponentType };

/**
 * react-admin's <Admin> without its defaults that this app replaces: <Admin> names its sign-in
 * form (TextInput, PasswordInput, react-hook-form), its English messages and its error pages as
 * default props, so they were in the first screen's JavaScript although the identity provider
 * signs users in and the messages are Portuguese. The same contexts and routes: AdminContext,
 * then CssBaseline around CoreAdminUI and the notification, as react-admin's AdminUI does; the
 * query client asks a refused read only once (src/providers/queryClient.ts).
 */
export const AppAdmin = ({ notification, children, ...props }: AppAdminProps) => (
  <AdminContext
    dataProvider={props.dataProvider}
    authProvider={props.authProvider}
    i18nProvider={props.i18nProvider}
    theme={props.theme}
    store={store}
    queryClient={queryClient}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        title={props.title}
        dashboard={props.dashboard}
        layout={props.layout}
        catchAll={props.catchAll}
        requireAuth={props.requireAuth}
        loginPage={false}
        authCallbackPage={false}
        error={AppError}
        loading={LoadingPage}
        accessDenied={AppAccessDenied}
        authenticationError={AppAuthenticationError}
        disableTelemetry
      >
        {children}
      </CoreAdminUI>
      {createElement(notification)}
    </CssBaseline>
  </AdminContext>
);
