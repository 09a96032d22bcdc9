import { useMemo, useState } from 'react';
import { Button, CardHeader } from '@mui/material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { DataTable, ListContextProvider, useList, useTranslate, type SortPayload } from 'react-admin';
import { AppPagination, ROWS_PER_PAGE } from '../../components/list';
import { ListCards } from '../../components/list/ListCards';
import { usePhone } from '../../layout/usePhone';
import { dayLabel } from '../dashboard/activity';
import { DEFAULT_SORT, hasLots, sortRows, type ProgressRow } from './progressRows';

/**
 * The table's rows, sorted here (pt-BR collation: 'Álvaro' before 'Bruno') and paged by
 * react-admin's useList, and whether they are drawn: useList pages in an effect, one render
 * after the answer, so what goes under the table waits for `drawn`, not for the answer.
 */
export function useProgressList(rows: ProgressRow[], isPending: boolean) {
  const [sort, setSortState] = useState<SortPayload>(DEFAULT_SORT);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const list = useList({ data: sorted, isPending, perPage: ROWS_PER_PAGE, resource: 'progress' });
  const setSort = (next: SortPayload) => {
    setSortState(next);
    list.setPage(1);
  };
  const drawn = !isPending && (sorted.length === 0 || Boolean(list.data?.length));
  return { list: { ...list, sort, setSort }, isPending, drawn };
}

export interface ProgressTableProps {
  progress: ReturnType<typeof useProgressList>;
  onViewLots: (row: ProgressRow) => void;
}

/**
 * Completed lots per day and user (docs/screens.md#screens): Data, Usuário, Concluídos (social), Concluídos
 * (benfeitorias), Ações; a click on Data or Usuário sorts by it and a second click reverses;
 * 20 rows a page with the app's pager. On a phone, a card a row in the same order.
 */
export const ProgressTable = ({ progress, onViewLots }: ProgressTableProps) => {
  const translate = useTranslate();
  const phone = usePhone();
  const { list, isPending } = progress;
  const userLabel = (row: ProgressRow) => row.user_name ?? translate('app.progress.unknown_user');
  const viewLots = (row: ProgressRow) => (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ListAltIcon />}
      disabled={!hasLots(row)}
      onClick={() => onViewLots(row)}
    >
      {translate('app.progress.view_lots')}
    </Button>
  );
  // On a phone a card a row, as the other lists: the table's fifth column, Ver Lotes, was off the screen.
  if (phone)
    return (
      <ListContextProvider value={list}>
        {list.data?.length ? (
          <ListCards
            label={translate('app.progress.subheader')}
            cards={(list.data as ProgressRow[]).map((row) => ({
              key: `${row.date}-${row.user_id ?? ''}`,
              title: dayLabel(row.date),
              details: [
                { label: translate('app.progress.col.user'), value: userLabel(row) },
                { label: translate('app.progress.col.social'), value: row.social },
                { label: translate('app.progress.col.benfeitorias'), value: row.benfeitorias },
              ],
              actions: viewLots(row),
            }))}
          />
        ) : (
          !isPending && <CardHeader subheader={translate('app.progress.empty')} />
        )}
        <AppPagination />
      </ListContextProvider>
    );
  return (
    <ListContextProvider value={list}>
      <DataTable
        resource="progress"
        bulkActionButtons={false}
        rowClick={false}
        empty={<CardHeader subheader={translate('app.progress.empty')} />}
      >
        <DataTable.Col
          source="date"
          label={translate('app.progress.col.date')}
          sortByOrder="DESC"
          render={(r: ProgressRow) => dayLabel(r.date)}
        />
        <DataTable.Col source="user_name" label={translate('app.progress.col.user')} render={userLabel} />
        <DataTable.NumberCol source="social" label={translate('app.progress.col.social')} disableSort />
        <DataTable.NumberCol source="benfeitorias" label={translate('app.progress.col.benfeitorias')} disableSort />
        <DataTable.Col label={translate('app.progress.col.actions')} align="right" render={viewLots} />
      </DataTable>
      <AppPagination />
    </ListContextProvider>
  );
};
