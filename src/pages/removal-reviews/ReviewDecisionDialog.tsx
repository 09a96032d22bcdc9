import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  checkReviewReason,
  REVIEW_DECISION_VALUES,
  REVIEW_MESSAGES,
  type ReviewDecisionValue,
} from '../../../domain/validation/removal-review';
import { formatDate, formatDateTime } from '../../../domain/validation/dates';
import type { AppDataProvider } from '../../providers/dataProvider';
import { usePhone } from '../../layout/usePhone';
import type { RemovalReviewDetail } from '../../providers/data/removal-reviews';

/** What the decision would affect (names: only this project's admins reach this screen). */
const Affected = ({ review }: { review: RemovalReviewDetail }) => {
  const translate = useTranslate();
  const { affected } = review;
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        {review.lot_name
          ? translate('app.removalReviews.lot', { lot: review.lot_name, block: review.block_name ?? '' })
          : translate('app.removalReviews.lot_gone')}{' '}
        · {translate(`app.removalReviews.target.${review.target}`)}
      </Typography>
      {affected.present ? (
        <>
          <Typography variant="body2">
            {translate('app.removalReviews.person')}: <strong>{affected.person_name}</strong>
          </Typography>
          <Typography variant="body2">
            {translate('app.removalReviews.documents', { count: affected.documents })}
          </Typography>
        </>
      ) : (
        <Alert severity="info">{translate('app.removalReviews.gone')}</Alert>
      )}
      {affected.emitted && <Alert severity="warning">{translate('app.removalReviews.emitted')}</Alert>}
      <Typography variant="body2" color={review.overdue ? 'error' : 'text.secondary'}>
        {translate('app.removalReviews.received', { date: formatDate(review.created_at) })} ·{' '}
        {translate('app.removalReviews.due', { date: formatDate(review.due_at) })}
      </Typography>
    </Stack>
  );
};

/** A decided review: the decision, who, when and why. */
const Decided = ({ review }: { review: RemovalReviewDetail }) => {
  const translate = useTranslate();
  return (
    <Alert severity="success">
      {translate('app.removalReviews.decided_on', {
        decision: translate(`app.removalReviews.decisions.${review.decision}`),
        name: review.decided_by_name ?? '',
        date: formatDateTime(review.decided_at),
      })}
      <Typography variant="body2">
        {translate('app.removalReviews.reason')}: {review.reason}
      </Typography>
    </Alert>
  );
};

/**
 * One review: what it affects, and for an undecided one the decision (erase, anonymise, keep
 * under a legal duty) with its reason. Full screen on a phone.
 */
export const ReviewDecisionDialog = ({
  reviewId,
  projectId,
  onClose,
}: {
  reviewId: number;
  projectId: number;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const phone = usePhone();
  const [decision, setDecision] = useState<ReviewDecisionValue | ''>('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const review = useQuery({
    queryKey: ['removalReview', reviewId],
    queryFn: () => dataProvider.getRemovalReview(reviewId),
    retry: false,
  });
  const decide = useMutation({
    mutationFn: (body: { decision: ReviewDecisionValue; reason: string }) =>
      dataProvider.decideRemovalReview(reviewId, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(['removalReview', reviewId], answer);
      await queryClient.invalidateQueries({ queryKey: ['removalReviews', projectId] });
      await queryClient.invalidateQueries({ queryKey: ['removalReviewSummary'] });
      notify('app.removalReviews.done', { type: 'success' });
      onClose();
    },
  });
  const reasonProblem = checkReviewReason(reason);
  const decisionProblem = decision === '' ? REVIEW_MESSAGES.decision : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (reasonProblem || decisionProblem || decide.isPending || decision === '') return;
    decide.mutate({ decision, reason: reason.trim() });
  };
  const serverMessage = (decide.error as { body?: { message?: string } } | null)?.body?.message;
  const pending = review.data?.status === 'pending';
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="review-decision-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="review-decision-title">
          {translate('app.removalReviews.detail_title', { id: reviewId })}
        </DialogTitle>
        <DialogContent dividers>
          {review.isPending ? (
            <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
          ) : review.isError ? (
            <Alert severity="error">{translate('app.removalReviews.load_error')}</Alert>
          ) : (
            <Stack spacing={2}>
              <Affected review={review.data} />
              {!pending ? (
                <Decided review={review.data} />
              ) : (
                <>
                  <FormControl error={checked && !!decisionProblem}>
                    <FormLabel id="review-decision-label">{translate('app.removalReviews.decision')}</FormLabel>
                    <RadioGroup
                      aria-labelledby="review-decision-label"
                      value={decision}
                      onChange={(e) => setDecision(e.target.value as ReviewDecisionValue)}
                    >
                      {REVIEW_DECISION_VALUES.map((value) => (
                        <FormControlLabel
                          key={value}
                          value={value}
                          control={<Radio />}
                          label={
                            <span>
                              {translate(`app.removalReviews.decisions.${value}`)}
                              <Typography
                                component="span"
                                variant="body2"
                                color="text.secondary"
                                sx={{ display: 'block' }}
                              >
                                {translate(`app.removalReviews.decision_help.${value}`)}
                              </Typography>
                            </span>
                          }
                          sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                        />
                      ))}
                    </RadioGroup>
                    {checked && decisionProblem && <FormHelperText>{decisionProblem}</FormHelperText>}
                  </FormControl>
                  <TextField
                    label={translate('app.removalReviews.reason')}
                    name="reason"
                    multiline
                    minRows={3}
                    fullWidth
                    required
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                    error={checked && !!reasonProblem}
                    helperText={checked && reasonProblem ? reasonProblem : translate('app.removalReviews.reason_help')}
                  />
                  {decide.isError && (
                    <Alert severity="error">{serverMessage ?? translate('app.removalReviews.error')}</Alert>
                  )}
                </>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.removalReviews.cancel')}</Button>
          {pending && (
            <Button
              type="submit"
              variant="contained"
              color={decision === 'erase' ? 'error' : 'primary'}
              disabled={decide.isPending}
            >
              {decide.isPending ? translate('app.removalReviews.saving') : translate('app.removalReviews.confirm')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
};
