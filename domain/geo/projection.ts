import proj4, { type Converter } from 'proj4';
import { labelled, type ValueOf } from '../enums/choice.ts';

/**
 * Coordinates of the lots: SIRGAS 2000 (EPSG:4674), X = longitude and Y = latitude in decimal
 * degrees, unless the project declares a UTM zone (SIRGAS 2000 / UTM, EPSG:31972–31985): then
 * X is the easting and Y the northing in metres, converted here with proj4.
 */
export const UTM_ZONES = labelled([
  ['18N', 'UTM 18N (SIRGAS 2000, EPSG:31972)'],
  ['19N', 'UTM 19N (SIRGAS 2000, EPSG:31973)'],
  ['20N', 'UTM 20N (SIRGAS 2000, EPSG:31974)'],
  ['21N', 'UTM 21N (SIRGAS 2000, EPSG:31975)'],
  ['22N', 'UTM 22N (SIRGAS 2000, EPSG:31976)'],
  ['18S', 'UTM 18S (SIRGAS 2000, EPSG:31978)'],
  ['19S', 'UTM 19S (SIRGAS 2000, EPSG:31979)'],
  ['20S', 'UTM 20S (SIRGAS 2000, EPSG:31980)'],
  ['21S', 'UTM 21S (SIRGAS 2000, EPSG:31981)'],
  ['22S', 'UTM 22S (SIRGAS 2000, EPSG:31982)'],
  ['23S', 'UTM 23S (SIRGAS 2000, EPSG:31983)'],
  ['24S', 'UTM 24S (SIRGAS 2000, EPSG:31984)'],
  ['25S', 'UTM 25S (SIRGAS 2000, EPSG:31985)'],
]);
export type UtmZone = ValueOf<typeof UTM_ZONES>;

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
