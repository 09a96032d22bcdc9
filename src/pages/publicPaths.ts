/**
 * Spec §2: the public routes besides /callback. Their pages export them; the authProvider
 * reads the list so that a signed-out visitor there is never sent to sign in.
 */
export const REQUEST_REMOVAL_ROUTE = '/request-removal';
export const REMOVE_ACCOUNT_ROUTE = '/remove-account';
export const PUBLIC_PATHS: readonly string[] = [REQUEST_REMOVAL_ROUTE, REMOVE_ACCOUNT_ROUTE];
