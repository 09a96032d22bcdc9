import type { Feature, FeatureCollection, Polygon } from 'geojson';
import { lotShape, type LotCoordinates } from './polygon.ts';
import type { UtmZone } from './projection.ts';

/** What a lot's feature carries besides its polygon (issue 17: quadra, lote, inscrição, areas, status). */
export interface LotFeatureSource extends LotCoordinates {
  id: number;
  name: string;
  block_id: number | null;
  block_name: string | null;
  status: string | null;
  inscricao_imobiliaria?: string | null;
  area?: number | null;
  owner_name?: string | null;
}

export interface LotFeatureProperties {
  lot_id: number;
  /** The lot's identifier (e.g. "Q01-L12"). */
  lote: string;
  block_id: number | null;
  quadra: string | null;
  inscricao_imobiliaria: string | null;
  status: string | null;
  /** Declared area (m²), as typed on the lot. */
  area_declared: number | null;
  /** Area of the polygon (m², on the ellipsoid), rounded to the centimetre². */
  area_computed: number;
  perimeter_m: number;
  /** Only when asked for (the map's hover shows it; the exports leave personal data out). */
  holder?: string | null;
}

export type LotFeature = Feature<Polygon, LotFeatureProperties> & { id: number };
export type LotFeatureCollection = FeatureCollection<Polygon, LotFeatureProperties> & { features: LotFeature[] };

const round2 = (value: number) => Math.round(value * 100) / 100;
/** 1e-9 degree is a tenth of a millimetre: more digits only weigh on the map's payload. */
const fix = (position: number[]) => position.map((v) => Math.round(v * 1e9) / 1e9);

/**
 * The lots with all four points as GeoJSON (RFC 7946: longitude/latitude, counter-clockwise
 * exterior ring not enforced, SIRGAS 2000 ≈ WGS 84 at the centimetre). Lots missing a point are
 * left out: the geometry checks list them. `holder` adds the holder's name for the map.
 */
export function lotsFeatureCollection(
  lots: readonly LotFeatureSource[],
  zone: UtmZone | null | undefined,
  options: { holder?: boolean } = {},
): LotFeatureCollection {
  const features: LotFeature[] = [];
  for (const lot of lots) {
    const shape = lotShape(lot, zone);
    if (!shape) continue;
    features.push({
      type: 'Feature',
      id: lot.id,
      geometry: { type: 'Polygon', coordinates: shape.polygon.geometry.coordinates.map((ring) => ring.map(fix)) },
      properties: {
        lot_id: lot.id,
        lote: lot.name,
        block_id: lot.block_id,
        quadra: lot.block_name,
        inscricao_imobiliaria: lot.inscricao_imobiliaria ?? null,
        status: lot.status,
        area_declared: lot.area ?? null,
        area_computed: round2(shape.area_m2),
        perimeter_m: round2(shape.perimeter_m),
        ...(options.holder ? { holder: lot.owner_name ?? null } : {}),
      },
    });
  }
  return { type: 'FeatureCollection', features };
}
