import type { ReactElement, ReactNode } from 'react';
import type { SxProps } from '@mui/material';
import { DataTable, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { EntityDef, View } from '../domain/model';
import { domainColumns, type DomainColumnsOptions } from '../domain/domainColumns';
import { usePhone } from '../../layout/usePhone';
import { AppPagination } from './AppPagination';
import { DomainListCards } from './DomainListCards';

export interface DomainListTableProps {
  entity: EntityDef;
  /** Whose fields make the columns: the domain's `list` view by default (`show` where a screen shows more). */
  view?: View;
  /** Where a click on a row goes (a card's title links there); no row click without it. */
  rowClick?: (id: Identifier) => string;
  /** A row's own look (e.g. a tint by progress), on the table's row and on the phone's card. */
  rowSx?: (record: RaRecord) => SxProps;
  /** The row's buttons (show, edit, delete…), in the last column; no column without it. */
  actions?: (record: RaRecord) => ReactNode;
  /** A cell of its own for some fields (e.g. a name that falls back to the e-mail). */
  render?: DomainColumnsOptions['render'];
  /** What shows when there is no row. */
  empty?: ReactElement;
  /** Only these listed fields, in this order, where a screen shows fewer than the list row carries. */
  only?: DomainColumnsOptions['only'];
}

/**
 * The table of a list context (`useBrowserList`, `useListController`, `useList`): one column
 * per field the domain lists (`views: ['list']`), formatted as the domain says, the row's
 * actions, and the pager. On a phone (below 600 px) the rows are cards instead (`DomainListCards`).
 */
export const DomainListTable = (props: DomainListTableProps) => {
  const phone = usePhone();
  return (
    <>
      {phone ? <DomainListCards {...props} /> : <DomainTable {...props} />}
      <AppPagination />
    </>
  );
};

const DomainTable = ({
  entity,
  view = 'list',
  rowClick,
  rowSx,
  actions,
  render,
  empty,
  only,
}: DomainListTableProps) => {
  const translate = useTranslate();
  return (
    <DataTable
      resource={entity.resource}
      bulkActionButtons={false}
      rowClick={rowClick ?? false}
      rowSx={rowSx}
      empty={empty}
    >
      {domainColumns(entity, view, { render, only })}
      {actions && <DataTable.Col label={translate('app.list.actions')} align="right" render={actions} />}
    </DataTable>
  );
};
