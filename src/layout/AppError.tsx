import { lazy, Suspense, type ComponentType } from 'react';

/** One of react-admin's error pages (./errorPages.ts), fetched when it first shows (nothing meanwhile). */
function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Page = lazy(() => load().then((page) => ({ default: page })));
  const Loaded = (props: Props) => (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  );
  return Loaded;
}

/** "Algo deu errado" with the details, when a screen crashes (the layout's and react-admin's error boundaries). */
export const AppError = lazyPage(() => import('./errorPages').then((m) => m.Error));
/** A signed-in user refused by the authProvider's canAccess. */
export const AppAccessDenied = lazyPage(() => import('./errorPages').then((m) => m.AccessDenied));
/** The sign-in check itself failed (the identity provider did not answer). */
export const AppAuthenticationError = lazyPage(() => import('./errorPages').then((m) => m.AuthenticationError));
