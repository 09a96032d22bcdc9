import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Link as MuiLink,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { keepForSameSubject } from '../../components/keepForSameSubject';
import { paths } from '../../components/paths';
import { Refreshing } from '../../components/Refreshing';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { LotGeometry, MapLots } from '../../providers/data/geometry';
import { fixPath } from '../lots/LotLegalPanel';
import type { LotRecord } from '../lots/lotRecord';
import { mapPath } from './mapPath';
import { MapBoundary } from './MapBoundary';
import { checksByLot } from './mapStyle';
import { useHoverLabels } from './useHoverLabels';
import { LotsMap, MapPlaceholder } from './lotsMapView';
import { TableScroll } from '../../components/list/TableScroll';

/** The small map of the lot among its block's lots. */
const NEIGHBOURS_MAP_HEIGHT = 260;

const number = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

type GeometryLot = Pick<LotRecord, 'id' | 'updated_at' | 'project_id' | 'block_id'>;

/**
 * The lot's polygon, sides and geometry findings, as the panel asks for them: again whenever the
 * lot changes, the last answer kept on screen, marked as refreshing, until the new one comes
 * (keepForSameSubject: this lot's, never another's).
 */
export const lotGeometryQuery = (dataProvider: AppDataProvider, lot: GeometryLot) => {
  const queryKey = ['lots', lot.id, 'geometry', lot.updated_at] as const;
  return queryOptions({
    queryKey,
    queryFn: () => dataProvider.getLotGeometry(lot.id),
    placeholderData: keepForSameSubject<LotGeometry>(queryKey, 3),
  });
};

/**
 * The lots of the lot's block for its small map, asked for once the lot has a polygon to show
 * among them; the same block's last answer stays drawn while the lot's change is asked for.
 */
export const lotNeighboursQuery = (dataProvider: AppDataProvider, lot: GeometryLot, hasPolygon: boolean) => {
  const queryKey = ['map', lot.project_id, 'lots', lot.block_id, lot.updated_at] as const;
  return queryOptions({
    queryKey,
    queryFn: () => dataProvider.getMapLots(lot.project_id, { blockId: lot.block_id }),
    enabled: hasPolygon,
    placeholderData: keepForSameSubject<MapLots>(queryKey, 4),
  });
};

/**
 * "Conformidade geométrica" of the lot screen (issue 17): the polygon's computed area and
 * perimeter, its sides with lengths and bearings, each geometry finding with a link to fix the
 * points, and a small map of the lot among its block's lots.
 */
export const LotGeometryPanel = ({ lot }: { lot: LotRecord }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const hoverLabels = useHoverLabels();
  const geometry = useQuery(lotGeometryQuery(dataProvider, lot));
  const neighbours = useQuery(lotNeighboursQuery(dataProvider, lot, Boolean(geometry.data?.sides)));
  const tiles = useQuery({
    queryKey: ['map', 'tiles'],
    queryFn: () => dataProvider.getMapTiles(),
    staleTime: Infinity,
  });
  const checks = useMemo(() => checksByLot(geometry.data?.checks ?? []), [geometry.data]);
  const title = translate('app.geometry.lot_title');
  const fix = fixPath(lot.id, { resource: 'lots', field: 'coord_p1_x', label: 'P1 – X', tab: 'info' }, lot.project_id);
  const data = geometry.data;
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardHeader
        title={title}
        subheader={translate('app.geometry.lot_intro')}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {geometry.isPending && <CircularProgress size={18} aria-label={translate('app.geometry.loading')} />}
        {geometry.isError && <Alert severity="error">{translate('app.geometry.load_error')}</Alert>}
        {data && (
          <Refreshing active={geometry.isPlaceholderData || neighbours.isPlaceholderData}>
            {/* minmax(0, 1fr): a bare 1fr track is at least as wide as its widest content, so the sides
              table pushed the column (and the map beside it) past the card on a phone instead of
              scrolling inside its TableScroll. */}
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                gap: 2,
              }}
            >
              <Box>
                {data.checks.length === 0 && data.sides && (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <CheckCircleIcon color="success" fontSize="small" />
                    <Typography variant="body2">{translate('app.geometry.none')}</Typography>
                  </Stack>
                )}
                {data.checks.length > 0 && (
                  <List dense disablePadding sx={{ mb: 1 }} aria-label={translate('app.geometry.title')}>
                    {data.checks.map((c, i) => (
                      <ListItem key={`${c.rule}-${c.other_lot_id ?? i}`} disableGutters sx={{ display: 'block' }}>
                        <Alert
                          role="note"
                          severity={c.rule === 'area_mismatch' || c.rule === 'far_from_block' ? 'warning' : 'error'}
                        >
                          <strong>{translate(`app.geometry.rule.${c.rule}`)}</strong>: {c.message}
                          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                            <MuiLink component={Link} to={fix}>
                              {translate('app.geometry.fix')}
                            </MuiLink>
                            {c.other_lot_id && (
                              <MuiLink component={Link} to={paths.show('lots', c.other_lot_id)}>
                                {translate('app.geometry.other_lot')}
                              </MuiLink>
                            )}
                          </Stack>
                        </Alert>
                      </ListItem>
                    ))}
                  </List>
                )}
                {!data.sides ? (
                  <Typography variant="body2">{translate('app.geometry.no_polygon')}</Typography>
                ) : (
                  <>
                    <Typography variant="body2">
                      {translate('app.geometry.area_computed', { area: number(data.area_computed ?? 0) })}
                      {data.area_declared != null &&
                        ` · ${translate('app.geometry.area_declared', { area: number(data.area_declared) })}`}
                      {` · ${translate('app.geometry.perimeter', { perimeter: number(data.perimeter_m ?? 0) })}`}
                    </Typography>
                    <TableScroll label={translate('app.geometry.sides')}>
                      <Table
                        size="small"
                        aria-label={translate('app.geometry.sides')}
                        // Narrow cells and 13 px text on a phone: the four columns fit at 390 px instead of
                        // the bearing hiding past the edge; the scroll stays for narrower screens.
                        sx={{
                          mt: 1,
                          '& td': { whiteSpace: 'nowrap' },
                          '& th, & td': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
                          '& th:first-of-type, & td:first-of-type': { pl: { xs: 0 } },
                          '& th:last-of-type, & td:last-of-type': { pr: { xs: 0 } },
                        }}
                      >
                        <TableHead>
                          <TableRow>
                            <TableCell>{translate('app.geometry.side')}</TableCell>
                            <TableCell align="right">{translate('app.geometry.length')}</TableCell>
                            <TableCell>{translate('app.geometry.azimuth')}</TableCell>
                            <TableCell>{translate('app.geometry.bearing')}</TableCell>
                          </TableRow>
                        </TableHead>
                        <TableBody>
                          {data.sides.map((s) => (
                            <TableRow key={s.from}>
                              <TableCell>
                                {s.from}–{s.to}
                              </TableCell>
                              <TableCell align="right">{number(s.length_m)}</TableCell>
                              <TableCell>{s.azimuth_dms}</TableCell>
                              <TableCell>{s.bearing}</TableCell>
                            </TableRow>
                          ))}
                        </TableBody>
                      </Table>
                    </TableScroll>
                  </>
                )}
              </Box>
              {data.sides && (neighbours.isPending || Boolean(neighbours.data?.features.length)) && (
                <Box>
                  {neighbours.data ? (
                    <MapBoundary message={translate('app.map.draw_error')}>
                      <LotsMap
                        lots={neighbours.data}
                        mode="quality"
                        checks={checks}
                        selected={lot.id}
                        tiles={tiles.data ?? null}
                        hoverLabels={hoverLabels}
                        height={NEIGHBOURS_MAP_HEIGHT}
                        label={translate('app.map.region')}
                        compact
                      />
                    </MapBoundary>
                  ) : (
                    // The block's lots on their way: the map's frame holds its place.
                    <MapPlaceholder height={NEIGHBOURS_MAP_HEIGHT} />
                  )}
                  <MuiLink
                    component={Link}
                    to={mapPath(lot.project_id, { blockId: lot.block_id, lotId: lot.id })}
                    variant="body2"
                  >
                    {translate('app.geometry.on_map')}
                  </MuiLink>
                </Box>
              )}
            </Box>
          </Refreshing>
        )}
      </CardContent>
    </Card>
  );
};
