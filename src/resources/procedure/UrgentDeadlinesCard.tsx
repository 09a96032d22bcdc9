import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Stack,
} from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/validation/display-dates.ts';
import type { AppDataProvider } from '../../providers/dataProvider';
import { DeadlineState } from './DeadlineState';
import { procedurePaths, urgentDeadlinesKey } from './queries';
import { clockLines } from '../../../domain/procedure/clock-lines';

/** The user's urgent deadlines, as the dashboard's card asks for them. */
export const urgentDeadlinesQuery = (dataProvider: AppDataProvider) =>
  queryOptions({ queryKey: urgentDeadlinesKey, queryFn: () => dataProvider.getUrgentDeadlines(), retry: false });

/**
 * The dashboard's panel (issue 16 part 4): across the user's projects, the overdue clocks
 * first, then those ending within 7 days, each with its article and a link to the project's
 * Prazos. More than three clocks of one project, kind and state are one row that counts them
 * and says when the first ends (`clockLines`). Nothing shows when nothing is urgent.
 */
export const UrgentDeadlinesCard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [] } = useQuery(urgentDeadlinesQuery(dataProvider));
  if (data.length === 0) return null;
  return (
    <Card>
      <CardHeader
        title={translate('app.deadlines.card_title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button component={Link} to={procedurePaths.calendar} size="small" startIcon={<CalendarMonthIcon />}>
            {translate('app.calendar.open')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <List dense aria-label={translate('app.deadlines.card_title')}>
          {clockLines(data).map(({ key, first: d, count }) => (
            <ListItem key={key} disableGutters divider>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                    <DeadlineState state={d.state} />
                    <MuiLink component={Link} to={procedurePaths.deadlines(d.project_id)}>
                      {translate('app.deadlines.card_row', {
                        project: d.project_name,
                        kind: translate(`app.deadlines.kinds.${d.kind}`),
                      })}
                    </MuiLink>
                  </Stack>
                }
                secondary={
                  count === 1
                    ? `${d.subject} · ${translate('app.deadlines.card_due', { date: formatDate(d.due_on), article: d.article })}`
                    : translate('app.deadlines.card_many', {
                        count: count.toLocaleString('pt-BR'),
                        date: formatDate(d.due_on),
                        article: d.article,
                      })
                }
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
