import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '../../../domain/validation/dates';
import { keepForSameSubject } from '../../components/keepForSameSubject';
import { useNumericId } from '../../components/useNumericId';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { RemovalReview } from '../../providers/data/removal-reviews';
import { ReviewDecisionDialog } from './ReviewDecisionDialog';
import { BackButton } from '../../components/BackButton';
import { useProject } from '../../components/useProject';

/** Reviews per page. */
export const REVIEWS_PAGE_SIZE = 20;
export const removalReviewsKey = (projectId: number, page: number) => ['removalReviews', projectId, page] as const;

/** One review as a card line: phone-friendly (no wide table). */
const ReviewLine = ({ review, onOpen }: { review: RemovalReview; onOpen: () => void }) => {
  const translate = useTranslate();
  const how = review.matched_by.map((m) => translate(`app.removalReviews.matched.${m}`)).join(' e ');
  const where = review.lot_name
    ? translate('app.removalReviews.lot', { lot: review.lot_name, block: review.block_name ?? '' })
    : translate('app.removalReviews.lot_gone');
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      aria-label={`${where} · ${translate(`app.removalReviews.target.${review.target}`)}`}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body1" sx={{ fontWeight: 500 }}>
            {where} · {translate(`app.removalReviews.target.${review.target}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.removalReviews.matched_by', { how })} ·{' '}
            {translate('app.removalReviews.received', { date: formatDate(review.created_at) })}
          </Typography>
          {review.status === 'decided' ? (
            <Typography variant="body2">
              {translate('app.removalReviews.decided_on', {
                decision: translate(`app.removalReviews.decisions.${review.decision}`),
                name: review.decided_by_name ?? '',
                date: formatDateTime(review.decided_at),
              })}
            </Typography>
          ) : (
            <Typography variant="body2" color={review.overdue ? 'error' : 'text.primary'}>
              {translate('app.removalReviews.due', { date: formatDate(review.due_at) })}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {review.overdue && <Chip size="small" color="error" label={translate('app.removalReviews.overdue')} />}
          <Chip size="small" variant="outlined" label={translate(`app.removalReviews.${review.status}`)} />
          <Button size="small" variant={review.status === 'pending' ? 'contained' : 'outlined'} onClick={onOpen}>
            {translate('app.removalReviews.review')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};

/**
 * `/projects/{id}/removal-reviews` (issue 12): the project's LGPD removal reviews for its
 * admins, undecided first by due date; each opens the decision (erase, anonymise or keep,
 * with a reason). The route lets only the project's admins in.
 */
export const RemovalReviewsPage = () => {
  const projectId = useNumericId();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const { data: project } = useProject(projectId);
  const queryKey = removalReviewsKey(projectId ?? 0, page);
  const query = useQuery({
    queryKey,
    queryFn: () => dataProvider.getRemovalReviews(projectId!, { page, count: REVIEWS_PAGE_SIZE }),
    enabled: projectId !== undefined,
    // The page shown stays while the next one comes; another project's requests never stand in.
    placeholderData: keepForSameSubject(queryKey, 2),
    retry: false,
  });
  if (projectId === undefined) return null;
  const pages = query.data ? Math.ceil(query.data.total / REVIEWS_PAGE_SIZE) : 0;
  return (
    <>
      <Title title={translate('app.removalReviews.title')} />
      <Stack direction="row" sx={{ my: 2 }}>
        <BackButton to={`/projects/${projectId}`}>{translate('app.removalReviews.back')}</BackButton>
      </Stack>
      <Card>
        <CardHeader
          title={translate('app.removalReviews.title')}
          subheader={project?.name}
          slotProps={{ title: { variant: 'h5', component: 'h1' } }}
        />
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.removalReviews.intro')}
          </Typography>
          {query.isPending ? (
            <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
          ) : query.isError ? (
            <Alert severity="error">{translate('app.removalReviews.load_error')}</Alert>
          ) : query.data.total === 0 ? (
            <Typography color="text.secondary">{translate('app.removalReviews.empty')}</Typography>
          ) : (
            <>
              <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={translate('app.removalReviews.title')}>
                {query.data.data.map((review) => (
                  <ReviewLine key={review.id} review={review} onOpen={() => setOpen(review.id)} />
                ))}
              </Box>
              {pages > 1 && (
                <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} sx={{ mt: 1 }} />
              )}
            </>
          )}
        </CardContent>
      </Card>
      {open !== null && <ReviewDecisionDialog reviewId={open} projectId={projectId} onClose={() => setOpen(null)} />}
    </>
  );
};

export default RemovalReviewsPage;
