import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import shp from 'shpjs';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon } from 'geojson';
import { HttpError } from '../errors.ts';
import { FORMAT_MESSAGE } from './file-format.ts';

/** A polygon read from a file, with its attributes and its place in the file (1-based). */
export interface FileFeature {
  index: number;
  properties: Record<string, unknown>;
  geometry: Polygon | MultiPolygon | null;
  /** The geometry type when it is not a polygon (a point or a line cannot be a lot). */
  otherType?: string;
}

const unreadable = (detail: string) => new HttpError(400, `${detail}. ${FORMAT_MESSAGE}`);

const isPolygon = (g: Geometry | null): g is Polygon | MultiPolygon =>
  g?.type === 'Polygon' || g?.type === 'MultiPolygon';

function featuresOf(collections: readonly FeatureCollection<Geometry | null>[]): FileFeature[] {
  const out: FileFeature[] = [];
  for (const collection of collections)
    for (const feature of collection.features ?? []) {
      const geometry = feature?.geometry ?? null;
      out.push({
        index: out.length + 1,
        properties: feature?.properties && typeof feature.properties === 'object' ? feature.properties : {},
        geometry: isPolygon(geometry) ? geometry : null,
        ...(isPolygon(geometry) ? {} : { otherType: geometry?.type ?? 'sem geometria' }),
      });
    }
  return out;
}

function geoJson(text: string): FileFeature[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw unreadable('O arquivo parece JSON, mas não pôde ser lido');
  }
  const value = parsed as { type?: string; features?: unknown };
  if (value?.type === 'FeatureCollection' && Array.isArray(value.features))
    return featuresOf([value as FeatureCollection<Geometry | null>]);
  if (value?.type === 'Feature') return featuresOf([{ type: 'FeatureCollection', features: [value as Feature] }]);
  throw unreadable('O JSON não é um GeoJSON (FeatureCollection ou Feature)');
}

function kmlFile(text: string): FileFeature[] {
  let doc;
  try {
    doc = new DOMParser({ onError: () => undefined }).parseFromString(text, 'text/xml');
  } catch {
    throw unreadable('O XML do arquivo está malformado');
  }
  if (doc?.documentElement?.localName !== 'kml') throw unreadable('O XML do arquivo não é um KML');
  return featuresOf([kml(doc)]);
}

/** What a zipped Shapefile may unpack to, at most: a núcleo's lots are a few megabytes. */
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 1000;
const EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CENTRAL = 0x02014b50;

/**
 * Checks a zip's directory before shpjs opens it: its unzipper (but-unzip) loops forever on a
 * file without an end-of-central-directory record, and would inflate whatever sizes the
 * entries claim. So: the record must be there (within the last 64 KiB, as the format says),
 * its directory inside the file, at most MAX_ZIP_ENTRIES entries and MAX_UNZIPPED_BYTES in all.
 */
export function checkZip(bytes: Buffer): void {
  const bad = () => unreadable('O .zip está corrompido ou incompleto');
  const end = bytes.lastIndexOf(EOCD, bytes.length - 22);
  if (end < 0 || end < bytes.length - 22 - 0xffff) throw bad();
  const entries = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  let at = bytes.readUInt32LE(end + 16);
  if (entries !== bytes.readUInt16LE(end + 8) || at + size > end) throw bad();
  if (entries > MAX_ZIP_ENTRIES) throw new HttpError(400, `O .zip tem mais de ${MAX_ZIP_ENTRIES} arquivos`);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) throw bad();
    total += bytes.readUInt32LE(at + 24);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (total > MAX_UNZIPPED_BYTES) throw new HttpError(413, 'O .zip descompactado passa de 200 MB');
}

async function shapefile(bytes: Buffer): Promise<FileFeature[]> {
  checkZip(bytes);
  let read: FeatureCollection | FeatureCollection[];
  try {
    read = (await shp(bytes)) as FeatureCollection | FeatureCollection[];
  } catch {
    throw unreadable('O .zip não contém um Shapefile legível (.shp, .shx, .dbf e, se houver, .prj)');
  }
  return featuresOf(Array.isArray(read) ? read : [read]);
}

/**
 * The features of an uploaded GIS file, told by its content (not its name): a zip is a
 * Shapefile (reprojected to longitude/latitude by shpjs from its .prj), `{` a GeoJSON, `<` a KML.
 */
export async function parseGeometryFile(bytes: Buffer): Promise<FileFeature[]> {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304) return shapefile(bytes);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const first = text.trimStart()[0];
  const features = first === '{' ? geoJson(text) : first === '<' ? kmlFile(text) : null;
  if (!features) throw new HttpError(400, FORMAT_MESSAGE);
  if (!features.length) throw new HttpError(400, 'O arquivo não contém nenhuma feição');
  return features;
}
