import { useRef, useState } from 'react';
import { Button, Card, CardContent, CardHeader, CircularProgress, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslate } from 'react-admin';
import type { ReportFilterValues } from '../../providers/data/reports';
import { EmissionRefusedDialog } from './EmissionRefusedDialog';
import { REPORT_BUTTONS, SINGLE_RESIDENT_BUTTON, type ReportButton } from './reportButtons';
import { SigningCertificateAlert } from './SigningCertificateAlert';
import { useReportDownload, type EmissionRefusal } from './useReportDownload';

interface Props {
  projectId: number;
  filter: ReportFilterValues;
  disabled: boolean;
}

/** The report buttons (one per kind) and the single-resident report; each downloads with the filters. */
export const ReportButtons = ({ projectId, filter, disabled }: Props) => {
  const translate = useTranslate();
  const [refused, setRefused] = useState<{ refusal: EmissionRefusal; button: ReportButton } | null>(null);
  // The button whose download was refused (a ref: the refusal arrives after this render).
  const last = useRef<ReportButton | null>(null);
  const download = useReportDownload((refusal) => setRefused(last.current ? { refusal, button: last.current } : null));
  const start = (b: ReportButton, minuta = false) => {
    const label = translate(b.label);
    last.current = b;
    void download.run(b.key, `${minuta ? 'MINUTA - ' : ''}${label}.${b.format ?? 'pdf'}`, (dp) =>
      dp.downloadReport(projectId, b.kind, filter, { format: b.format, singleResident: b.singleResident, minuta }),
    );
  };
  const button = (b: ReportButton, icon = <DownloadIcon />) => {
    const running = download.isRunning(b.key);
    const label = translate(b.label);
    return (
      <Button
        key={b.key}
        variant="contained"
        disabled={disabled || running}
        startIcon={
          running ? (
            <CircularProgress size={16} color="inherit" aria-label={translate('app.reports.generating')} />
          ) : (
            icon
          )
        }
        onClick={() => start(b)}
      >
        {label}
      </Button>
    );
  };
  return (
    <Card sx={{ mb: 2 }}>
      <CardHeader
        title={translate('app.reports.documents')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <SigningCertificateAlert />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {REPORT_BUTTONS.map((b) => button(b))}
          {button(SINGLE_RESIDENT_BUTTON, <PersonIcon />)}
        </Stack>
      </CardContent>
      <EmissionRefusedDialog
        refusal={refused?.refusal ?? null}
        onClose={() => setRefused(null)}
        onMinuta={() => {
          const b = refused?.button;
          setRefused(null);
          if (b) start(b, true);
        }}
      />
    </Card>
  );
};
