import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { MatchField } from '../../../domain/api/geometry.ts';
import type { GeometryImportReport } from '../../providers/data/geometry';

const errorText = (error: unknown) => {
  const { body, message } = error as HttpError & { body?: { message?: string; errors?: Record<string, string> } };
  return [body?.message ?? message, ...Object.values(body?.errors ?? {})].join(' ');
};

/**
 * Importar geometrias (project admins): file, the attribute that names the lot, a dry run whose
 * report lists matched, unmatched and conflicting features and the checks that would fail;
 * then one click applies it (on the embedded database, in transactions of 125 lots).
 */
export const GeometryImportDialog = ({
  projectId,
  open,
  onClose,
  onApplied,
}: {
  projectId: number;
  open: boolean;
  onClose: () => void;
  onApplied: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const [matchBy, setMatchBy] = useState('');
  const [matchField, setMatchField] = useState<MatchField>('name');
  const [report, setReport] = useState<GeometryImportReport | null>(null);
  const run = useMutation({
    mutationFn: (dryRun: boolean) => dataProvider.importGeometry(projectId, file!, { matchBy, matchField, dryRun }),
    onSuccess: (answer) => {
      const planned = report?.matched.length ?? answer.written;
      setReport(answer);
      if (!answer.applied) return;
      onApplied();
      // Lots removed while it ran were not written: the report stays open with them among the conflicts.
      if (answer.written < planned) {
        notify(
          translate('app.geometryImport.applied_partly', { count: answer.written, removed: planned - answer.written }),
          {
            type: 'warning',
          },
        );
        return;
      }
      notify(translate('app.geometryImport.applied', { count: answer.written }), { type: 'success' });
      onClose();
    },
  });
  // A first dry run with a guessed attribute lists the file's attributes to choose from.
  const attributes = report?.attributes ?? [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="geometry-import-title">
      <DialogTitle id="geometry-import-title">{translate('app.geometryImport.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.geometryImport.intro')}
        </Typography>
        <Stack spacing={2}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ alignSelf: 'flex-start' }}>
            {file ? file.name : translate('app.geometryImport.choose')}
            <input
              hidden
              type="file"
              aria-label={translate('app.geometryImport.file')}
              accept=".geojson,.json,.kml,.zip,application/geo+json,application/vnd.google-earth.kml+xml,application/zip"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setReport(null);
              }}
            />
          </Button>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {attributes.length ? (
              <TextField
                select
                label={translate('app.geometryImport.match_by')}
                value={matchBy}
                onChange={(e) => setMatchBy(e.target.value)}
                sx={{ minWidth: 260 }}
              >
                {attributes.map((a) => (
                  <MenuItem key={a} value={a}>
                    {a}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                label={translate('app.geometryImport.match_by')}
                value={matchBy}
                onChange={(e) => setMatchBy(e.target.value)}
                sx={{ minWidth: 260 }}
              />
            )}
            <TextField
              select
              label={translate('app.geometryImport.match_field')}
              value={matchField}
              onChange={(e) => setMatchField(e.target.value as MatchField)}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="name">{translate('app.geometryImport.match_name')}</MenuItem>
              <MenuItem value="inscricao_imobiliaria">{translate('app.geometryImport.match_inscricao')}</MenuItem>
            </TextField>
          </Stack>
          {run.isError && <Alert severity="error">{errorText(run.error)}</Alert>}
          {report && <ImportReport report={report} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.geometryImport.cancel')}</Button>
        <Button
          onClick={() => run.mutate(true)}
          disabled={!file || !matchBy.trim() || run.isPending}
          variant="outlined"
        >
          {translate('app.geometryImport.simulate')}
        </Button>
        <Button
          onClick={() => run.mutate(false)}
          disabled={!report?.dry_run || !report.matched.length || run.isPending || report.match_by !== matchBy}
          variant="contained"
        >
          {translate('app.geometryImport.apply', { count: report?.matched.length ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const ImportReport = ({ report }: { report: GeometryImportReport }) => {
  const translate = useTranslate();
  return (
    <section aria-label={translate('app.geometryImport.report')}>
      <Alert
        severity={report.failing_lots || report.unmatched.length || report.conflicting.length ? 'warning' : 'success'}
      >
        {translate('app.geometryImport.summary', {
          features: report.features,
          matched: report.matched.length,
          unmatched: report.unmatched.length,
          conflicting: report.conflicting.length,
          failing: report.failing_lots,
        })}
      </Alert>
      {report.matched.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {translate('app.geometryImport.matched')}
          </Typography>
          <List dense disablePadding>
            {report.matched.map((m) => (
              <ListItem key={m.feature} disableGutters sx={{ display: 'block' }}>
                <Typography variant="body2">
                  <strong>{m.lot_name}</strong> ({translate('app.geometryImport.feature', { n: m.feature })}):{' '}
                  {m.checks.length
                    ? m.checks.map((c) => c.message).join('; ')
                    : translate('app.geometryImport.checks_ok')}
                </Typography>
                {m.notes.map((n) => (
                  <Typography key={n} variant="caption" color="text.secondary" component="p">
                    {n}
                  </Typography>
                ))}
              </ListItem>
            ))}
          </List>
        </>
      )}
      {(
        [
          ['unmatched', report.unmatched],
          ['conflicting', report.conflicting],
        ] as const
      ).map(
        ([kind, items]) =>
          items.length > 0 && (
            <div key={kind}>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                {translate(`app.geometryImport.${kind}`)}
              </Typography>
              <List dense disablePadding>
                {items.map((u) => (
                  <ListItem key={`${kind}-${u.feature}`} disableGutters>
                    <Typography variant="body2">
                      {translate('app.geometryImport.feature', { n: u.feature })}
                      {u.key ? ` (${u.key})` : ''}: {u.reason}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            </div>
          ),
      )}
    </section>
  );
};
