import { Alert, Box, CircularProgress, Link as MuiLink, List, ListItem, Stack, Typography, Chip } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { ProjectGeometryCheck } from '../../providers/data/geometry';
import { paths } from '../../components/paths';
import { qualityOf } from './mapStyle';

/**
 * "Qualidade geométrica": the project's findings, each linked to its lot (and the other lot of
 * an overlap); `onLocate` shows the lot on the map beside it.
 */
export const GeometryChecksList = ({
  checks,
  isPending,
  isError,
  onLocate,
}: {
  checks: ProjectGeometryCheck[] | undefined;
  isPending: boolean;
  isError: boolean;
  onLocate?: (lotId: number) => void;
}) => {
  const translate = useTranslate();
  const names = new Map((checks ?? []).map((c) => [c.lot_id, c.lot_name]));
  return (
    <Box component="section" aria-label={translate('app.geometry.title')}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('app.geometry.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.geometry.intro')}
      </Typography>
      {isPending && <CircularProgress size={20} aria-label={translate('app.geometry.loading')} />}
      {isError && <Alert severity="error">{translate('app.geometry.load_error')}</Alert>}
      {checks && !checks.length && (
        <Alert role="status" severity="success">
          {translate('app.geometry.none')}
        </Alert>
      )}
      {checks && checks.length > 0 && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('app.geometry.count', { count: checks.length })}
          </Typography>
          <List dense disablePadding>
            {checks.map((c, i) => (
              <ListItem
                key={`${c.lot_id}-${c.rule}-${c.other_lot_id ?? i}`}
                disableGutters
                sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 }}
              >
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <MuiLink component={Link} to={paths.show('lots', c.lot_id)} sx={{ fontWeight: 600 }}>
                    {c.block_name ? `${c.block_name} – ${c.lot_name}` : c.lot_name}
                  </MuiLink>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={qualityOf([c]) === 'error' ? 'error' : 'warning'}
                    label={translate(`app.geometry.rule.${c.rule}`)}
                  />
                  {onLocate && (
                    <MuiLink component="button" type="button" variant="body2" onClick={() => onLocate(c.lot_id)}>
                      {translate('app.geometry.on_map')}
                    </MuiLink>
                  )}
                </Stack>
                <Typography variant="body2">{c.message}</Typography>
                {c.other_lot_id && (
                  <MuiLink component={Link} to={paths.show('lots', c.other_lot_id)} variant="body2">
                    {translate('app.geometry.other_lot')}: {names.get(c.other_lot_id) ?? `#${c.other_lot_id}`}
                  </MuiLink>
                )}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
};
