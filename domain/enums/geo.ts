import { labelled, type ValueOf } from './choice.ts';

/**
 * The zone of a project whose lot points are SIRGAS 2000 / UTM (EPSG:31972–31985) easting and
 * northing in metres; none: longitude and latitude in decimal degrees (EPSG:4674). Brazil
 * spans zones 18 to 25, north of the equator 18N to 22N.
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
