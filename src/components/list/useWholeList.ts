import { useEffect, useMemo } from 'react';
import { useInfiniteGetList, type RaRecord, type SortPayload } from 'react-admin';

export interface WholeListOptions {
  /** The call's filter (e.g. `{ project_id }`). */
  filter?: Record<string, unknown>;
  /** How many records each call asks for (the page sizes of docs/limits.md#page-sizes). */
  perPage: number;
  sort?: SortPayload;
  enabled?: boolean;
}

/**
 * Every record of a list, however many pages it takes: for what must hold all of them (a list
 * searched in the browser, a filter's or a picker's choices). Usually the first call holds it
 * all (`perPage` is the API's page size); when its `total` says there is more, the next pages
 * are asked for one after another until the list is whole. One call of the page size used to
 * be all there was: a consultancy's 251st project was missing from Projetos, from its search
 * and from every project picker, and nothing said so.
 *
 * `data` grows as pages come (the first is shown at once).
 */
export function useWholeList<T extends RaRecord>(
  resource: string,
  { filter, perPage, sort = { field: 'name', order: 'ASC' }, enabled = true }: WholeListOptions,
) {
  const pages = useInfiniteGetList<T>(resource, { filter, pagination: { page: 1, perPage }, sort }, { enabled });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isPending, error } = pages;
  // Keyed by the pages loaded too: a page that comes quickly can start and end its fetch within
  // one render, and the flags alone would then look unchanged and ask for nothing more.
  const loaded = pages.data?.pages.length ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !error) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, error, loaded]);
  const data = useMemo(() => pages.data?.pages.flatMap((page) => page.data), [pages.data]);
  return { data, isPending, error };
}
