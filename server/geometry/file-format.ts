/**
 * What the geometry import reads from a file, as the API's thread sees it: the thread that reads
 * files (file-thread.ts, file-read.ts) loads the parsers, and the API's thread none of them.
 */

/** The formats the geometry import reads, said whenever a file is not one of them (parse.ts, file-thread.ts). */
export const FORMAT_MESSAGE =
  'Arquivo não reconhecido: envie um GeoJSON (.geojson/.json), um KML (.kml) ou um Shapefile compactado (.zip com .shp, .shx e .dbf)';

/** What a feature of the file can give a lot. */
export const SHAPE = { corners: 0, notPolygon: 1, tooFewVertices: 2 } as const;

/**
 * A GIS file read for an import, feature by feature in the file's order, in arrays of plain
 * values rather than an object per feature: it comes back from the file's thread (file-thread.ts),
 * and the API's thread takes a few arrays in a moment where it took 16–54 ms for 5,000 objects.
 */
export interface ReadFile {
  /** The attribute names found in the file, sorted (the screen offers them for match_by). */
  attributes: string[];
  /** Each feature's value of the chosen attribute, trimmed; '' when it has none. */
  keys: string[];
  /** Each feature's SHAPE. */
  shapes: Uint8Array<ArrayBuffer>;
  /** The geometry's type of each feature that is not a polygon, by its place in the arrays. */
  otherTypes: Record<number, string>;
  /** Each feature's four corners in longitude/latitude, P1–P4 (NaN where its shape gives none). */
  corners: Float64Array<ArrayBuffer>;
  /** Vertices in the file (without the closing one) and how many were left out to keep four corners. */
  vertices: Uint32Array<ArrayBuffer>;
  dropped: Uint32Array<ArrayBuffer>;
  /** What was left out of the feature besides vertices, said to the user: a multipolygon's parts, holes. */
  notes: (string[] | undefined)[];
}
