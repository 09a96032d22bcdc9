import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router-dom';
import { Loading } from 'react-admin';
import { LOOKUP_ROUTE, REMOVE_ACCOUNT_ROUTE, REQUEST_REMOVAL_ROUTE, VERIFY_ROUTE } from './publicPaths';

// The public pages (no layout, no sign-in) load when opened: a signed-in user's first screen
// carries none of their forms, masks or date parsing (docs/architecture.md#front-end).
const RequestRemovalPage = lazy(() =>
  import('./request-removal/RequestRemovalPage').then((m) => ({ default: m.RequestRemovalPage })),
);
const RemoveAccountPage = lazy(() =>
  import('./remove-account/RemoveAccountPage').then((m) => ({ default: m.RemoveAccountPage })),
);
const VerifyPage = lazy(() => import('./verify/VerifyPage').then((m) => ({ default: m.VerifyPage })));
const LookupPage = lazy(() => import('./lookup/LookupPage').then((m) => ({ default: m.LookupPage })));

/** react-admin wraps only the layout's routes in Suspense: these pages bring their own. */
const publicRoute = (path: string, Page: LazyExoticComponent<ComponentType>) => (
  <Route
    key={path}
    path={path}
    element={
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    }
  />
);

/** The public routes besides /callback (./publicPaths.ts), for `<CustomRoutes noLayout>`. */
export const publicRoutes = [
  publicRoute(REQUEST_REMOVAL_ROUTE, RequestRemovalPage),
  publicRoute(REMOVE_ACCOUNT_ROUTE, RemoveAccountPage),
  publicRoute(VERIFY_ROUTE, VerifyPage),
  publicRoute(LOOKUP_ROUTE, LookupPage),
];
