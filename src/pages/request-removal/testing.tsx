import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter, memoryStore, type AuthProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { createDataProvider } from '../../providers/dataProvider';
import { createHttpClient } from '../../providers/httpClient';
import { i18nProvider } from '../../providers/i18n';
import { TEST_API_URL } from '../../components/testing/providers';
import { theme } from '../../layout/theme';
import { REQUEST_REMOVAL_ROUTE, RequestRemovalPage } from './RequestRemovalPage';

/** Nobody is signed in: no token to be had, and checkAuth refuses (as on a stranger's phone). */
const noSession = {
  getTokenSilently: async () => {
    throw new Error('Missing Refresh Token');
  },
} as unknown as Parameters<typeof createHttpClient>[0];

const signedOut: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => Promise.reject(new Error('Not logged in')),
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

/** The real app shell (requireAuth, as App.tsx) with the public pages at their paths. */
export function renderPublic(path: string, page: { path: string; element: ReactNode }) {
  let location = path;
  const result = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location = `${l.pathname}${l.search}`)}>
      <Admin
        dataProvider={createDataProvider(TEST_API_URL, createHttpClient(noSession))}
        authProvider={signedOut}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        loginPage={false}
        requireAuth
        theme={theme}
      >
        <CustomRoutes noLayout>
          <Route path={REQUEST_REMOVAL_ROUTE} element={<RequestRemovalPage />} />
          <Route path={page.path} element={page.element} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return { ...result, location: () => location };
}
