/**
 * docs/screens.md#screens: the public routes besides /callback. Their pages export them; the authProvider
 * reads the list so that a signed-out visitor there is never sent to sign in.
 */
export const REQUEST_REMOVAL_ROUTE = '/request-removal';
export const REMOVE_ACCOUNT_ROUTE = '/remove-account';
/** The public verification of an emitted título or CRF (issue 14): `/verificar/{code}`. */
export const VERIFY_ROUTE = '/verificar/:code';
export const VERIFY_PREFIX = '/verificar/';
/** The public status of a lot by its protocol (issue 16 part 6). */
export const LOOKUP_ROUTE = '/consulta';
export const PUBLIC_PATHS: readonly string[] = [
  REQUEST_REMOVAL_ROUTE,
  REMOVE_ACCOUNT_ROUTE,
  VERIFY_PREFIX,
  LOOKUP_ROUTE,
];

/** A public page: one of the paths, or under one ending in '/'. */
export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PATHS.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p));
