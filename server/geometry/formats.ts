import Drawing from 'dxf-writer';
import type { LotFeature } from '../../domain/geo/features.ts';
import { fromLonLat, type UtmZone } from '../../domain/geo/projection.ts';
import { GEOMETRY_LABELS } from './labels.ts';

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The exported attributes, in order, with their pt-BR names (KML ExtendedData, DXF text). */
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

/** The UTM zone a longitude/latitude falls in (for DXF when the project typed degrees). */
export function zoneOf(lon: number, lat: number): UtmZone {
  const number = Math.min(25, Math.max(18, Math.floor((lon + 180) / 6) + 1));
  return `${number}${lat < 0 ? 'S' : 'N'}` as UtmZone;
}

/**
 * DXF (AutoCAD R12-compatible, dxf-writer) in SIRGAS 2000 / UTM metres, as CAD users work: one
 * closed polyline per lot on layer LOTES, its label (quadra – lote, area) on layer ROTULOS.
 * The zone is the project's, else the one of the first lot. Drawn a chunk of lots at a time.
 */
export async function lotsDxf(
  chunks: AsyncIterable<LotFeature[]>,
  zone: UtmZone | null,
): Promise<{ dxf: string; zone: UtmZone | null }> {
  const drawing = new Drawing();
  drawing.setUnits('Meters');
  drawing.addLayer('LOTES', Drawing.ACI.GREEN, 'CONTINUOUS');
  drawing.addLayer('ROTULOS', Drawing.ACI.WHITE, 'CONTINUOUS');
  let used = zone;
  for await (const features of chunks)
    for (const feature of features) {
      if (!used) {
        const [lon, lat] = feature.geometry.coordinates[0][0];
        used = zoneOf(lon, lat);
      }
      const points = feature.geometry.coordinates[0].slice(0, -1).map(([lon, lat]) => fromLonLat([lon, lat], used));
      drawing.setActiveLayer('LOTES').drawPolyline(points, true);
      const x = points.reduce((s, p) => s + p[0], 0) / points.length;
      const y = points.reduce((s, p) => s + p[1], 0) / points.length;
      const p = feature.properties;
      const label = `${p.quadra ? `${p.quadra} - ` : ''}${p.lote} (${p.area_computed.toFixed(2)} m2)`;
      drawing.setActiveLayer('ROTULOS').drawText(x, y, 0.8, 0, label, 'center', 'middle');
    }
  return { dxf: drawing.toDxfString(), zone: used };
}
