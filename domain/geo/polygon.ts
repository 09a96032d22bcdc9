import { kinks, polygon } from '@turf/turf';
import proj4 from 'proj4';
import type { Feature, Polygon } from 'geojson';
import { toLonLat, type LonLat, type UtmZone } from './projection.ts';

/** The lot's four boundary points as stored (docs/entities.md#entities: coord_p1_x … coord_p4_y). */
export const CORNERS = ['p1', 'p2', 'p3', 'p4'] as const;
export type Corner = (typeof CORNERS)[number];
export const COORDINATE_KEYS = CORNERS.flatMap((p) => [`coord_${p}_x`, `coord_${p}_y`] as const);
export type CoordinateKey = (typeof COORDINATE_KEYS)[number];
export type LotCoordinates = { [K in CoordinateKey]?: number | null };

/** "P1" for p1: how people and the lot form name the points. */
export const cornerLabel = (corner: Corner): string => corner.toUpperCase();

/** The stored points that are missing, as the form labels them ("P2 – X"). */
export function missingCoordinates(lot: LotCoordinates): string[] {
  return COORDINATE_KEYS.filter((k) => typeof lot[k] !== 'number' || !Number.isFinite(lot[k])).map((k) => {
    const [, p, axis] = k.split('_');
    return `${p.toUpperCase()} – ${axis.toUpperCase()}`;
  });
}

/** The four points in longitude/latitude (degrees), or null when any coordinate is missing. */
export function lotCorners(lot: LotCoordinates, zone?: UtmZone | null): LonLat[] | null {
  if (missingCoordinates(lot).length) return null;
  return CORNERS.map((p) => toLonLat(lot[`coord_${p}_x`]!, lot[`coord_${p}_y`]!, zone));
}

/** A closed GeoJSON polygon through the corners in their order (P1 → P2 → P3 → P4 → P1). */
export function ringPolygon(corners: readonly LonLat[]): Feature<Polygon> {
  return polygon([[...corners.map((c) => [c[0], c[1]]), [corners[0][0], corners[0][1]]]]);
}

/** Longitude and latitude on GRS 80, the planes' source: read once (proj4 parses a definition string each time it is given one). */
const GRS80_LONLAT = new proj4.Proj('+proj=longlat +ellps=GRS80 +no_defs');
/** A definition as proj4's parser makes it (its typings ask for the methods the constructor then adds). */
type ParsedDefinition = ConstructorParameters<typeof proj4.Proj>[0];
/** Degrees to radians: the double proj4's constant (0.01745329251994329577) reads as. */
const D2R = Math.PI / 180;

/**
 * The corners on a plane tangent to the lot: a transverse Mercator on GRS 80 centred on the
 * lot with scale 1 (proj4), where lengths, azimuths and areas of a parcel a few hundred metres
 * wide are the ellipsoid's to well under a millimetre per 100 m (a sphere, as Turf measures,
 * is off by up to 0.5% in Brazil's latitudes, 8 cm on a 20 m side).
 * The plane is given to proj4 as the definition its parser makes of
 * `+proj=tmerc +lat_0=… +lon_0=… +k=1 +x_0=0 +y_0=0 +ellps=GRS80 +units=m +no_defs` (no_defs
 * aside, which no computation reads), not as that string: parsing both strings for every lot was
 * ~100 ms of the legal gate's ~750 ms of CPU over 10,000 lots (issue #19). The same points to the
 * last bit (geo.test.ts).
 */
export function localPlane(corners: readonly LonLat[]): [number, number][] {
  const lon = corners.reduce((s, c) => s + c[0], 0) / corners.length;
  const lat = corners.reduce((s, c) => s + c[1], 0) / corners.length;
  const tangent = new proj4.Proj({
    projName: 'tmerc',
    lat0: lat * D2R,
    long0: lon * D2R,
    k0: 1,
    x0: 0,
    y0: 0,
    ellps: 'GRS80',
    units: 'm',
  } as unknown as ParsedDefinition);
  const plane = proj4(GRS80_LONLAT, tangent);
  return corners.map((c) => plane.forward([c[0], c[1]]) as [number, number]);
}

/** Area in m² of a ring on the lot's tangent plane (shoelace; absolute, whatever the turning). */
export function planeArea(points: readonly [number, number][]): number {
  let twice = 0;
  points.forEach(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length];
    twice += x1 * y2 - x2 * y1;
  });
  return Math.abs(twice) / 2;
}

/** The polygon crosses itself ("gravata"): the points are out of order around the lot. */
export const selfIntersects = (shape: Feature<Polygon>): boolean => kinks(shape).features.length > 0;

/** One side of the lot, for the título's boundary description (memorial descritivo). */
export interface LotSide {
  /** "P1" */
  from: string;
  /** "P2" */
  to: string;
  /** Geodesic length in metres. */
  length_m: number;
  /** True azimuth from north, clockwise, 0 ≤ az < 360 degrees. */
  azimuth_deg: number;
  /** The azimuth as degrees, minutes and seconds: 45°30'12". */
  azimuth_dms: string;
  /** The quadrant bearing (rumo) surveyors write: N 45°30'12" E. */
  bearing: string;
}

/** Degrees as 45°30'12" (seconds rounded; 60" carried). */
export function formatDms(degrees: number): string {
  let total = Math.round(Math.abs(degrees) * 3600);
  const d = Math.floor(total / 3600);
  total -= d * 3600;
  const m = Math.floor(total / 60);
  const s = total - m * 60;
  return `${d}°${String(m).padStart(2, '0')}'${String(s).padStart(2, '0')}"`;
}

/** The rumo of an azimuth: N/S, the angle from the meridian, E/W (N 0°00'00" for due north). */
export function quadrantBearing(azimuth: number): string {
  const az = ((azimuth % 360) + 360) % 360;
  if (az <= 90) return `N ${formatDms(az)} E`;
  if (az <= 180) return `S ${formatDms(180 - az)} E`;
  if (az <= 270) return `S ${formatDms(az - 180)} W`;
  return `N ${formatDms(360 - az)} W`;
}

/**
 * The sides P1→P2, P2→P3, P3→P4 and P4→P1 with their lengths, azimuths and bearings, or null
 * when a coordinate is missing. Used by the lot screen and the título's boundary description.
 */
export function lotSides(lot: LotCoordinates, zone?: UtmZone | null): LotSide[] | null {
  const corners = lotCorners(lot, zone);
  return corners && sidesOf(localPlane(corners));
}

function sidesOf(plane: readonly [number, number][]): LotSide[] {
  return plane.map(([x1, y1], i) => {
    const [x2, y2] = plane[(i + 1) % plane.length];
    const az = ((Math.atan2(x2 - x1, y2 - y1) * 180) / Math.PI + 360) % 360;
    return {
      from: cornerLabel(CORNERS[i]),
      to: cornerLabel(CORNERS[(i + 1) % CORNERS.length]),
      length_m: Math.hypot(x2 - x1, y2 - y1),
      azimuth_deg: az,
      azimuth_dms: formatDms(az),
      bearing: quadrantBearing(az),
    };
  });
}

/** The sum of the sides' lengths on the lot's plane: the same sum, in the same order, as its sides'. */
function planePerimeter(plane: readonly [number, number][]): number {
  return plane.reduce((sum, [x1, y1], i) => {
    const [x2, y2] = plane[(i + 1) % plane.length];
    return sum + Math.hypot(x2 - x1, y2 - y1);
  }, 0);
}

/**
 * What the map, the exports and the checks need of one lot's shape. Its sides (azimuths and
 * bearings written out) are `lotSides`: the map's 5,000 lots spent a third of their shapes'
 * time writing bearings no one read (issue #19).
 */
export interface LotShape {
  corners: LonLat[];
  polygon: Feature<Polygon>;
  area_m2: number;
  perimeter_m: number;
}

/** The lot's shape, or null when a coordinate is missing. */
export function lotShape(lot: LotCoordinates, zone?: UtmZone | null): LotShape | null {
  const corners = lotCorners(lot, zone);
  if (!corners) return null;
  const plane = localPlane(corners);
  return { corners, polygon: ringPolygon(corners), area_m2: planeArea(plane), perimeter_m: planePerimeter(plane) };
}
