import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Feature, Polygon } from 'geojson';
import type { GeometryCheck, MapLotProperties, MapLots } from '../../providers/data/geometry';
import { inBrazil } from '../../../domain/geo/bounds.ts';
import { hoverHtml, lotStyle, type MapMode } from './mapStyle';
import { MAP_BACKGROUND, mapFrame } from './mapFrame';

/**
 * The bounds "Enquadrar" fits: the lots whose points are all in Brazil. A point typed with X and
 * Y swapped lies in the ocean and would shrink every other lot to a dot; it is listed in the
 * findings and shown when that lot is chosen.
 */
function placedBounds(layer: L.GeoJSON<MapLotProperties>): L.LatLngBounds {
  const bounds = L.latLngBounds([]);
  for (const path of layer.getLayers() as L.Polygon[]) {
    const ring = (path.feature?.geometry as Polygon | undefined)?.coordinates[0] ?? [];
    if (ring.every((p) => inBrazil(p))) bounds.extend(path.getBounds());
  }
  return bounds.isValid() ? bounds : layer.getBounds();
}

/** Labels appear from this zoom on (a block fills the screen), at most this many at once. */
const LABEL_ZOOM = 18;
const MAX_LABELS = 400;

export interface LotsMapProps {
  lots: MapLots;
  mode: MapMode;
  checks: Map<number, GeometryCheck[]>;
  /** The lot drawn in black and brought into view. */
  selected: number | null;
  onSelect?: (lotId: number) => void;
  /** Base tiles (MAP_TILES_URL); none: a plain background and no request leaves the app. */
  tiles: { url: string; attribution: string } | null;
  hoverLabels: { holder: string; declared: string; computed: string; none: string };
  height: number | string;
  /** Shown to screen readers for the map region. */
  label: string;
  /** Bumped by the page's "Enquadrar" button. */
  fitSignal?: number;
  /** Small map of the lot screen: no interaction beyond zoom. */
  compact?: boolean;
}

/**
 * The lots as Leaflet polygons on a canvas renderer (thousands of lots stay fluid), coloured
 * by status or by geometry check, with a hover card, labels when zoomed in, a metric scale bar
 * and fit-to-bounds. Loaded lazily: Leaflet is not in the first screen's JavaScript.
 */
export default function LotsMap(props: LotsMapProps) {
  const { lots, mode, checks, selected, onSelect, tiles, hoverLabels, height, label, fitSignal, compact } = props;
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.GeoJSON<MapLotProperties> | null>(null);
  const labels = useRef<L.LayerGroup | null>(null);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    const created = L.map(element.current!, {
      // A canvas keeps thousands of polygons fluid; SVG where the browser has no 2D canvas.
      renderer: typeof CanvasRenderingContext2D === 'undefined' ? L.svg() : L.canvas(),
      zoomSnap: 0.25,
      maxZoom: 22,
      attributionControl: Boolean(tiles),
      scrollWheelZoom: !compact,
    });
    if (tiles)
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxNativeZoom: 19, maxZoom: 22 }).addTo(created);
    L.control.scale({ metric: true, imperial: false }).addTo(created);
    labels.current = L.layerGroup().addTo(created);
    map.current = created;
    created.setView([-15.8, -47.9], 4);
    return () => {
      created.remove();
      map.current = null;
    };
  }, [tiles, compact]);

  // The polygons: redrawn when the data changes.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    layer.current?.remove();
    const drawn = L.geoJSON<MapLotProperties>(lots as GeoJSON.FeatureCollection<Polygon, MapLotProperties>, {
      onEachFeature: (feature: Feature<Polygon, MapLotProperties>, path) => {
        path.bindTooltip(hoverHtml(feature.properties, hoverLabels), { sticky: true, direction: 'top' });
        path.on('click', () => select.current?.(feature.properties.lot_id));
      },
    }).addTo(current);
    layer.current = drawn;
    const bounds = placedBounds(drawn);
    if (bounds.isValid()) current.fitBounds(bounds, { padding: [16, 16], maxZoom: 20 });
    return () => {
      // On unmount the map goes first and takes its layers with it.
      if (map.current) drawn.remove();
    };
  }, [lots, hoverLabels]);

  // Colours: restyled in place when the mode, the checks or the selection change.
  useEffect(() => {
    layer.current?.setStyle((feature) =>
      feature ? lotStyle(feature.properties as MapLotProperties, mode, checks, selected) : {},
    );
  }, [lots, mode, checks, selected]);

  // The selected lot comes into view.
  useEffect(() => {
    if (selected == null || !layer.current || !map.current) return;
    const found = layer.current.getLayers().find((l) => (l as L.Polygon).feature?.properties.lot_id === selected);
    if (found) map.current.fitBounds((found as L.Polygon).getBounds(), { maxZoom: 20, padding: [48, 48] });
  }, [selected, lots]);

  useEffect(() => {
    if (fitSignal === undefined || !layer.current || !map.current) return;
    const bounds = placedBounds(layer.current);
    if (bounds.isValid()) map.current.fitBounds(bounds, { padding: [16, 16], maxZoom: 20 });
  }, [fitSignal]);

  // Labels with quadra and lote for the lots in view, once zoomed in enough to read them.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const refresh = () => {
      const group = labels.current!;
      group.clearLayers();
      if (current.getZoom() < LABEL_ZOOM || !layer.current) return;
      const view = current.getBounds();
      let shown = 0;
      for (const path of layer.current.getLayers() as L.Polygon[]) {
        const centre = path.getBounds().getCenter();
        if (!view.contains(centre) || shown++ >= MAX_LABELS) continue;
        const lot = path.feature!.properties as MapLotProperties;
        // The lot's name (often "Q07-L12" already); its block under it once there is room.
        const escape = (t: string) => t.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);
        const text =
          current.getZoom() >= 20 && lot.quadra ? `${escape(lot.lote)}<br>${escape(lot.quadra)}` : escape(lot.lote);
        L.tooltip({ permanent: true, direction: 'center', className: 'lot-label', interactive: false })
          .setLatLng(centre)
          .setContent(text)
          .addTo(group);
      }
    };
    current.on('moveend zoomend', refresh);
    refresh();
    return () => {
      current.off('moveend zoomend', refresh);
    };
  }, [lots]);

  return (
    <Box
      ref={element}
      role="region"
      aria-label={label}
      data-testid="lots-map"
      sx={{
        ...mapFrame(height),
        // Leaflet's stylesheet, which arrives after the page's, paints its own grey over a single class.
        '&.leaflet-container': { bgcolor: MAP_BACKGROUND },
        '& .lot-label': {
          background: 'transparent',
          border: 0,
          boxShadow: 'none',
          fontSize: 11,
          fontWeight: 600,
          color: '#111',
          textShadow: '0 0 2px #fff, 0 0 2px #fff',
        },
        '& .lot-label::before': { display: 'none' },
      }}
    />
  );
}
