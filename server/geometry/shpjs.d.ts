/** shpjs 6 ships no types: a zipped Shapefile (bytes) to GeoJSON, one collection per layer. */
declare module 'shpjs' {
  import type { FeatureCollection } from 'geojson';
  type Named = FeatureCollection & { fileName?: string };
  export default function shp(input: ArrayBuffer | Uint8Array | string): Promise<Named | Named[]>;
}
