import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { BackButton } from '../../components/BackButton';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNumericId } from '../../components/useNumericId';
import { useWholeList } from '../../components/list/useWholeList';
import { useActor } from '../../components/permissions';
import { paths } from '../../components/paths';
import { projectPaths } from '../projects/projectPaths';
import { saveFile } from '../../pages/reports/saveFile';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { GeometryExport, MapLotProperties } from '../../providers/data/geometry';
import { GeometryChecksList } from './GeometryChecksList';
import { GeometryImportDialog } from './GeometryImportDialog';
import { MapLegend } from './MapLegend';
import { MapBoundary } from './MapBoundary';
import { checksByLot, lotLabel, type MapMode } from './mapStyle';
import { useHoverLabels } from './useHoverLabels';
import { LotsMap, MapPlaceholder } from './lotsMapView';
import { useProject } from '../../components/useProject';

const EXPORTS: GeometryExport[] = ['geojson', 'kml', 'dxf'];
/** The map's height: most of a laptop's screen, the whole of a big one's at most. */
const MAP_HEIGHT = 'min(70vh, 720px)';

/**
 * Mapa do núcleo (issue 17), for the project's members: its lots (or one block's) as polygons
 * coloured by status or by geometry check, search by lot, exports, the import for admins and
 * the "Qualidade geométrica" list beside it.
 */
export const MapPage = () => {
  const projectId = useNumericId();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const access = useActor();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useSearchParams();
  const blockId = Number(search.get('block_id')) || undefined;
  const selected = Number(search.get('lot')) || null;
  const [mode, setMode] = useState<MapMode>(search.get('mode') === 'quality' ? 'quality' : 'status');
  const [fit, setFit] = useState(0);
  const [importing, setImporting] = useState(false);
  const hoverLabels = useHoverLabels();
  const enabled = projectId !== undefined;
  const { data: project } = useProject(projectId);
  const { data: blocks } = useWholeList('blocks', { filter: { project_id: projectId }, perPage: 250, enabled });
  const lots = useQuery({
    queryKey: ['map', projectId, 'lots', blockId ?? null],
    queryFn: () => dataProvider.getMapLots(projectId!, { blockId }),
    enabled,
  });
  const checks = useQuery({
    queryKey: ['map', projectId, 'checks'],
    queryFn: () => dataProvider.getGeometryChecks(projectId!),
    enabled,
  });
  const tiles = useQuery({
    queryKey: ['map', 'tiles'],
    queryFn: () => dataProvider.getMapTiles(),
    staleTime: Infinity,
  });
  const byLot = useMemo(() => checksByLot(checks.data?.data ?? []), [checks.data]);
  // One block's page lists that block's findings, its lots without points included.
  const shownChecks = useMemo(
    () => (checks.data?.data ?? []).filter((c) => !blockId || c.block_id === blockId),
    [checks.data, blockId],
  );
  const options = useMemo(() => lots.data?.features.map((f) => f.properties) ?? [], [lots.data]);

  if (projectId === undefined) return null;
  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  const title = project ? translate('app.map.title', { project: project.name }) : translate('app.map.heading');
  const download = async (format: GeometryExport) => {
    try {
      const file = await dataProvider.downloadLots(projectId, format, blockId);
      saveFile(file.blob, file.fileName ?? `lotes.${format}`);
      notify(translate('app.map.exported', { name: file.fileName }), { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const selectedLot = options.find((o) => o.lot_id === selected) ?? null;

  return (
    <>
      <Title title={title} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2, alignItems: 'center' }}>
        <BackButton to={projectPaths.show(projectId)}>{translate('app.action.back')}</BackButton>
        {EXPORTS.map((format) => (
          <Button
            key={format}
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void download(format)}
          >
            {translate('app.map.export', { format: format.toUpperCase() })}
          </Button>
        ))}
        {access.isProjectAdmin(projectId) && (
          <Button size="small" variant="contained" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            {translate('app.geometryImport.open')}
          </Button>
        )}
      </Stack>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            useFlexGap
            sx={{ mb: 2, flexWrap: 'wrap', alignItems: { xs: 'stretch', md: 'center' } }}
          >
            <TextField
              select
              size="small"
              label={translate('app.map.block')}
              value={blockId ?? ''}
              onChange={(e) => setParam('block_id', e.target.value || null)}
              sx={{ width: { xs: '100%', md: 220 } }}
            >
              <MenuItem value="">{translate('app.map.all_blocks')}</MenuItem>
              {(blocks ?? []).map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
            <Autocomplete<MapLotProperties>
              size="small"
              options={options}
              value={selectedLot}
              getOptionLabel={lotLabel}
              isOptionEqualToValue={(a, b) => a.lot_id === b.lot_id}
              onChange={(_e, value) => setParam('lot', value ? String(value.lot_id) : null)}
              renderInput={(params) => <TextField {...params} label={translate('app.map.search')} />}
              sx={{ width: { xs: '100%', md: 280 } }}
            />
            <ToggleButtonGroup
              size="small"
              exclusive
              value={mode}
              onChange={(_e, value: MapMode | null) => value && setMode(value)}
              aria-label={translate('app.map.mode')}
            >
              <ToggleButton value="status">{translate('app.map.mode_status')}</ToggleButton>
              <ToggleButton value="quality">{translate('app.map.mode_quality')}</ToggleButton>
            </ToggleButtonGroup>
            <Button size="small" startIcon={<CenterFocusStrongIcon />} onClick={() => setFit((n) => n + 1)}>
              {translate('app.map.fit')}
            </Button>
            {selected && (
              <Button size="small" variant="outlined" component={Link} to={paths.show('lots', selected)}>
                {translate('app.map.open_lot')}
              </Button>
            )}
          </Stack>
          {lots.isError && <Alert severity="error">{translate('app.map.load_error')}</Alert>}
          {lots.data && !lots.data.features.length && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('app.map.empty')}
            </Alert>
          )}
          {!lots.isError && (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 1fr' }, gap: 2 }}>
              <Box>
                {lots.data ? (
                  <MapBoundary message={translate('app.map.draw_error')}>
                    <LotsMap
                      lots={lots.data}
                      mode={mode}
                      checks={byLot}
                      selected={selected}
                      onSelect={(lotId) => navigate(paths.show('lots', lotId))}
                      tiles={tiles.data ?? null}
                      hoverLabels={hoverLabels}
                      height={MAP_HEIGHT}
                      label={translate('app.map.region')}
                      fitSignal={fit}
                    />
                  </MapBoundary>
                ) : (
                  // The lots on their way: the map's frame holds its place (the list below stays put).
                  <MapPlaceholder height={MAP_HEIGHT} />
                )}
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                  {lots.data
                    ? translate('app.map.lots_drawn', { count: lots.data.features.length })
                    : translate('app.map.loading')}
                  {tiles.data === null ? ` · ${translate('app.map.no_tiles')}` : ''}
                </Typography>
              </Box>
              <MapLegend mode={mode} />
            </Box>
          )}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <GeometryChecksList
            checks={shownChecks}
            isPending={checks.isPending}
            isError={checks.isError}
            onLocate={(lotId) => setParam('lot', String(lotId))}
          />
        </CardContent>
      </Card>
      {importing && (
        <GeometryImportDialog
          projectId={projectId}
          open={importing}
          onClose={() => setImporting(false)}
          onApplied={() => {
            setMode('quality');
            void queryClient.invalidateQueries({ queryKey: ['map', projectId] });
          }}
        />
      )}
    </>
  );
};
