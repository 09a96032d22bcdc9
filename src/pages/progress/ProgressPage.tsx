import { useState } from 'react';
import { Alert, Card, CardHeader, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { paths } from '../../components/paths';
import { useNumericId } from '../../components/useNumericId';
import { LotsOfDayDialog } from './LotsOfDayDialog';
import { ProgressTable, useProgressList } from './ProgressTable';
import { progressRows, type ProgressRow } from './progressRows';
import { BackButton } from '../../components/BackButton';
import { ProjectRegistryCard } from '../../resources/registry/RegistryStagesCard';

/**
 * Progresso (`/projects/{id}/progress`, project admins; docs/screens.md#screens): the project's completed
 * lots per day and user from `GET /projects/{id}/completed-by-day`, and 'Ver Lotes'.
 */
export const ProgressPage = () => {
  const projectId = useNumericId();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState<ProgressRow | null>(null);
  const progress = useQuery({
    queryKey: ['progress', projectId, 'by-day'],
    queryFn: () => dataProvider.getCompletedByDay(projectId!),
    enabled: projectId !== undefined,
  });
  const table = useProgressList(progressRows(progress.data), progress.isPending);
  if (projectId === undefined) return null;
  const title = progress.data
    ? translate('app.progress.title', { project: progress.data.name })
    : translate('app.progress.heading');
  return (
    <>
      <Title title={title} />
      <Stack direction="row" sx={{ my: 2 }}>
        <BackButton to={paths.show('projects', projectId)}>{translate('app.progress.back')}</BackButton>
      </Stack>
      <Card>
        <CardHeader
          title={title}
          subheader={translate('app.progress.subheader')}
          slotProps={{ title: { variant: 'h5', component: 'h1' } }}
        />
        {progress.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {progress.error.message || translate('ra.notification.http_error')}
          </Alert>
        ) : (
          <ProgressTable progress={table} onViewLots={setOpen} />
        )}
      </Card>
      {/* Under the table once its rows are drawn: drawn first, it was pushed a screen down by them. */}
      {table.drawn && (
        <Stack sx={{ mt: 2 }}>
          <ProjectRegistryCard projectId={projectId} />
        </Stack>
      )}
      <LotsOfDayDialog projectId={projectId} row={open} onClose={() => setOpen(null)} />
    </>
  );
};
