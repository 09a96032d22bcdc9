import { Card, CardContent, CardHeader, CircularProgress, Stack } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { paths } from '../../../components/paths';
import { useActor } from '../../../components/permissions';
import { useNumericId } from '../../../components/useNumericId';
import { useWholeRecord } from '../../../components/wholeRecord';
import type { LotRecord } from '../lotRecord';
import { LotHistory } from './LotHistory';
import { BackButton } from '../../../components/BackButton';
import { RecordNotFound } from '../../../components/RecordNotFound';

/**
 * `/lots/{id}/history`: the lot's timeline on its own page (the progress screen links here).
 * Project admins only; anyone else goes to the lot's view.
 */
export const LotHistoryPage = () => {
  const id = useNumericId();
  const translate = useTranslate();
  const access = useActor();
  // The whole lot (its block's name is not in a list's row), as the lot's own screens ask for it.
  const { data: lot, isPending, error } = useWholeRecord<LotRecord>('lots', id);
  if (id === undefined) return null;
  // A lot that cannot load says so, as the lot's view and editor do: the page stood blank.
  if (error) return <RecordNotFound error={error} what={translate('resources.lots.name', { smart_count: 1 })} />;
  if (isPending || access.isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (!lot) return null;
  if (!access.isProjectAdmin(lot.project_id)) return <Navigate to={paths.show('lots', id)} replace />;
  return (
    <>
      <Title title={translate('app.history.title')} />
      <Stack direction="row" sx={{ my: 2 }}>
        <BackButton to={paths.show('lots', id)}>{translate('app.history.back')}</BackButton>
      </Stack>
      <Card>
        <CardHeader
          title={translate('app.history.title')}
          subheader={`${lot.block?.name ?? ''} · ${lot.name}`}
          slotProps={{ title: { variant: 'h5', component: 'h1' } }}
        />
        <CardContent>
          <LotHistory lotId={id} />
        </CardContent>
      </Card>
    </>
  );
};

export default LotHistoryPage;
