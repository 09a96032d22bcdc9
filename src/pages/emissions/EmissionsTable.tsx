import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Emission } from '../../providers/data/emissions';
import { errorMessage, saveFile } from '../reports/saveFile';
import { ColumnsTable, ListPager, NoneFound, ROWS_PER_PAGE, SearchField, useServerPages } from '../../components/list';
import { keepForSameSubject } from '../../components/keepForSameSubject';
import { Refreshing } from '../../components/Refreshing';
import { EMISSION_COLUMNS, useEmissionCells } from './emissionCells';

/** Which page of the register, searched for what (`q`, '' for none). */
interface RegisterPage {
  page?: number;
  q?: string;
}

export const emissionsKey = (projectId: number, lotId?: number, { page = 1, q = '' }: RegisterPage = {}) =>
  ['emissions', projectId, lotId ?? null, page, q] as const;

/** A page of a project's emissions (of one lot's when `lotId` is given), as the table asks for it. */
export const emissionsQuery = (
  dataProvider: AppDataProvider,
  projectId: number,
  lotId?: number,
  { page = 1, q = '' }: RegisterPage = {},
) =>
  queryOptions({
    queryKey: emissionsKey(projectId, lotId, { page, q }),
    queryFn: () => dataProvider.getEmissions(projectId, { lotId, page, count: ROWS_PER_PAGE, q: q || undefined }),
  });

/**
 * The emission register as a table (issue 14): number, kind, date, who, lots, status; the
 * stored file downloads again (not a regeneration); project admins cancel with a reason. A page
 * of 20 at a time, with the app's pager: a project of 5,000 lots has as many títulos, and the
 * register used to show the 200 most recent and nothing beyond. `searchable`: a search by number,
 * lot or holder (the project's register; a lot's own emissions are few).
 */
export const EmissionsTable = ({
  projectId,
  lotId,
  admin,
  searchable = false,
}: {
  projectId: number;
  lotId?: number;
  admin: boolean;
  searchable?: boolean;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<Emission | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [packaging, setPackaging] = useState<number | null>(null);
  const { typed, setTyped, q, page, setPage } = useServerPages(searchable);
  const options = emissionsQuery(dataProvider, projectId, lotId, { page, q });
  // The page shown stays while the next one comes; another project's or lot's never stands in.
  const { data, isPending, error, isPlaceholderData } = useQuery({
    ...options,
    placeholderData: keepForSameSubject(options.queryKey, 3),
  });

  const download = async (emission: Emission) => {
    try {
      const file = await dataProvider.downloadEmission(emission.id);
      saveFile(file.blob, file.fileName ?? `${emission.label}.${emission.format}`);
    } catch (e) {
      notify(translate('app.emissions.failed', { message: errorMessage(e) }), { type: 'error' });
    }
  };
  // The registry package (ZIP) of an emitted CRF: the PDF, the occupant list, the polygons.
  const downloadPackage = async (emission: Emission) => {
    setPackaging(emission.id);
    try {
      const file = await dataProvider.downloadEmissionPackage(emission.id);
      saveFile(file.blob, file.fileName ?? `pacote-cartorio-${emission.number}-${emission.year}.zip`);
    } catch (e) {
      notify(translate('app.emissions.failed', { message: errorMessage(e) }), { type: 'error' });
    } finally {
      setPackaging(null);
    }
  };
  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await dataProvider.cancelEmission(cancelling.id, reason.trim());
      notify(translate('app.emissions.cancelled'), { type: 'success' });
      setCancelling(null);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['emissions', projectId] });
    } catch (e) {
      notify(translate('app.emissions.failed', { message: errorMessage(e) }), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const cells = useEmissionCells({
    admin,
    download: (e) => void download(e),
    downloadPackage: (e) => void downloadPackage(e),
    packaging,
    cancel: setCancelling,
  });

  if (isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  if (error)
    return <Alert severity="error">{translate('app.emissions.failed', { message: errorMessage(error) })}</Alert>;
  // An empty register is a plain fact, not an alert: role="status" so screen readers don't
  // announce it as urgent (and it is not mistaken for the page's notifications).
  if (!data.total && !q && !typed)
    return (
      <Alert severity="info" role="status">
        {translate('app.emissions.empty')}
      </Alert>
    );
  return (
    <>
      {searchable && (
        <Box sx={{ mb: 1 }}>
          <SearchField value={typed} onChange={setTyped} label={translate('app.emissions.search')} />
        </Box>
      )}
      <Refreshing active={isPlaceholderData}>
        {!data.data.length ? (
          <NoneFound />
        ) : (
          <ColumnsTable
            label={translate('app.emissions.heading')}
            rows={data.data}
            rowKey={(e) => e.id}
            columns={EMISSION_COLUMNS}
            heading={(c) => translate(`app.emissions.col.${c}`)}
            cells={cells}
            title="number"
            actions="actions"
          />
        )}
      </Refreshing>
      {/* The register says how many it holds; a lot's few emissions need no pager. */}
      {(searchable || data.total > ROWS_PER_PAGE) && (
        <ListPager resource="emissions" page={page} total={data.total} setPage={setPage} />
      )}
      <Dialog open={cancelling !== null} onClose={() => setCancelling(null)} maxWidth="sm" fullWidth>
        <DialogTitle>{translate('app.emissions.cancel_title', { label: cancelling?.label ?? '' })}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('app.emissions.cancel_reason')}
            helperText={translate('app.emissions.cancel_help')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            required
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(null)}>{translate('app.emissions.close')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy || reason.trim().length < 5}
            onClick={() => void cancel()}
          >
            {translate('app.emissions.cancel_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
