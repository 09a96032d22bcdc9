import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { CUSTOM_REPORT_ATTRIBUTES, type CustomReportAttribute } from '../../../domain/entities/custom-report.ts';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ReportFilterValues } from '../../providers/data/reports';
import { useReportDownload } from './useReportDownload';
import { previewKey } from './queryKeys';
import { reportFilterEntity } from '../../components/domain/model';
import { validateRecord } from '../../../domain/validation/record.ts';
import { TableScroll } from '../../components/list/TableScroll';
import { useDebouncedValue } from '../../components/useDebouncedValue';

const PREVIEW_DELAY_MS = 400;

const ALL = CUSTOM_REPORT_ATTRIBUTES.map((a) => a.id);
const labelOf = (id: CustomReportAttribute) => CUSTOM_REPORT_ATTRIBUTES.find((a) => a.id === id)?.name ?? id;

/** The preview (docs/entities.md#entities): lot name, block name and owner of the filter's first lots. */
const Preview = ({
  projectId,
  filter,
  enabled,
}: {
  projectId: number;
  filter: ReportFilterValues;
  enabled: boolean;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Typing in the filter card asks once it pauses, not on every key. What is asked is checked by
  // the filter's own rules too: the form may report a value before it finds it invalid (a date
  // typed as 31/02, one in the future), and such a value must never reach the server.
  const settled = useDebouncedValue(filter, PREVIEW_DELAY_MS);
  const preview = useQuery({
    queryKey: [...previewKey(projectId), settled],
    queryFn: () => dataProvider.getReportPreview(projectId, settled),
    enabled: enabled && Object.keys(validateRecord(reportFilterEntity, { ...settled })).length === 0,
  });
  if (!enabled) return <Typography color="text.secondary">{translate('app.reports.custom.preview_waits')}</Typography>;
  if (preview.isError) return <Typography color="error">{preview.error.message}</Typography>;
  if (!preview.data) return <CircularProgress size={24} />;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.reports.custom.total', { total: preview.data.total })}
      </Typography>
      <TableScroll label={translate('app.reports.custom.preview')}>
        <Table size="small" aria-label={translate('app.reports.custom.preview')}>
          <TableHead>
            <TableRow>
              <TableCell>{labelOf('name')}</TableCell>
              <TableCell>{labelOf('block_name')}</TableCell>
              <TableCell>{labelOf('owner_name')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.data.data.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.block_name}</TableCell>
                <TableCell>{row.owner_name}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
    </>
  );
};

/** The custom report: choose attributes (docs/entities.md#entities), preview, download the XLSX. */
export const CustomReport = ({
  projectId,
  filter,
  disabled,
}: {
  projectId: number;
  filter: ReportFilterValues;
  disabled: boolean;
}) => {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<ReadonlySet<CustomReportAttribute>>(
    new Set(['name', 'block_name', 'owner_name', 'cpf']),
  );
  const download = useReportDownload(() => undefined);
  const toggle = (id: CustomReportAttribute) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const attributes = ALL.filter((id) => chosen.has(id));
  const running = download.isRunning('custom');
  return (
    <Card sx={{ mb: 2 }}>
      <CardHeader
        title={translate('app.reports.custom.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Button size="small" onClick={() => setChosen(new Set(ALL))}>
            {translate('app.reports.custom.all')}
          </Button>
          <Button size="small" onClick={() => setChosen(new Set())}>
            {translate('app.reports.custom.none')}
          </Button>
        </Stack>
        <FormGroup row aria-label={translate('app.reports.custom.attributes')}>
          {CUSTOM_REPORT_ATTRIBUTES.map((a) => (
            <FormControlLabel
              key={a.id}
              sx={{ width: { xs: '100%', sm: '50%', md: '25%' }, mr: 0 }}
              control={<Checkbox size="small" checked={chosen.has(a.id)} onChange={() => toggle(a.id)} />}
              label={a.name}
            />
          ))}
        </FormGroup>
        <Button
          sx={{ my: 2 }}
          variant="contained"
          disabled={disabled || running || attributes.length === 0}
          startIcon={running ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
          onClick={() =>
            void download.run('custom', `${translate('app.reports.custom.title')}.xlsx`, (dp) =>
              dp.downloadCustomReport(projectId, filter, attributes),
            )
          }
        >
          {translate('app.reports.custom.download')}
        </Button>
        <Box>
          <Typography variant="subtitle1" component="h3">
            {translate('app.reports.custom.preview')}
          </Typography>
          <Preview projectId={projectId} filter={filter} enabled={!disabled} />
        </Box>
      </CardContent>
    </Card>
  );
};
