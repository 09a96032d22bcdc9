import { Box, Button, Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import LayersIcon from '@mui/icons-material/Layers';
import { useTranslate } from 'react-admin';
import type { ReportFilterValues } from '../../providers/data/reports';
import { useGroupReportJob, type GroupJobState } from './useGroupReportJob';

/** Bar colour (docs/states.md#states): green completed, red failed or error, blue starting or processing. */
export const barColor = (status: GroupJobState['status']) =>
  status === 'completed' ? 'success' : status === 'failed' || status === 'error' ? 'error' : 'primary';

/** The group (all phases) socio-economic report with its progress bar; only for a project in a group. */
export const GroupReport = ({
  groupId,
  filter,
  disabled,
}: {
  groupId: number;
  filter: ReportFilterValues;
  disabled: boolean;
}) => {
  const translate = useTranslate();
  const job = useGroupReportJob(groupId);
  return (
    <Card sx={{ mb: 2 }}>
      <CardHeader
        title={translate('app.reports.group.title')}
        subheader={translate('app.reports.group.subheader')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Button
          variant="contained"
          startIcon={<LayersIcon />}
          disabled={disabled || job.running}
          onClick={() => void job.start(filter)}
        >
          {translate('app.reports.group.button')}
        </Button>
        {job.state && (
          <Box sx={{ mt: 2 }} data-testid="group-report-progress" data-status={job.state.status}>
            <LinearProgress
              variant="determinate"
              value={job.state.progress}
              color={barColor(job.state.status)}
              aria-label={translate('app.reports.group.title')}
              sx={{ height: 10, borderRadius: 1 }}
            />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {job.state.progress}% {job.state.message ? `— ${job.state.message}` : ''}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
