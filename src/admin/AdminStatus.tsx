import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import { formatDate } from '../../domain/validation/display-dates.ts';
import { certificateNotice, useSigningCertificate } from '../pages/reports/SigningCertificateAlert';
import type { AppDataProvider } from '../providers/dataProvider';
import type { SigningCertificate } from '../providers/data/emissions';
import { useAppTranslate } from '../providers/i18n';

/** "2 d 3 h", "4 h 12 min", "35 s": a duration as a person reads it. */
export function formatDuration(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d) return `${d} d ${h} h`;
  if (h) return `${h} h ${m} min`;
  if (m) return `${m} min`;
  return `${seconds} s`;
}

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Typography variant="body2" component="div" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
    <Box component="span" sx={{ color: 'text.secondary', minWidth: 130 }}>
      {label}
    </Box>
    <Box component="span" sx={{ wordBreak: 'break-all' }}>
      {children}
    </Box>
  </Typography>
);

const Panel = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title}>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={0.5}>{children}</Stack>
    </CardContent>
  </Card>
);

/**
 * The certificate that signs the títulos and CRFs (GET /emissions/signing-certificate): its
 * holder and validity at any time, where the reports page and the register only warn in its last
 * 30 days; none configured, or one the server cannot open, said as such.
 */
const CertificatePanel = ({
  answer,
  error,
}: {
  answer?: SigningCertificate & { notice: ReturnType<typeof certificateNotice> };
  error: Error | null;
}) => {
  const translate = useAppTranslate();
  const certificate = answer?.certificate;
  const notice = answer?.notice;
  return (
    <Panel title={translate('app.admin.status.certificate')}>
      {error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : !certificate ? (
        <Alert severity="info">{translate('app.admin.status.certificate_none')}</Alert>
      ) : (
        <>
          <Line label={translate('app.admin.status.certificate_holder')}>{certificate.holder}</Line>
          <Line label={translate('app.admin.status.certificate_from')}>{formatDate(certificate.valid_from)}</Line>
          <Line label={translate('app.admin.status.certificate_until')}>{formatDate(certificate.valid_until)}</Line>
          {notice ? (
            <Alert severity={notice.severity}>
              {translate(`app.emissions.signing.${notice.key}`, { date: notice.date, smart_count: notice.days })}
            </Alert>
          ) : (
            <Box>
              <Chip color="success" label={translate('app.admin.status.certificate_valid')} />
            </Box>
          )}
        </>
      )}
    </Panel>
  );
};

/**
 * `/admin/status`: database, report queue, last backup, the app's version (GET /admin/status) and
 * the signing certificate. The panels come together, once both answers are in: none moves the
 * others as it arrives.
 */
export const AdminStatus = () => {
  const translate = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, refetch, isFetching } = useQuery({
    queryKey: ['systemStatus'],
    queryFn: () => dataProvider.getSystemStatus(),
    retry: false,
  });
  // Where it stands is read when the answer comes, as on the reports page (SigningCertificateAlert).
  const signing = useSigningCertificate((answer) => ({ ...answer, notice: certificateNotice(answer, Date.now()) }));
  return (
    <Stack spacing={2}>
      <Box>
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => void Promise.all([refetch(), signing.refetch()])}
          disabled={isFetching || signing.isFetching}
        >
          {translate('app.admin.status.refresh')}
        </Button>
      </Box>
      {error && (
        <Alert severity="error">{translate('app.admin.status.error', { message: (error as Error).message })}</Alert>
      )}
      {data && !signing.isPending && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          <Panel title={translate('app.admin.status.database')}>
            <Line label={translate('app.admin.status.engine')}>{data.database.label}</Line>
            <Line label={translate('app.admin.status.version')}>{data.database.version ?? '—'}</Line>
          </Panel>
          <Panel title={translate('app.admin.status.queue')}>
            {!data.queue.installed ? (
              <Typography variant="body2">{translate('app.admin.status.queue_missing')}</Typography>
            ) : (
              <>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Chip label={`${translate('app.admin.status.queued')}: ${data.queue.queued}`} />
                  <Chip
                    color={data.queue.active ? 'primary' : 'default'}
                    label={`${translate('app.admin.status.active')}: ${data.queue.active}`}
                  />
                  <Chip
                    color={data.queue.failed ? 'error' : 'default'}
                    label={`${translate('app.admin.status.failed')}: ${data.queue.failed}`}
                  />
                </Stack>
                <Line label={translate('app.admin.status.oldest')}>
                  {data.queue.oldest_queued_seconds == null
                    ? translate('app.admin.status.queue_idle')
                    : formatDuration(data.queue.oldest_queued_seconds)}
                </Line>
              </>
            )}
          </Panel>
          <Panel title={translate('app.admin.status.backup')}>
            {data.last_backup ? (
              <>
                <Line label={translate('app.admin.status.backup_at')}>{dateTime(data.last_backup.created_at)}</Line>
                <Line label={translate('app.admin.status.backup_folder')}>{data.last_backup.folder}</Line>
                <Typography variant="body2">
                  {translate('app.admin.status.backup_size', {
                    tables: data.last_backup.tables,
                    rows: data.last_backup.rows.toLocaleString('pt-BR'),
                    files: data.last_backup.files,
                  })}
                </Typography>
              </>
            ) : (
              <Alert severity="warning">{translate('app.admin.status.no_backup')}</Alert>
            )}
          </Panel>
          <Panel title={translate('app.admin.status.app')}>
            <Line label={translate('app.admin.status.version')}>{data.app.version}</Line>
            <Line label={translate('app.admin.status.commit')}>
              {data.app.commit ? data.app.commit.slice(0, 12) : translate('app.admin.status.no_commit')}
            </Line>
            <Line label={translate('app.admin.status.uptime')}>{formatDuration(data.app.uptime_seconds)}</Line>
          </Panel>
          <CertificatePanel answer={signing.data} error={signing.error} />
        </Box>
      )}
    </Stack>
  );
};
