import type { LotFeature } from '../../domain/geo/features.ts';
import { GEOMETRY_LABELS } from './labels.ts';

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The exported attributes, in order, with their pt-BR names (KML ExtendedData). */
const ATTRIBUTES = Object.keys(GEOMETRY_LABELS) as (keyof typeof GEOMETRY_LABELS)[];

/** One lot as a KML Placemark, its attributes as ExtendedData. */
function placemark(feature: LotFeature): string {
  const p = feature.properties;
  const data = ATTRIBUTES.map(
    (key) =>
      `<Data name="${key}"><displayName>${escapeXml(GEOMETRY_LABELS[key])}</displayName><value>${escapeXml(String(p[key] ?? ''))}</value></Data>`,
  ).join('');
  const ring = feature.geometry.coordinates[0].map(([lon, lat]) => `${lon},${lat}`).join(' ');
  const name = p.quadra ? `${p.quadra} – ${p.lote}` : p.lote;
  return `<Placemark id="lote-${p.lot_id}"><name>${escapeXml(name)}</name><ExtendedData>${data}</ExtendedData><Polygon><outerBoundaryIs><LinearRing><coordinates>${ring}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;
}

/**
 * KML 2.2 (OGC): one Placemark per lot, its attributes as ExtendedData. Google Earth and QGIS
 * open it. Written a chunk of lots at a time, as they are read.
 */
export async function* lotsKml(chunks: AsyncIterable<LotFeature[]>, title: string): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${escapeXml(title)}</name>`;
  let first = true;
  for await (const features of chunks) {
    if (!features.length) continue;
    yield (first ? '' : '\n') + features.map(placemark).join('\n');
    first = false;
  }
  yield '</Document></kml>\n';
}

/**
 * The map's FeatureCollection (RFC 7946), written a chunk of lots at a time as they are read:
 * the same JSON as the collection serialised whole, without holding the API's thread for all
 * of it (5,000 lots: ~250 ms in one piece on the embedded database).
 */
export async function* lotsGeoJson(chunks: AsyncIterable<LotFeature[]>): AsyncGenerator<string> {
  yield '{"type":"FeatureCollection","features":[';
  let first = true;
  for await (const features of chunks) {
    if (!features.length) continue;
    yield (first ? '' : ',') + features.map((feature) => JSON.stringify(feature)).join(',');
    first = false;
  }
  yield ']}';
}
