import { memo, type MouseEvent as ReactMouseEvent } from 'react';
import { Box, PaginationItem } from '@mui/material';
import { Pagination, useTranslate, type PaginationActionsProps, type PaginationProps } from 'react-admin';
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

/** The one pager of every table: fixed 20 rows (no rows-per-page choice), up to 5 page numbers. */
export const AppPagination = (props: PaginationProps) => (
  <Pagination rowsPerPageOptions={[]} actions={AppPaginationActions} {...props} />
);
