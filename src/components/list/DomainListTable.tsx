import type { ReactElement, ReactNode } from 'react';
import { DataTable, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { EntityDef } from '../domain/model';
import { domainColumns, type DomainColumnsOptions } from '../domain/domainColumns';
import { usePhone } from '../../layout/usePhone';
import { AppPagination } from './AppPagination';
import { DomainListCards } from './DomainListCards';

export interface DomainListTableProps {
  entity: EntityDef;
  /** Where a click on a row goes. */
  rowClick: (id: Identifier) => string;
  /** The row's buttons (show, edit, delete…), in the last column. */
  actions: (record: RaRecord) => ReactNode;
  /** A cell of its own for some fields (e.g. a name that falls back to the e-mail). */
  render?: DomainColumnsOptions['render'];
  /** What shows when there is no row. */
  empty?: ReactElement;
  /** Only these listed fields, in this order, where a screen shows fewer than the list row carries. */
  only?: DomainColumnsOptions['only'];
}

/**
 * The table of a list context (`useBrowserList`): one column per field the domain lists
 * (`views: ['list']`), formatted as the domain says, the row's actions, and the pager. On a
 * phone (below 600 px) the rows are cards instead (`DomainListCards`).
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

const DomainTable = ({ entity, rowClick, actions, render, empty, only }: DomainListTableProps) => {
  const translate = useTranslate();
  return (
    <DataTable resource={entity.resource} bulkActionButtons={false} rowClick={rowClick} empty={empty}>
      {domainColumns(entity, 'list', { render, only })}
      <DataTable.Col label={translate('app.list.actions')} align="right" render={actions} />
    </DataTable>
  );
};
