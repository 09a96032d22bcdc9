import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { addDays, todayInBrasilia } from '../../../domain/procedure/calendar';
import { formatDate } from '../../../domain/validation/dates';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { CalendarDeadline } from '../../providers/data/procedure';
import { CalendarFeedCard } from './CalendarFeedCard';
import { usePhone } from '../../layout/usePhone';
import { monthRange, shiftMonth } from './month';
import { DeadlineState } from './DeadlineState';
import { procedurePaths } from './queries';
import { clockLines, type ClockLine } from '../../../domain/procedure/clock-lines';

const monthTitle = (month: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
const weekdayName = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

/** What a calendar line says under its name: the clock's subject, or how many clocks it stands for. */
const useAbout = () => {
  const translate = useTranslate();
  return ({ first: d, count }: ClockLine<CalendarDeadline>) =>
    `${count === 1 ? d.subject : translate('app.deadlines.group_count', { count: count.toLocaleString('pt-BR') })} · ${d.article}`;
};

/** A line of a calendar day: a clock, or the clocks of one project, kind and state, counted. */
const Entry = ({ line }: { line: ClockLine<CalendarDeadline> }) => {
  const translate = useTranslate();
  const about = useAbout();
  const { first: d, count } = line;
  return (
    <Tooltip title={about(line)} describeChild>
      <MuiLink
        component={Link}
        to={procedurePaths.deadlines(d.project_id)}
        variant="caption"
        sx={{ display: 'block', lineHeight: 1.3, mb: 0.5 }}
      >
        {translate('app.deadlines.card_row', {
          project: d.project_name,
          kind: translate(`app.deadlines.kinds.${d.kind}`),
        })}
        {count > 1 && ` (${count.toLocaleString('pt-BR')})`}
      </MuiLink>
    </Tooltip>
  );
};

/** A cell's mark for the state: the border colour, and the state said in words to screen readers. */
const BORDER = { running: 'info.main', due_soon: 'warning.main', overdue: 'error.main', met: 'success.main' } as const;

function MonthGrid({ days, byDay, today }: { days: string[]; byDay: Map<string, CalendarDeadline[]>; today: string }) {
  const translate = useTranslate();
  const names = String(translate('app.calendar.weekdays')).split(',');
  const blanks = weekday(days[0]);
  return (
    <Box
      role="region"
      aria-label={translate('app.calendar.heading')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
    >
      {names.map((n) => (
        <Typography key={n} aria-hidden variant="caption" sx={{ fontWeight: 'bold', textAlign: 'center' }}>
          {n}
        </Typography>
      ))}
      {Array.from({ length: blanks }, (_, i) => (
        <Box key={`blank-${i}`} />
      ))}
      {days.map((day) => {
        const list = byDay.get(day) ?? [];
        const worst = list.find((d) => d.state === 'overdue') ?? list.find((d) => d.state === 'due_soon') ?? list[0];
        return (
          <Box
            key={day}
            role="group"
            aria-label={`${formatDate(day)}${worst ? ` (${translate(`app.deadlines.states.${worst.state}`)})` : ''}`}
            sx={{
              minHeight: 96,
              p: 0.5,
              border: 1,
              borderColor: worst ? BORDER[worst.state] : 'divider',
              borderLeftWidth: worst ? 4 : 1,
              borderRadius: 1,
              bgcolor: day === today ? 'action.selected' : undefined,
              overflow: 'hidden',
            }}
          >
            <Typography variant="caption" sx={{ fontWeight: day === today ? 'bold' : undefined }}>
              {Number(day.slice(8))}
            </Typography>
            {clockLines(list).map((line) => (
              <Entry key={line.key} line={line} />
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

/** Phones: the month as a list of the days that have something due. */
function DayList({ days, byDay }: { days: string[]; byDay: Map<string, CalendarDeadline[]> }) {
  const translate = useTranslate();
  const about = useAbout();
  return (
    <List dense aria-label={translate('app.calendar.heading')}>
      {days
        .filter((day) => byDay.has(day))
        .map((day) => (
          <ListItem key={day} disableGutters divider sx={{ display: 'block' }}>
            <Typography variant="subtitle2" component="h3">
              {formatDate(day)} · {weekdayName(day)}
            </Typography>
            {clockLines(byDay.get(day)!).map((line) => (
              <ListItemText
                key={line.key}
                primary={
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                    <DeadlineState state={line.first.state} />
                    <MuiLink component={Link} to={procedurePaths.deadlines(line.first.project_id)}>
                      {translate('app.deadlines.card_row', {
                        project: line.first.project_name,
                        kind: translate(`app.deadlines.kinds.${line.first.kind}`),
                      })}
                    </MuiLink>
                  </Stack>
                }
                secondary={about(line)}
              />
            ))}
          </ListItem>
        ))}
    </List>
  );
}

/**
 * Calendário de prazos (`/calendar`, issue 16 part 4): the due dates of the legal clocks of all
 * the user's projects, a month at a time, each linking to its project's Prazos; on phones, a
 * list by day. A day's clocks of one project, kind and state, when more than three, are one
 * counted line (`clockLines`). Below it, the personal iCalendar feed for Outlook and Google Calendar.
 */
export const CalendarPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const phone = usePhone();
  const today = todayInBrasilia();
  const [month, setMonth] = useState(today.slice(0, 7));
  const range = monthRange(month);
  const { data = [], isPending } = useQuery({
    queryKey: ['calendarDeadlines', range.from, range.to],
    queryFn: () => dataProvider.getCalendarDeadlines(range.from, range.to),
  });
  // The feed's card comes once the first month has: drawn first, it was pushed down by the month's
  // deadlines on a phone. It stays while other months load.
  const [firstMonthShown, setFirstMonthShown] = useState(false);
  if (!isPending && !firstMonthShown) setFirstMonthShown(true);
  const days: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) days.push(d);
  const byDay = new Map<string, CalendarDeadline[]>();
  for (const d of data) {
    const day = byDay.get(d.due_on);
    if (day) day.push(d);
    else byDay.set(d.due_on, [d]);
  }
  return (
    <Stack spacing={2}>
      <Title title={translate('app.calendar.title')} />
      <Card>
        <CardHeader
          title={translate('app.calendar.heading')}
          subheader={translate('app.calendar.subheader')}
          slotProps={{ title: { component: 'h1', variant: 'h5' } }}
        />
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <IconButton aria-label={translate('app.calendar.previous')} onClick={() => setMonth(shiftMonth(month, -1))}>
              <ChevronLeftIcon />
            </IconButton>
            <Typography variant="h6" component="h2" aria-live="polite" sx={{ minWidth: 170, textAlign: 'center' }}>
              {monthTitle(month)}
            </Typography>
            <IconButton aria-label={translate('app.calendar.next')} onClick={() => setMonth(shiftMonth(month, 1))}>
              <ChevronRightIcon />
            </IconButton>
            <Button size="small" onClick={() => setMonth(today.slice(0, 7))}>
              {translate('app.calendar.today')}
            </Button>
          </Stack>
          {!isPending && data.length === 0 && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {translate('app.calendar.empty_month')}
            </Typography>
          )}
          {phone ? <DayList days={days} byDay={byDay} /> : <MonthGrid days={days} byDay={byDay} today={today} />}
        </CardContent>
      </Card>
      {firstMonthShown && <CalendarFeedCard />}
    </Stack>
  );
};
