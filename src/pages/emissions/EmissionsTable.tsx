import { useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { paths } from '../../components/paths';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Emission } from '../../providers/data/emissions';
import { errorMessage, saveFile } from '../reports/saveFile';
import { TableScroll } from '../../components/list/TableScroll';

export const emissionsKey = (projectId: number, lotId?: number) => ['emissions', projectId, lotId ?? null] as const;

/** A project's emissions (one lot's when `lotId` is given), as the table asks for them. */
export const emissionsQuery = (dataProvider: AppDataProvider, projectId: number, lotId?: number) =>
  queryOptions({
    queryKey: emissionsKey(projectId, lotId),
    queryFn: () => dataProvider.getEmissions(projectId, { lotId, count: 200 }),
  });
/** The server gives the registry package for an emitted, not cancelled CRF stored as a PDF. */
const packageable = (e: Emission) =>
  e.kind === 'cert-reg-fund' && e.status !== 'cancelled' && e.downloadable && e.format === 'pdf';
const STATUS_COLOR = { valid: 'success', superseded: 'warning', cancelled: 'default' } as const;

/**
 * The emission register as a table (issue 14): number, kind, date, who, lots, status; the
 * stored file downloads again (not a regeneration); project admins cancel with a reason.
 */
export const EmissionsTable = ({ projectId, lotId, admin }: { projectId: number; lotId?: number; admin: boolean }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<Emission | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [packaging, setPackaging] = useState<number | null>(null);
  const { data, isPending, error } = useQuery(emissionsQuery(dataProvider, projectId, lotId));

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

  if (isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  if (error)
    return <Alert severity="error">{translate('app.emissions.failed', { message: errorMessage(error) })}</Alert>;
  // An empty register is a plain fact, not an alert: role="status" so screen readers don't
  // announce it as urgent (and it is not mistaken for the page's notifications).
  if (!data.data.length)
    return (
      <Alert severity="info" role="status">
        {translate('app.emissions.empty')}
      </Alert>
    );
  return (
    <>
      <TableScroll label={translate('app.emissions.heading')}>
        <Table size="small" aria-label={translate('app.emissions.heading')}>
          <TableHead>
            <TableRow>
              {(['number', 'kind', 'date', 'who', 'lots', 'status', 'actions'] as const).map((c) => (
                <TableCell key={c}>{translate(`app.emissions.col.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.map((e) => (
              <TableRow key={e.id}>
                <TableCell>
                  {e.label}
                  {e.legacy && (
                    <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={translate('app.emissions.legacy')} />
                  )}
                </TableCell>
                <TableCell>{translate(`app.emissions.kinds.${e.kind}`)}</TableCell>
                <TableCell>
                  {new Date(e.emitted_at).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}
                </TableCell>
                <TableCell>{e.emitted_by ?? '—'}</TableCell>
                <TableCell>
                  {e.lots.map((l, i) => (
                    <span key={l.id}>
                      {i > 0 && ', '}
                      <Link component={RouterLink} to={paths.edit('lots', l.id)}>
                        {l.name}
                      </Link>
                    </span>
                  ))}
                  {e.lot_ids.length > e.lots.length && ` +${e.lot_ids.length - e.lots.length}`}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={STATUS_COLOR[e.status]}
                    label={translate(`app.emissions.status.${e.status}`)}
                    title={e.cancel_reason ?? undefined}
                  />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    {admin && e.downloadable && (
                      <Button
                        size="small"
                        onClick={() => void download(e)}
                        aria-label={`${translate('app.emissions.download')} ${e.label}`}
                      >
                        {translate('app.emissions.download')}
                      </Button>
                    )}
                    {admin && packageable(e) && (
                      <Button
                        size="small"
                        disabled={packaging === e.id}
                        onClick={() => void downloadPackage(e)}
                        aria-label={`${translate('app.emissions.package')} ${e.label}`}
                        title={translate('app.emissions.package_help')}
                      >
                        {translate('app.emissions.package')}
                      </Button>
                    )}
                    {admin && e.status !== 'cancelled' && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setCancelling(e)}
                        aria-label={`${translate('app.emissions.cancel')} ${e.label}`}
                      >
                        {translate('app.emissions.cancel')}
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
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
