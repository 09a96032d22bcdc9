import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/validation/display-dates.ts';
import type { AppDataProvider } from '../../providers/dataProvider';

export const removalReviewSummaryKey = ['removalReviewSummary'] as const;

/** The removal requests waiting for a decision, as the dashboard's card asks for them. */
export const removalReviewSummaryQuery = (dataProvider: AppDataProvider) =>
  queryOptions({
    queryKey: removalReviewSummaryKey,
    queryFn: () => dataProvider.getRemovalReviewSummary(),
    retry: false,
  });

/**
 * The dashboard's LGPD card (issue 12): undecided removal reviews of the projects the user
 * administers, and the overdue ones (past the 15 days of LGPD art. 19, II) with a link each.
 * Nothing shows when there is nothing to decide (members always see nothing).
 */
export const RemovalReviewsCard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery(removalReviewSummaryQuery(dataProvider));
  if (!data || data.pending === 0) return null;
  return (
    <Card>
      <CardHeader
        title={translate('app.removalReviews.card_title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Alert severity={data.overdue ? 'error' : 'warning'} sx={{ mb: 1 }}>
          {translate('app.removalReviews.card_summary', { pending: data.pending, overdue: data.overdue })}
        </Alert>
        {data.items.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3">
              {translate('app.removalReviews.card_overdue')}
            </Typography>
            <List dense aria-label={translate('app.removalReviews.card_overdue')}>
              {data.items.map((item) => (
                <ListItem key={item.id} disableGutters>
                  <ListItemText
                    primary={
                      <MuiLink component={Link} to={`/projects/${item.project_id}/removal-reviews`}>
                        {item.project_name} · {item.lot_name ?? translate('app.removalReviews.lot_gone')} ·{' '}
                        {translate(`app.removalReviews.target.${item.target}`)}
                      </MuiLink>
                    }
                    secondary={translate('app.removalReviews.card_late', { date: formatDate(item.due_at) })}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {data.projects.map((p) => (
          <Typography key={p.project_id} variant="body2">
            <MuiLink component={Link} to={`/projects/${p.project_id}/removal-reviews`}>
              {translate('app.removalReviews.card_open_project', { project: p.project_name })}
            </MuiLink>{' '}
            ({p.pending})
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
};
