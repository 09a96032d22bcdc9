import { hashKey, type QueryKey } from '@tanstack/react-query';

/**
 * `placeholderData` for a query keyed by its subject first and then by what picks a version or a
 * page of it (`['lots', 7, 'legal', updated_at]`, `['lotHistory', 7, page]`): while the subject's
 * newer answer loads, the answer on screen stays (the caller marks it as refreshing through
 * `isPlaceholderData`), so nothing under it collapses to a spinner and comes back. Another
 * subject's answer never stands in: lot 7's legal verdict under lot 8's name, or project 1's study
 * printed from project 2's page, as TanStack's `keepPreviousData` would let happen whenever a screen
 * stays mounted from one subject to the next. `subject`: how many leading parts of the key name it.
 */
export function keepForSameSubject<T>(key: QueryKey, subject: number) {
  const own = hashKey(key.slice(0, subject));
  return (previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined =>
    previousQuery && hashKey(previousQuery.queryKey.slice(0, subject)) === own ? previous : undefined;
}
