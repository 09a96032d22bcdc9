import type { AuthClient } from '../../providers/auth0Client';
import type { AuthProvider } from 'react-admin';
import { mockAccounts, type MockAccountName } from '../../../mock-api/handlers.ts';
import { createDataProvider, type AppDataProvider } from '../../providers/dataProvider';
import { createHttpClient } from '../../providers/httpClient';

export const TEST_API_URL = 'http://localhost/api';

/**
 * The app's real dataProvider talking to the msw mock API as one of the mock accounts (the
 * token is the account's name), and an authProvider that is simply signed in as it.
 */
export function testProviders(account: MockAccountName = 'admin'): {
  dataProvider: AppDataProvider;
  authProvider: AuthProvider;
} {
  const me = mockAccounts[account];
  const dataProvider = createDataProvider(
    TEST_API_URL,
    createHttpClient({ getTokenSilently: (async () => account) as AuthClient['getTokenSilently'] }),
  );
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: me.sub, fullName: me.name, email: me.email }),
    getPermissions: async () => ({ role: me.role, projects_roles: me.projects_roles }),
  };
  return { dataProvider, authProvider };
}
