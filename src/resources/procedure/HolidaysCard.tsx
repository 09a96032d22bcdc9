import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/validation/dates';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Holiday } from '../../providers/data/procedure';
import { deadlinesKey, urgentDeadlinesKey } from './queries';

const holidaysKey = (projectId: number) => ['holidays', projectId] as const;

/** The project's municipal holidays, as the card asks for them. */
export const holidaysQuery = (dataProvider: AppDataProvider, projectId: number) =>
  queryOptions({ queryKey: holidaysKey(projectId), queryFn: () => dataProvider.getHolidays(projectId) });

/** The project's municipal holidays under Prazos: everyone reads them, project admins edit the list. */
export const HolidaysCard = ({ projectId, admin }: { projectId: number; admin: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data = [] } = useQuery(holidaysQuery(dataProvider, projectId));
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const save = useMutation({
    mutationFn: (list: Holiday[]) => dataProvider.saveHolidays(projectId, list),
    onSuccess: (list) => {
      queryClient.setQueryData(holidaysKey(projectId), list);
      void queryClient.invalidateQueries({ queryKey: deadlinesKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: urgentDeadlinesKey });
      notify('app.deadlines.holidays.saved', { type: 'success' });
      setDate('');
      setName('');
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader
        title={translate('app.deadlines.holidays.title')}
        subheader={translate('app.deadlines.holidays.help')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {data.length === 0 ? (
          <Typography color="text.secondary">{translate('app.deadlines.holidays.empty')}</Typography>
        ) : (
          <List dense aria-label={translate('app.deadlines.holidays.title')}>
            {data.map((h) => (
              <ListItem
                key={h.date}
                disableGutters
                secondaryAction={
                  admin && (
                    <IconButton
                      aria-label={translate('app.deadlines.holidays.remove', { name: h.name })}
                      onClick={() => save.mutate(data.filter((x) => x.date !== h.date))}
                    >
                      <DeleteIcon />
                    </IconButton>
                  )
                }
              >
                <ListItemText primary={`${formatDate(h.date)} · ${h.name}`} />
              </ListItem>
            ))}
          </List>
        )}
        {admin && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
            <TextField
              type="date"
              size="small"
              label={translate('app.deadlines.holidays.date')}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              label={translate('app.deadlines.holidays.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <Button
              variant="outlined"
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              disabled={!date || !name.trim() || save.isPending}
              onClick={() => save.mutate([...data, { date, name: name.trim() }])}
            >
              {translate('app.deadlines.holidays.add')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
