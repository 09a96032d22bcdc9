import { Box, Button, Card, CardContent, CardHeader, Typography, Stack } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BackButton } from '../../components/BackButton';
import { Loading, Title, useDataProvider, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/validation/dates';
import { useNumericId } from '../../components/useNumericId';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ProjectDeadlineRow } from '../../providers/data/procedure';
import { projectPaths } from '../projects/projectPaths';
import { DeadlineState } from './DeadlineState';
import { HolidaysCard, holidaysQuery } from './HolidaysCard';
import { useActor } from '../../components/permissions';
import { deadlinesKey, procedurePaths } from './queries';
import { ColumnsTable, ListPager, NoneFound, ROWS_PER_PAGE, SearchField, useServerPages } from '../../components/list';
import { keepForSameSubject } from '../../components/keepForSameSubject';
import { Refreshing } from '../../components/Refreshing';
import { useProject } from '../../components/useProject';

/**
 * Prazos (`/projects/{id}/deadlines`, every member of the project): the legal clocks computed
 * from the recorded stages, overdue first, each with its article, start, end and state.
 * The clocks and the holidays show once both have come: the holidays' card, drawn first under an
 * empty table, was pushed a screen down by the clocks on a phone (and said "no holidays" until
 * its own list came).
 */
export const DeadlinesPage = () => {
  const projectId = useNumericId() ?? 0;
  const translate = useTranslate();
  const admin = useActor().isProjectAdmin(projectId);
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: project } = useProject(projectId);
  // 20 a page, the most urgent first, searched on the server: each notified party and each título
  // has its clock, and a loteamento's thousands of them were one table thousands of rows long.
  const { typed, setTyped, q, page, setPage } = useServerPages();
  const queryKey = [...deadlinesKey(projectId), page, q];
  const answer = useQuery({
    queryKey,
    queryFn: () => dataProvider.getDeadlines(projectId, { page, count: ROWS_PER_PAGE, q: q || undefined }),
    enabled: projectId > 0,
    // The page shown stays while the next one comes; another project's never stands in.
    placeholderData: keepForSameSubject(queryKey, 2),
  });
  const { isPending, isPlaceholderData } = answer;
  const shown = answer.data?.data ?? [];
  const total = answer.data?.total ?? 0;
  const searching = q !== '' || typed !== '';
  const holidays = useQuery({ ...holidaysQuery(dataProvider, projectId), enabled: projectId > 0 });
  // Nothing to wait for without a project (a mistyped address): the page says there is nothing.
  const loading = projectId > 0 && (isPending || holidays.isPending);
  return (
    <>
      <Title title={translate('app.deadlines.title', { project: project?.name ?? '' })} />
      <Stack direction="row" sx={{ my: 2 }}>
        <BackButton to={projectPaths.show(projectId)}>{translate('app.action.back')}</BackButton>
      </Stack>
      <Card>
        <CardHeader
          title={translate('app.deadlines.heading')}
          subheader={translate('app.deadlines.subheader')}
          slotProps={{ title: { component: 'h1', variant: 'h5' } }}
          action={
            <Button component={Link} to={procedurePaths.calendar} size="small" startIcon={<CalendarMonthIcon />}>
              {translate('app.calendar.open')}
            </Button>
          }
        />
        <CardContent>
          {loading ? (
            <Loading />
          ) : !searching && total === 0 ? (
            <Typography color="text.secondary">{translate('app.deadlines.empty')}</Typography>
          ) : (
            <>
              {/* A search where there is more than a page: the lot or the party whose clock is wanted. */}
              {(searching || total > ROWS_PER_PAGE) && (
                <Box sx={{ mb: 1 }}>
                  <SearchField value={typed} onChange={setTyped} label={translate('app.deadlines.search')} />
                </Box>
              )}
              <Refreshing active={isPlaceholderData}>
                {shown.length === 0 ? (
                  <NoneFound />
                ) : (
                  // On a phone a card a clock, as the lists are: the table's Vencimento and Situação were off the screen.
                  <ColumnsTable
                    label={translate('app.deadlines.heading')}
                    rows={shown}
                    rowKey={(d) => d.id}
                    columns={DEADLINE_COLUMNS}
                    heading={(c) => translate(`app.deadlines.col.${c}`)}
                    cells={(d) => ({
                      kind: translate(`app.deadlines.kinds.${d.kind}`),
                      subject: d.subject,
                      starts_on: formatDate(d.starts_on),
                      due_on: formatDate(d.due_on),
                      state: <StateOf deadline={d} />,
                      article: d.article,
                    })}
                    title="kind"
                  />
                )}
              </Refreshing>
              {total > ROWS_PER_PAGE && <ListPager resource="deadlines" page={page} total={total} setPage={setPage} />}
            </>
          )}
        </CardContent>
      </Card>
      {projectId > 0 && !loading && <HolidaysCard projectId={projectId} admin={admin} />}
    </>
  );
};

/** Prazos' columns, in order: a table's on a wide screen, a card's title and lines on a phone. */
const DEADLINE_COLUMNS = ['kind', 'subject', 'starts_on', 'due_on', 'state', 'article'] as const;

/** A clock's state, and the day it was met. */
const StateOf = ({ deadline }: { deadline: ProjectDeadlineRow }) => {
  const translate = useTranslate();
  return (
    <>
      <DeadlineState state={deadline.state} />
      {deadline.met_on && (
        <Typography variant="caption" sx={{ display: 'block' }}>
          {translate('app.deadlines.met_on', { date: formatDate(deadline.met_on) })}
        </Typography>
      )}
    </>
  );
};
