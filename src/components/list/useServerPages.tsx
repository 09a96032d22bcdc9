import { useState } from 'react';
import { ListPaginationContext } from 'react-admin';
import { useDebouncedValue } from '../useDebouncedValue';
import { AppPagination } from './AppPagination';
import { ROWS_PER_PAGE } from './pageWindow';

/**
 * A list the API pages and searches, outside react-admin's lists (the emission register, the
 * notified parties): what is typed, the search sent once typing pauses (`q`, '' for none), and the
 * page shown. A new search starts at its first page; the page is kept while the same search stays.
 */
export function useServerPages(searchable = true) {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(searchable ? typed.trim() : '');
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  return { typed, setTyped, q, page, setPage: (next: number) => setPaging({ q, page: next }) };
}

/** The app's pager and its count ("1-20 de 433") under a list paged outside react-admin's lists, 20 rows a page. */
export const ListPager = ({
  resource,
  page,
  total,
  setPage,
}: {
  resource: string;
  page: number;
  total: number;
  setPage: (page: number) => void;
}) => (
  <ListPaginationContext.Provider
    value={{
      isLoading: false,
      isPending: false,
      page,
      perPage: ROWS_PER_PAGE,
      total,
      hasPreviousPage: page > 1,
      hasNextPage: page * ROWS_PER_PAGE < total,
      setPage,
      setPerPage: () => undefined,
      resource,
    }}
  >
    <AppPagination />
  </ListPaginationContext.Provider>
);
