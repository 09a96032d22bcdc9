import { Box, Card, CardHeader } from '@mui/material';
import { ListContextProvider, useTranslate, type RaRecord } from 'react-admin';
import { lotEntity } from '../../components/domain/model';
import { DomainListTable, RowActions, SearchField, useBrowserList } from '../../components/list';
import { paths } from '../../components/paths';
import { useActor } from '../../components/permissions';
import { LOTS_FETCH_COUNT, filterByName } from './blockPaths';

/**
 * The block's lots (`GET /lots/list?block_id&count=1000`), searched by name in the browser,
 * 20 a page, with the block view's columns of the lot's listed fields (identifier, status, updated at:
 * docs/screens.md#screens; the list row carries more, for other screens);
 * show and edit for every member (the API lets field staff fill the lot in, as the lot
 * screen's Editar), delete (the shared modal) for project admins, as the API.
 */
const BLOCK_LOT_COLUMNS = ['name', 'status', 'updated_at'] as const;

export const BlockLots = ({ blockId, projectId }: { blockId: number; projectId: number }) => {
  const translate = useTranslate();
  const admin = useActor().isProjectAdmin(projectId);
  const { list, query, search, hide } = useBrowserList<RaRecord & { name?: string }>({
    resource: 'lots',
    filter: { block_id: blockId },
    fetchCount: LOTS_FETCH_COUNT,
    match: filterByName,
  });
  return (
    <Card>
      <CardHeader title={translate('app.blocks.lots')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <Box sx={{ px: 2, pb: 1, display: 'flex' }}>
        <SearchField value={query} onChange={search} label={translate('app.blocks.search_lots')} />
      </Box>
      <ListContextProvider value={list}>
        <DomainListTable
          entity={lotEntity}
          only={BLOCK_LOT_COLUMNS}
          rowClick={(id) => paths.show('lots', id)}
          empty={<CardHeader subheader={translate(query ? 'app.list.empty' : 'app.blocks.no_lots')} />}
          actions={(record: RaRecord) => (
            <RowActions resource="lots" record={record} canEdit canDelete={admin} onDeleted={() => hide(record.id)} />
          )}
        />
      </ListContextProvider>
    </Card>
  );
};
