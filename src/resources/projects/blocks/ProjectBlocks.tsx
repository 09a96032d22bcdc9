import { Button, Card, CardHeader, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { alpha } from '@mui/material/styles';
import { Link } from 'react-router-dom';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  useListController,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { blockEntity, getField } from '../../../components/domain/model';
import { EMPTY_CELL, domainColumns } from '../../../components/domain';
import { AppPagination, ROWS_PER_PAGE } from '../../../components/list';
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

const streetNames = (record: RaRecord) =>
  ((record.streets as { name: string }[] | undefined) ?? []).map((s) => s.name).join(', ') || EMPTY_CELL;

const BlockActions = ({ record, canEdit }: { record: RaRecord; canEdit: boolean }) => {
  const translate = useTranslate();
  const id = Number(record.id);
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {canEdit && (
        <Button component={Link} to={projectPaths.blockEdit(id)} size="small" startIcon={<EditIcon />}>
          {translate('app.projects.blocks.edit')}
        </Button>
      )}
      <Button component={Link} to={projectPaths.blockShow(id)} size="small" startIcon={<VisibilityIcon />}>
        {translate('app.projects.blocks.show')}
      </Button>
    </Stack>
  );
};

const BlocksTable = ({ projectId }: { projectId: number }) => {
  const translate = useTranslate();
  const access = useActor();
  const list = useListController({
    resource: 'blocks',
    filter: { project_id: projectId, include: BLOCKS_INCLUDE },
    sort: { field: 'name', order: 'ASC' },
    perPage: ROWS_PER_PAGE,
    disableSyncWithLocation: true,
    storeKey: false,
  });
  return (
    <ListContextProvider value={list}>
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        rowSx={(record: RaRecord) => blockRowSx(record.progress)}
        empty={<CardHeader subheader={translate('app.projects.blocks.empty')} />}
      >
        {domainColumns(blockEntity, 'list', { only: ['name'] })}
        <DataTable.Col label={getField(blockEntity, 'streets')?.label} render={streetNames} />
        {domainColumns(blockEntity, 'list', { only: ['progress'] })}
        {domainColumns(blockEntity, 'show', { only: ['updated_at'] })}
        <DataTable.Col
          label={translate('app.list.actions')}
          align="right"
          render={(record: RaRecord) => <BlockActions record={record} canEdit={access.isProjectAdmin(projectId)} />}
        />
      </DataTable>
      <AppPagination />
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
