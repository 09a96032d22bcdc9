/**
 * docs/states.md#states "Session": the stored loggedIn flag and the rule for being authenticated — the ID
 * token unexpired, the flag set, and a role.
 */
export const LOGGED_IN_KEY = 'loggedIn';
export const NOT_LOGGED_IN = 'Not logged in';

export const session = {
  isFlagged: (storage: Storage = localStorage) => storage.getItem(LOGGED_IN_KEY) === 'true',
  flag: (storage: Storage = localStorage) => storage.setItem(LOGGED_IN_KEY, 'true'),
  clear: (storage: Storage = localStorage) => storage.removeItem(LOGGED_IN_KEY),
};

export function isAuthenticated(state: {
  flagged: boolean;
  idTokenExp: number | undefined;
  role: string | null | undefined;
  now?: number;
}): boolean {
  const now = state.now ?? Date.now();
  return state.flagged && !!state.idTokenExp && state.idTokenExp * 1000 > now && !!state.role;
}

/**
 * Whom the dashboard greets: the given name, else the full name, else the e-mail (an account
 * made without a name), never an empty "Olá,".
 */
export function greetingName(
  identity: { given_name?: unknown; fullName?: unknown; email?: unknown } | undefined,
): string {
  const named = [identity?.given_name, identity?.fullName, identity?.email].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  return named?.trim() ?? '';
}

/** A user or member in a list: the name, or the e-mail when there is none (an invitation not yet accepted). */
export const nameOrEmail = (record: Record<string, unknown>): string =>
  (record.name as string | null | undefined) || String(record.email ?? '');

/** The name in the sidebar: the given name, or the e-mail cut at 17 characters plus an ellipsis. */
export function displayName(identity: { given_name?: string | null; email?: string | null }): string {
  if (identity.given_name) return identity.given_name;
  const email = identity.email ?? '';
  return email.length > 17 ? `${email.slice(0, 17)}...` : email;
}
