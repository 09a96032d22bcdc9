import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider, LotAssignment, LotsOfDay } from '../../providers/dataProvider';
import { paths } from '../../components/paths';
import { dayLabel } from '../dashboard/activity';
import type { ProgressRow } from './progressRows';
import { TableScroll } from '../../components/list/TableScroll';

const PARTS: LotAssignment[] = ['social', 'benfeitorias'];

type Lot = LotsOfDay['data'][number];

const LotRow = ({ lot }: { lot: Lot }) => {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell>{lot.lot_name}</TableCell>
      <TableCell>{lot.block_name}</TableCell>
      <TableCell>{lot.owner_name ?? '—'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{lot.cpf ? formatCpf(lot.cpf) : '—'}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5}>
          {PARTS.filter((p) => lot.user_assignments.includes(p)).map((p) => (
            <Chip
              key={p}
              size="small"
              color={p === 'social' ? 'primary' : 'secondary'}
              label={translate(`app.progress.lots.${p}`)}
            />
          ))}
        </Stack>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Button size="small" component={Link} to={paths.show('lots', lot.lot_id)}>
          {translate('app.progress.lots.open')}
        </Button>
        <Button size="small" component={Link} to={`${paths.show('lots', lot.lot_id)}/history`}>
          {translate('app.progress.lots.history')}
        </Button>
      </TableCell>
    </TableRow>
  );
};

const COLUMNS = ['lot', 'block', 'owner', 'cpf', 'parts', 'actions'] as const;

/**
 * 'Ver Lotes' (docs/screens.md#screens): the lots a user completed on a day, in a large modal with the day,
 * the user, the total and a table with the parts as badges and links to the lot and its
 * history. A failed load is notified (docs/errors.md#errors) and the modal shows nothing more.
 */
export const LotsOfDayDialog = ({
  projectId,
  row,
  onClose,
}: {
  projectId: number;
  row: ProgressRow | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const lots = useQuery({
    queryKey: ['progress', projectId, 'lots', row?.date, row?.user_id, row?.user_name],
    queryFn: () =>
      dataProvider.getCompletedByUserAndDate(projectId, {
        date: row!.date,
        user_id: row!.user_id,
        user_name: row!.user_name,
      }),
    enabled: row !== null,
    retry: false,
  });
  useEffect(() => {
    if (lots.isError) notify('app.progress.lots.load_error', { type: 'error' });
  }, [lots.isError, notify]);
  const date = row ? dayLabel(row.date) : '';
  const user = row?.user_name ?? '';
  const data = lots.data?.data ?? [];
  return (
    <Dialog open={row !== null} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="lots-of-day-title">
      <DialogTitle id="lots-of-day-title">
        {user && date
          ? translate('app.progress.lots.title', { user, date })
          : translate('app.progress.lots.title_generic')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
          {(['date', 'user', 'total'] as const).map((key) => (
            <Box key={key}>
              <Typography variant="caption" color="text.secondary">
                {translate(`app.progress.lots.${key}`)}
              </Typography>
              <Typography>
                {
                  {
                    date,
                    user: user || translate('app.progress.unknown_user'),
                    total: lots.isSuccess ? data.length : '…',
                  }[key]
                }
              </Typography>
            </Box>
          ))}
        </Stack>
        {lots.isPending && row !== null && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {lots.isSuccess && data.length === 0 && (
          <Typography color="text.secondary">
            {translate('app.progress.lots.empty', { user: user || translate('app.progress.unknown_user'), date })}
          </Typography>
        )}
        {data.length > 0 && (
          <TableScroll label={translate('app.progress.lots.title', { user, date })}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c} align={c === 'actions' ? 'right' : undefined}>
                      {translate(`app.progress.lots.col.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((lot) => (
                  <LotRow key={lot.lot_id} lot={lot} />
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.progress.lots.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
