import { Suspense, type ComponentType, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import {
  Admin,
  AdminContext,
  CustomRoutes,
  Resource,
  TestMemoryRouter,
  memoryStore,
  type ResourceProps,
  type Store,
} from 'react-admin';
import { Route, type NavigateFunction } from 'react-router-dom';
import type { MockAccountName } from '../../../mock-api/handlers.ts';
import { i18nProvider } from '../../providers/i18n';
import { createQueryClient } from '../../providers/queryClient';
import { theme } from '../../layout/theme';
import { AppNotification } from '../../layout/AppNotification';
import { testProviders } from './providers';

/** A bare page: the tests look at the screen, not the sidebar (lazy screens wait here). */
const BareLayout = ({ children }: { children: ReactNode }) => (
  <main>
    <Suspense fallback={<p>Carregando...</p>}>{children}</Suspense>
  </main>
);

/** Stand-in pages, so a test sees where a link or a redirect went. */
const Landing = ({ name }: { name: string }) => <p data-testid="landing">{name}</p>;

export interface RenderAdminOptions {
  account?: MockAccountName;
  path?: string;
  resources?: ResourceProps[];
  /** Extra routes inside the layout (e.g. `streetsListRoute`); they win over the stand-ins below. */
  routes?: ReactNode;
  store?: Store;
  /** Around the whole app, as a provider the app would give (e.g. PdfDrawingProvider). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/** The app's providers on the mock API, as `account` signed in, with the given store and the app's query client. */
function appProviders(account: MockAccountName, store: Store) {
  return { ...testProviders(account), i18nProvider, store, theme, queryClient: createQueryClient() };
}

/** The whole react-admin app (resources, routing, providers) on the mock API, at `path`. */
export function renderAdmin({
  account = 'admin',
  path = '/',
  resources = [],
  routes,
  store = memoryStore(),
  wrapper,
}: RenderAdminOptions) {
  const providers = appProviders(account, store);
  let location = path;
  let navigate: NavigateFunction | undefined;
  const result = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(l) => (location = l.pathname)}
      navigateCallback={(n) => (navigate = n)}
    >
      <Admin {...providers} layout={BareLayout}>
        {resources.map((r) => (
          <Resource key={r.name} {...r} />
        ))}
        <CustomRoutes>
          {routes}
          <Route path="/home" element={<Landing name="home" />} />
          <Route path="/streets/list/:id" element={<Landing name="streets" />} />
          {!resources.some((r) => r.name === 'blocks') && (
            <Route path="/blocks/:id/*" element={<Landing name="blocks" />} />
          )}
          <Route path="/projects/:id/reports" element={<Landing name="reports" />} />
          <Route path="/projects/:id/progress" element={<Landing name="progress" />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
    { wrapper },
  );
  return {
    ...result,
    dataProvider: providers.dataProvider,
    store,
    location: () => location,
    /** The browser's Back: one history entry back. */
    back: () => act(() => navigate?.(-1)),
  };
}

/**
 * Only in app providers (no routes): for a component that needs react-admin's contexts.
 * `rerender` keeps the providers around the new element. The notifications are the app's own
 * area, every one at once (react-admin's <Notification> showed one and queued a second unseen).
 */
export function renderWithAdmin(ui: ReactNode, { account = 'admin' }: { account?: MockAccountName } = {}) {
  const providers = appProviders(account, memoryStore());
  const inAdmin = (node: ReactNode) => (
    <AdminContext {...providers}>
      {node}
      <AppNotification />
    </AdminContext>
  );
  const result = render(inAdmin(ui));
  return {
    ...result,
    rerender: (next: ReactNode) => result.rerender(inAdmin(next)),
    dataProvider: providers.dataProvider,
  };
}
