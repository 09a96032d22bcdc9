export { AppPagination, AppPaginationActions } from './AppPagination';
export { PAGER_SIZE, ROWS_PER_PAGE, pageWindow } from './pageWindow';
export { RowActions, type RowActionsProps } from './RowActions';
export { SearchField } from './SearchField';
export { useFuzzySearch } from './useFuzzySearch';
export { DomainListTable, type DomainListTableProps } from './DomainListTable';
export { useBrowserList, type BrowserListOptions } from './useBrowserList';
export { TableScroll } from './TableScroll';
export { DomainListCards, type DomainListCardsProps } from './DomainListCards';
