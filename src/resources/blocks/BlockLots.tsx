import { useMemo, useState } from 'react';
import { Box, Card, CardHeader } from '@mui/material';
import {
  DataTable,
  ListContextProvider,
  useGetList,
  useList,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { lotEntity } from '../../components/domain/model';
import { domainColumns } from '../../components/domain';
import { AppPagination, ROWS_PER_PAGE, RowActions, SearchField } from '../../components/list';
import { paths } from '../../components/paths';
import { useActor } from '../../components/permissions';
import { LOTS_FETCH_COUNT, filterByName } from './blockPaths';

/** The lot table's columns (spec §2): identifier (the lot's name), status, updated at. */
export const LOT_COLUMNS = ['name', 'status', 'updated_at'] as const;

/**
 * The block's lots (`GET /lots/list?block_id&count=1000`), searched by name in the browser,
 * 20 a page; show and edit for every member (the API lets field staff fill the lot in, as the
 * lot screen's Editar), delete (the shared modal) for project admins, as the API.
 */
export const BlockLots = ({ blockId, projectId }: { blockId: number; projectId: number }) => {
  const translate = useTranslate();
  const admin = useActor().isProjectAdmin(projectId);
  const [query, setQuery] = useState('');
  const [deleted, setDeleted] = useState<Identifier[]>([]);
  const { data, isPending, error } = useGetList('lots', {
    filter: { block_id: blockId },
    pagination: { page: 1, perPage: LOTS_FETCH_COUNT },
    sort: { field: 'name', order: 'ASC' },
  });
  const shown = useMemo(
    () => filterByName(data, query).filter((lot) => !deleted.includes(lot.id)),
    [data, query, deleted],
  );
  const list = useList({ data: shown, isPending, error, perPage: ROWS_PER_PAGE, resource: 'lots' });
  const search = (value: string) => {
    setQuery(value);
    list.setPage(1);
  };
  return (
    <Card>
      <CardHeader title={translate('app.blocks.lots')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <Box sx={{ px: 2, pb: 1, display: 'flex' }}>
        <SearchField value={query} onChange={search} label={translate('app.blocks.search_lots')} />
      </Box>
      <ListContextProvider value={list}>
        <DataTable
          resource="lots"
          bulkActionButtons={false}
          rowClick={(id) => paths.show('lots', id)}
          empty={<CardHeader subheader={translate(query ? 'app.list.empty' : 'app.blocks.no_lots')} />}
        >
          {domainColumns(lotEntity, 'list', { only: LOT_COLUMNS })}
          <DataTable.Col
            label={translate('app.list.actions')}
            align="right"
            render={(record: RaRecord) => (
              <RowActions
                resource="lots"
                record={record}
                canEdit
                canDelete={admin}
                onDeleted={() => setDeleted((ids) => [...ids, record.id])}
              />
            )}
          />
        </DataTable>
        <AppPagination />
      </ListContextProvider>
    </Card>
  );
};
