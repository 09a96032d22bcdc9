import { useState } from 'react';
import { Box, Card, CardHeader } from '@mui/material';
import { alpha } from '@mui/material/styles';
import {
  ListContextProvider,
  ResourceContextProvider,
  useListController,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { blockEntity } from '../../../components/domain/model';
import { DomainListTable, ROWS_PER_PAGE, RowActions, SearchField } from '../../../components/list';
import { useActor } from '../../../components/permissions';
import { progressState } from '../../../components/progress';
import { projectPaths } from '../projectPaths';
import { theme } from '../../../layout/theme';

const SUCCESS = (theme.palette?.success as { main: string }).main;
const WARNING = (theme.palette?.warning as { main: string }).main;

/** The block list asks the API for the progress columns (docs/api.md#api). */
export const BLOCKS_INCLUDE = 'progress,lots_total,lots_completed';

/** Row tints of the theme's success and warning colours. */
const ROW_COLOURS = {
  complete: alpha(SUCCESS, 0.14),
  partial: alpha(WARNING, 0.14),
} as const;

/** Block rows by progress (docs/screens.md#screens): none → no colour, 1 → success, in between → warning. */
export const blockRowSx = (progress: unknown): { backgroundColor?: string } => {
  const state = progressState(typeof progress === 'number' ? progress : null);
  return state === 'none' ? {} : { backgroundColor: ROW_COLOURS[state] };
};

const streetNames = (record: Record<string, unknown>) =>
  ((record.streets as { name: string }[] | undefined) ?? []).map((s) => s.name).join(', ');

/** The blocks table's columns (docs/screens.md#screens): name, streets, progress, updated at. */
const BLOCK_COLUMNS = ['name', 'streets', 'progress', 'updated_at'] as const;

/**
 * The blocks, a page of 20 at a time from the API, searched there by name (`q`): a núcleo of a
 * hundred quadras is five pages, and the one wanted ("Q073") was found only by paging. The
 * search is sent once typing pauses (react-admin's debounce, 500 ms) and starts again at page 1.
 */
const BlocksTable = ({ projectId }: { projectId: number }) => {
  const translate = useTranslate();
  const admin = useActor().isProjectAdmin(projectId);
  const [query, setQuery] = useState('');
  const list = useListController({
    resource: 'blocks',
    filter: { project_id: projectId, include: BLOCKS_INCLUDE },
    sort: { field: 'name', order: 'ASC' },
    perPage: ROWS_PER_PAGE,
    disableSyncWithLocation: true,
    storeKey: false,
  });
  const search = (value: string) => {
    setQuery(value);
    list.setFilters(value.trim() ? { q: value.trim() } : {}, undefined, true);
  };
  return (
    <ListContextProvider value={list}>
      <Box sx={{ px: 2, pb: 1, display: 'flex' }}>
        <SearchField value={query} onChange={search} label={translate('app.projects.blocks.search')} />
      </Box>
      <DomainListTable
        entity={blockEntity}
        view="show"
        only={BLOCK_COLUMNS}
        render={{ streets: streetNames }}
        rowClick={(id) => projectPaths.blockShow(Number(id))}
        rowSx={(record) => blockRowSx(record.progress)}
        empty={<CardHeader subheader={translate(query.trim() ? 'app.list.empty' : 'app.projects.blocks.empty')} />}
        actions={(record: RaRecord) => (
          <RowActions
            resource="blocks"
            record={record}
            canEdit={admin}
            showLabel={translate('app.projects.blocks.show')}
            editLabel={translate('app.projects.blocks.edit')}
          />
        )}
      />
    </ListContextProvider>
  );
};

/** The project's blocks (quadras), 20 a page, coloured by progress. */
export const ProjectBlocks = ({ projectId }: { projectId: number }) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader
        title={translate('app.projects.blocks.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <ResourceContextProvider value="blocks">
        <BlocksTable projectId={projectId} />
      </ResourceContextProvider>
    </Card>
  );
};
