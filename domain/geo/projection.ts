import proj4, { type Converter } from 'proj4';
import type { UtmZone } from '../enums/geo.ts';

/**
 * Coordinates of the lots: SIRGAS 2000 (EPSG:4674), X = longitude and Y = latitude in decimal
 * degrees, unless the project declares a UTM zone (domain/enums/geo.ts): then X is the easting
 * and Y the northing in metres, converted here with proj4.
 */
export { UTM_ZONES, type UtmZone } from '../enums/geo.ts';

/** SIRGAS 2000 geographic: the GRS 80 ellipsoid, coincident with WGS 84 at the centimetre. */
const SIRGAS_2000 = '+proj=longlat +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs';

/** The proj4 definition of SIRGAS 2000 / UTM in a zone ("23S" → EPSG:31983's). */
export function utmDefinition(zone: UtmZone): string {
  const number = Number(zone.slice(0, -1));
  const south = zone.endsWith('S') ? ' +south' : '';
  return `+proj=utm +zone=${number}${south} +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs`;
}

const converters = new Map<UtmZone, Converter>();
const converter = (zone: UtmZone): Converter => {
  let found = converters.get(zone);
  if (!found) converters.set(zone, (found = proj4(utmDefinition(zone), SIRGAS_2000)));
  return found;
};

export type LonLat = [number, number];

/** A stored point (X, Y) as longitude/latitude in degrees: converted from UTM when the project has a zone. */
export function toLonLat(x: number, y: number, zone: UtmZone | null | undefined): LonLat {
  if (!zone) return [x, y];
  const [lon, lat] = converter(zone).forward([x, y]);
  return [lon, lat];
}

/** Longitude/latitude as the project stores points (UTM easting/northing when it has a zone). */
export function fromLonLat(lonLat: LonLat, zone: UtmZone | null | undefined): [number, number] {
  if (!zone) return [lonLat[0], lonLat[1]];
  const [x, y] = converter(zone).inverse([lonLat[0], lonLat[1]]);
  return [x, y];
}
