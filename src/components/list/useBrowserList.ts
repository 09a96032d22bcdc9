import { useMemo, useState } from 'react';
import { useList, type Identifier, type RaRecord } from 'react-admin';
import { ROWS_PER_PAGE } from './pageWindow';
import { useFuzzySearch } from './useFuzzySearch';
import { useWholeList } from './useWholeList';

export interface BrowserListOptions<T extends RaRecord> {
  resource: string;
  /** The calls' filter (e.g. `{ project_id }`). */
  filter?: Record<string, unknown>;
  /** How many records each call asks for (the page sizes of docs/limits.md#page-sizes). */
  fetchCount: number;
  /** The fields the fuzzy search looks at. */
  searchKeys?: readonly string[];
  /** A search of its own instead of the fuzzy one (e.g. by name only). */
  match?: (records: readonly T[] | undefined, query: string) => T[];
  /** The field the calls sort by (default `name`). */
  sortField?: string;
}

/**
 * A list fetched whole (sorted by name; `useWholeList`), searched in the browser and shown 20 a
 * page: the list context for a `DomainListTable`, the search's text and setter (back to page 1),
 * and `hide`/`unhide` for rows that leave the table before the server answers a delete.
 */
export function useBrowserList<T extends RaRecord>({
  resource,
  filter,
  fetchCount,
  searchKeys = [],
  match,
  sortField = 'name',
}: BrowserListOptions<T>) {
  const [query, setQuery] = useState('');
  const [hidden, setHidden] = useState<Identifier[]>([]);
  const { data, isPending, error } = useWholeList<T>(resource, {
    filter,
    perPage: fetchCount,
    sort: { field: sortField, order: 'ASC' },
  });
  const fuzzy = useFuzzySearch(data, searchKeys, match ? '' : query);
  const shown = useMemo(
    () => (match ? match(data, query) : fuzzy).filter((r) => !hidden.includes(r.id)),
    [match, data, query, fuzzy, hidden],
  );
  const list = useList<T>({ data: shown, isPending, error, perPage: ROWS_PER_PAGE, resource });
  return {
    list,
    query,
    search: (value: string) => {
      setQuery(value);
      list.setPage(1);
    },
    hide: (id: Identifier) => setHidden((ids) => [...ids, id]),
    unhide: (id: Identifier) => setHidden((ids) => ids.filter((other) => other !== id)),
  };
}
