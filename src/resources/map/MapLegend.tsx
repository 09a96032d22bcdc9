import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LOT_STATUSES } from '../../components/domain/model';
import { QUALITY_COLOURS, STATUS_COLOURS, type MapMode } from './mapStyle';

const Swatch = ({ colour, label }: { colour: string; label: string }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <Box sx={{ width: 18, height: 12, bgcolor: colour, opacity: 0.7, border: 1, borderColor: colour, flexShrink: 0 }} />
    <Typography variant="body2">{label}</Typography>
  </Stack>
);

/** What the colours mean, for the mode in use. */
export const MapLegend = ({ mode }: { mode: MapMode }) => {
  const translate = useTranslate();
  return (
    <Box component="aside" aria-label={translate('app.map.legend')}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {translate('app.map.legend')}
      </Typography>
      <Stack spacing={0.5}>
        {mode === 'status'
          ? LOT_STATUSES.map((s) => <Swatch key={s.id} colour={STATUS_COLOURS[s.id]} label={s.name} />)
          : (['ok', 'warning', 'error'] as const).map((q) => (
              <Swatch key={q} colour={QUALITY_COLOURS[q]} label={translate(`app.map.quality_${q}`)} />
            ))}
      </Stack>
    </Box>
  );
};
