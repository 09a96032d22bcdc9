import { useState, type ReactNode } from 'react';
import { Box, Button, Chip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SimpleList,
  TextField,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useStore,
  type RaRecord,
} from 'react-admin';
import {
  LOT_STATUSES,
  MASKS,
  WORKBENCH_COLUMN_LABELS,
  WORKBENCH_DEFAULT_COLUMNS,
  WORKBENCH_PAGE,
  WORKBENCH_SORTS,
  applyMask,
  labelOf,
  type WorkbenchColumn,
} from '../../../components/domain/model';
import { REGISTRY_STAGES } from '../../../../domain/registry/stages.ts';
import { AppPagination } from '../../../components/list';
import { useActor } from '../../../components/permissions';
import { usePhone } from '../../../layout/usePhone';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { LotView } from '../../../providers/data/workbench';
import { errorMessage, saveFile } from '../../../pages/reports/saveFile';
import { ColumnsButton } from './ColumnsButton';
import { ViewsMenu } from './ViewsMenu';
import { WorkbenchBulkActions } from './BulkActions';
import { PhoneFiltersButton, PhoneFiltersPanel } from './PhoneFilters';
import { workbenchFilterInputs } from './WorkbenchFilterInputs';
import { toFormFilters, toViewFilters } from './filters';
import { LotLink, lotPath } from './LotLink';

/** Where react-admin keeps this list's parameters (filters, sort, page) between visits. */
const STORE_KEY = 'lots.workbench';

const SORTABLE = new Set<string>(WORKBENCH_SORTS);

/** One column of the table, as the lot screen shows its value. */
function column(name: WorkbenchColumn) {
  const label = WORKBENCH_COLUMN_LABELS[name];
  const sortable = SORTABLE.has(name);
  // A column whose cell is worked out from the row (a label, a mask).
  const computed = (render: (r: RaRecord) => ReactNode) => (
    <FunctionField key={name} source={name} label={label} sortable={sortable} render={render} />
  );
  switch (name) {
    case 'name':
      return computed((r) => <LotLink record={r} />);
    case 'status':
      return computed((r) => labelOf(LOT_STATUSES, r.status as string));
    case 'registry_stage':
      return computed((r) => labelOf(REGISTRY_STAGES, r.registry_stage as string));
    case 'cpf':
      return computed((r) => (r.cpf ? applyMask(MASKS.cpf, String(r.cpf)) : ''));
    case 'has_blockers':
      return (
        <FunctionField
          key={name}
          source={name}
          label={label}
          sortable={false}
          render={(r: RaRecord) =>
            r.has_blockers ? (
              <Chip size="small" color="warning" label={r.reviewed ? 'Com pendências' : 'Sem análise'} />
            ) : (
              <Chip size="small" color="success" variant="outlined" label="Sem pendências" />
            )
          }
        />
      );
    case 'updated_at':
      return <DateField key={name} source={name} label={label} sortable={sortable} locales="pt-BR" />;
    default:
      return <TextField key={name} source={name} label={label} sortable={sortable} emptyText="" />;
  }
}

/**
 * react-admin draws the bulk actions bar 48 px above the table, over the list's own toolbar. Here
 * the filter bar wraps to several rows and the table scrolls sideways in its own box, which
 * clipped the bar: the selected lots' actions could not be clicked (found by the journey in
 * Chromium). The bar takes its own place above the table instead, and wraps on narrow screens.
 */
const BULK_TOOLBAR_IN_FLOW = {
  '& .MuiToolbar-root.RaBulkActionsToolbar-toolbar': {
    position: 'static',
    transform: 'none',
    height: 'auto',
    minHeight: 48,
    flexWrap: 'wrap',
  },
  '& .MuiToolbar-root.RaBulkActionsToolbar-collapsed': { minHeight: 0, height: 0, overflow: 'hidden' },
  '& .MuiToolbar-root.RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', minHeight: 0 },
} as const;

/** The phone's cards: each a link to its lot (LotLink over the whole card), lit under a pointer. */
const PHONE_CARDS_SX = {
  '& .MuiListItemText-secondary': { whiteSpace: 'normal' },
  '& .MuiListItem-root:hover': { bgcolor: 'action.hover' },
} as const;

/** Filters, columns and sort of the list as they are now, for "Salvar visão" and the export. */
function useCurrentView(columns: readonly WorkbenchColumn[]) {
  const { filterValues, sort } = useListContext();
  return {
    filters: toViewFilters(filterValues as Record<string, unknown>),
    columns,
    sort: sort.field,
    order: (sort.order === 'DESC' ? 'desc' : 'asc') as 'asc' | 'desc',
  };
}

const WorkbenchToolbar = ({
  columns,
  setColumns,
  filtersButton,
}: {
  columns: WorkbenchColumn[];
  setColumns: (columns: WorkbenchColumn[]) => void;
  /** On a phone: the button that unfolds the filters. */
  filtersButton?: ReactNode;
}) => {
  const { setFilters, setSort, total } = useListContext();
  const current = useCurrentView(columns);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const apply = (view: LotView) => {
    setFilters(toFormFilters(view.filters), {}, false);
    setSort({ field: view.sort, order: view.order === 'desc' ? 'DESC' : 'ASC' });
    setColumns([...view.columns]);
  };
  const exportXlsx = async () => {
    setExporting(true);
    try {
      const file = await dataProvider.downloadLotWorkbench(
        current.filters,
        { sort: current.sort, order: current.order },
        columns,
      );
      saveFile(file.blob, file.fileName ?? 'lotes.xlsx');
    } catch (error) {
      notify(`Erro ao exportar: ${errorMessage(error)}`, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', minHeight: 'auto' }}>
      {filtersButton}
      <ViewsMenu current={current} onApply={apply} />
      <ColumnsButton columns={columns} onChange={setColumns} />
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={exporting || !total}
        onClick={() => void exportXlsx()}
      >
        Exportar XLSX
      </Button>
    </TopToolbar>
  );
};

/**
 * A lot's card on a phone, under its identifier: where it is (quadra · projeto), then who owns it
 * (nome · CPF). Identifiers repeat in every quadra ("Lote 01"), so a card without its place could
 * not be told from the next one.
 */
const PhoneCardLines = ({ record }: { record: RaRecord }) => (
  <>
    {[
      [record.block_name, record.project_name],
      [record.owner_name, record.cpf ? applyMask(MASKS.cpf, String(record.cpf)) : null],
    ]
      .map((parts) => parts.filter(Boolean).join(' · '))
      .filter(Boolean)
      .map((line, i) => (
        <Box key={i} component="span" sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
  </>
);

/**
 * Lotes (`/lots`, docs/screens.md#screens): every lot the user may see across their projects,
 * filtered on the server (project → quadra, situação, registro, nome, CPF, inscrição, pendências,
 * responsável), with a column chooser, saved views, bulk actions for project admins (situação,
 * etapa, responsável, minutas de título) and the XLSX of the current view.
 * On a phone (below 600 px) the rows become cards and the filters fold behind a button. 20 rows a page under the pager of every table
 * (docs/screens.md#screens: no rows-per-page choice, up to 5 page numbers).
 */
export const LotWorkbench = () => {
  const [columns, setColumns] = useStore<WorkbenchColumn[]>('lots.workbench.columns', [...WORKBENCH_DEFAULT_COLUMNS]);
  const phone = usePhone();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const access = useActor();
  const canBulk = access.isGlobalAdmin || !!access.actor?.projects_roles.some((r) => r.role === 'admin');
  return (
    <List
      resource="lot-workbench"
      storeKey={STORE_KEY}
      title="Lotes"
      perPage={WORKBENCH_PAGE}
      pagination={<AppPagination />}
      sort={{ field: 'name', order: 'ASC' }}
      filters={phone ? undefined : workbenchFilterInputs}
      actions={
        <WorkbenchToolbar
          columns={columns}
          setColumns={setColumns}
          filtersButton={
            phone ? <PhoneFiltersButton open={filtersOpen} onToggle={() => setFiltersOpen((o) => !o)} /> : undefined
          }
        />
      }
      empty={false}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      {phone && <PhoneFiltersPanel open={filtersOpen} />}
      {phone ? (
        <SimpleList
          rowClick={false}
          primaryText={(r) => <LotLink record={r} stretched />}
          secondaryText={(r) => <PhoneCardLines record={r} />}
          tertiaryText={(r) => labelOf(LOT_STATUSES, r.status as string)}
          leftAvatar={undefined}
          rightIcon={undefined}
          sx={PHONE_CARDS_SX}
        />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Datagrid
            rowClick={(id) => lotPath(id)}
            bulkActionButtons={canBulk ? <WorkbenchBulkActions /> : false}
            sx={BULK_TOOLBAR_IN_FLOW}
          >
            {columns.map(column)}
          </Datagrid>
        </Box>
      )}
    </List>
  );
};

export default LotWorkbench;
