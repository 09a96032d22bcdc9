import { useState } from 'react';
import { Alert, Button, Card, CardActions, CardContent, CardHeader, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorMessage } from '../../pages/reports/saveFile';

const feedKey = ['calendarFeed'] as const;
const when = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(
    new Date(iso),
  );

/**
 * The personal iCalendar feed (issue 16 part 4): create or rotate its secret URL (shown once,
 * to copy into Outlook or Google Calendar) and revoke it. The server keeps only the token's hash,
 * so a lost URL is replaced, not shown again.
 */
export const CalendarFeedCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const { data: feed } = useQuery({ queryKey: feedKey, queryFn: () => dataProvider.getCalendarFeed() });
  const onError = (error: unknown) => notify(errorMessage(error), { type: 'error' });
  const rotate = useMutation({
    mutationFn: () => dataProvider.rotateCalendarFeed(),
    onSuccess: (answer) => {
      setUrl(answer.url ?? null);
      queryClient.setQueryData(feedKey, answer);
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: () => dataProvider.revokeCalendarFeed(),
    onSuccess: (answer) => {
      setUrl(null);
      queryClient.setQueryData(feedKey, answer);
      notify(translate('app.calendar.feed.revoked'), { type: 'info' });
    },
    onError,
  });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify(translate('app.calendar.feed.copied'), { type: 'success' });
    } catch {
      // No clipboard (insecure context): the field is selected for a manual copy.
      (document.getElementById('calendar-feed-url') as HTMLInputElement | null)?.select();
    }
  };
  const askRotate = () => {
    if (!feed?.active || window.confirm(translate('app.calendar.feed.rotate_confirm'))) rotate.mutate();
  };
  return (
    <Card component="section" aria-label={translate('app.calendar.feed.title')}>
      <CardHeader
        title={translate('app.calendar.feed.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.calendar.feed.help')}
        </Typography>
        {url ? (
          <Stack spacing={1}>
            <Alert severity="warning">{translate('app.calendar.feed.url_once')}</Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                id="calendar-feed-url"
                label={translate('app.calendar.feed.url_label')}
                value={url}
                fullWidth
                size="small"
                slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
                onFocus={(event) => event.target.select()}
              />
              <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                {translate('app.calendar.feed.copy')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {feed?.active && feed.created_at
              ? [
                  translate('app.calendar.feed.active', { date: when(feed.created_at) }),
                  feed.last_used_at ? translate('app.calendar.feed.used', { date: when(feed.last_used_at) }) : '',
                ].join(' ')
              : translate('app.calendar.feed.inactive')}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button onClick={askRotate} loading={rotate.isPending} variant={feed?.active ? 'text' : 'contained'}>
          {translate(feed?.active ? 'app.calendar.feed.rotate' : 'app.calendar.feed.create')}
        </Button>
        {feed?.active && (
          <Button color="error" onClick={() => revoke.mutate()} loading={revoke.isPending}>
            {translate('app.calendar.feed.revoke')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
};
