import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../../domain/validation/dates';
import type { HistoryChange, HistoryLine } from '../../../providers/data/history';

/** 'CPF: (vazio) → 529.982.247-25' */
const ChangeLine = ({ change }: { change: HistoryChange }) => {
  const translate = useTranslate();
  const value = (v: string | null) => v ?? translate('app.history.empty_value');
  return (
    <Typography component="li" variant="body2">
      <Box component="span" sx={{ fontWeight: 500 }}>
        {change.label}:
      </Box>{' '}
      {translate('app.history.from_to', { from: value(change.from), to: value(change.to) })}
    </Typography>
  );
};

/**
 * One line of the timeline: a dot on the rail, date DD/MM/YYYY HH:MM, who did what to which
 * record ('Paula Reis alterou Filho(a) Joana Lima'), then each field de → para.
 */
export const HistoryEntry = ({ line }: { line: HistoryLine }) => {
  const translate = useTranslate();
  const who = line.user_name ?? translate('app.history.someone');
  // A status change reads 'Paula Reis mudou a situação do lote', its de → para below: naming the
  // record again ('… de Situação') said the same thing twice.
  const what =
    line.action === 'status'
      ? ''
      : [
          translate(`app.history.entity.${line.entity}`),
          line.entity === 'lot' || line.entity === 'status' ? null : line.entity_label,
        ]
          .filter(Boolean)
          .join(' ');
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, listStyle: 'none' }} aria-label={formatDateTime(line.at)}>
      <Stack sx={{ alignItems: 'center', pt: 0.75 }}>
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }} />
        <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', mt: 0.5 }} />
      </Stack>
      <Box sx={{ pb: 2, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(line.at)}
        </Typography>
        <Typography variant="body1">
          <Box component="span" sx={{ fontWeight: 600 }}>
            {who}
          </Box>{' '}
          {translate(`app.history.action.${line.action}`)} {what}
        </Typography>
        {line.changes.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2 }}>
            {line.changes.map((change) => (
              <ChangeLine key={change.field} change={change} />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
};
