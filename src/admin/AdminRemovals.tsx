import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { RemovalReviewsCard, removalReviewSummaryKey } from '../pages/dashboard/RemovalReviewsCard';
import type { AppDataProvider } from '../providers/dataProvider';
import { useAppTranslate } from '../providers/i18n';

/**
 * `/admin/removals`: the LGPD removal reviews of every project (a global admin administers all),
 * the dashboard's card itself; each line leads to the project's queue where the decision is made.
 */
export const AdminRemovals = () => {
  const translate = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // The same query (and cache) as the card: it tells whether there is anything to show.
  const { data, isPending } = useQuery({
    queryKey: removalReviewSummaryKey,
    queryFn: () => dataProvider.getRemovalReviewSummary(),
    retry: false,
  });
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.admin.removals.help')}
      </Typography>
      {!isPending && (!data || data.pending === 0) && (
        <Alert severity="success">{translate('app.admin.removals.none')}</Alert>
      )}
      <RemovalReviewsCard />
    </Stack>
  );
};
