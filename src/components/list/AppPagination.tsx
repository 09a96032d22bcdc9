import { memo, useEffect, useRef, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';
import { Box, PaginationItem } from '@mui/material';
import {
  Pagination,
  useListPaginationContext,
  useTranslate,
  type PaginationActionsProps,
  type PaginationProps,
} from 'react-admin';
import { pageWindow } from './pageWindow';

type Go = 'first' | 'previous' | 'next' | 'last';

/** First, previous, up to 5 page numbers, next, last. MUI's page is 0-based, ours 1-based. */
export const AppPaginationActions = memo(({ page, rowsPerPage, count, onPageChange }: PaginationActionsProps) => {
  const translate = useTranslate();
  const pages = Math.ceil(count / rowsPerPage) || 1;
  const current = page + 1;
  if (pages <= 1) return null;
  const go = (target: number) => (event: ReactMouseEvent) => onPageChange(event.nativeEvent, target - 1);
  const targets: Record<Go, number> = { first: 1, previous: current - 1, next: current + 1, last: pages };
  const step = (type: Go) => (
    <PaginationItem
      type={type}
      size="small"
      disabled={type === 'first' || type === 'previous' ? current === 1 : current === pages}
      onClick={go(targets[type])}
      aria-label={translate(`ra.navigation.${type}`, { _: type })}
    />
  );
  return (
    <Box
      component="nav"
      sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, ml: 2 }}
      aria-label={translate('app.list.pager')}
    >
      {step('first')}
      {step('previous')}
      {pageWindow(current, pages).map((n) => (
        <PaginationItem
          key={n}
          page={n}
          size="small"
          selected={n === current}
          onClick={go(n)}
          aria-current={n === current ? 'page' : undefined}
          aria-label={translate(n === current ? 'ra.navigation.current_page' : 'ra.navigation.page', {
            page: n,
            _: `${n}`,
          })}
        />
      ))}
      {step('next')}
      {step('last')}
    </Box>
  );
});
AppPaginationActions.displayName = 'AppPaginationActions';

/** Room left above a list's top when a page change brings it into view. */
const ABOVE_LIST_PX = 8;

/**
 * After a change of page, the list's first row in view. The pager sits under the rows, and the
 * next page opened where the pager was, on its last rows: on a phone the first card was a long
 * scroll away, on every page. Only when the list's top is above the window (under the app bar),
 * so a search or a filter that goes back to the first page leaves the window where the person
 * types. The list is what comes just before the pager (react-admin's List, DomainListTable, the
 * register's and the parties' pages all put it there).
 */
function useListTopInView(pager: RefObject<HTMLElement | null>) {
  const { page } = useListPaginationContext();
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const list = pager.current?.previousElementSibling;
    if (!list) return;
    const bar = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const top = list.getBoundingClientRect().top;
    if (top < bar) window.scrollBy({ top: top - bar - ABOVE_LIST_PX });
  }, [page, pager]);
}

/** The one pager of every table: fixed 20 rows (no rows-per-page choice), up to 5 page numbers. */
export const AppPagination = (props: PaginationProps) => {
  const pager = useRef<HTMLDivElement>(null);
  useListTopInView(pager);
  return (
    // `display: contents`: the pager lays out as if this wrapper were not there.
    <Box ref={pager} sx={{ display: 'contents' }}>
      <Pagination rowsPerPageOptions={[]} actions={AppPaginationActions} {...props} />
    </Box>
  );
};
