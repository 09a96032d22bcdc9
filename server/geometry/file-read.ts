import type { Polygon } from 'geojson';
import { fourCorners } from '../../domain/geo/corners.ts';
import type { LonLat } from '../../domain/geo/projection.ts';
import { SHAPE, type ReadFile } from './file-format.ts';
import { parseGeometryFile, type FileFeature } from './parse.ts';

/** The largest polygon's outer ring, with what was left out of the feature. */
function outerRing(geometry: NonNullable<FileFeature['geometry']>): { ring: LonLat[]; notes: string[] } {
  const notes: string[] = [];
  let polygon: Polygon['coordinates'] = geometry.type === 'Polygon' ? geometry.coordinates : [];
  if (geometry.type === 'MultiPolygon') {
    const size = (p: Polygon['coordinates']) => p[0]?.length ?? 0;
    polygon = [...geometry.coordinates].sort((a, b) => size(b) - size(a))[0] ?? [];
    if (geometry.coordinates.length > 1)
      notes.push(`Multipolígono com ${geometry.coordinates.length} partes: usada a de mais vértices`);
  }
  if (polygon.length > 1) notes.push('Furos do polígono ignorados (o lote guarda só o contorno)');
  return { ring: (polygon[0] ?? []).map((p) => [Number(p[0]), Number(p[1])] as LonLat), notes };
}

/** The features of `bytes` (parse.ts) read for an import matched by the attribute `matchBy`. */
export async function readGeometryFile(bytes: Buffer, matchBy: string): Promise<ReadFile> {
  const features = await parseGeometryFile(bytes);
  const n = features.length;
  const read: ReadFile = {
    attributes: [...new Set(features.flatMap((f) => Object.keys(f.properties)))].sort(),
    keys: [],
    shapes: new Uint8Array(n),
    otherTypes: {},
    corners: new Float64Array(n * 8).fill(NaN),
    vertices: new Uint32Array(n),
    dropped: new Uint32Array(n),
    notes: [],
  };
  features.forEach((feature, i) => {
    const raw = feature.properties[matchBy];
    read.keys.push(raw == null ? '' : String(raw).trim());
    read.notes.push(undefined);
    if (!feature.geometry) {
      read.shapes[i] = SHAPE.notPolygon;
      read.otherTypes[i] = feature.otherType ?? 'sem geometria';
      return;
    }
    const { ring, notes } = outerRing(feature.geometry);
    const reduced = fourCorners(ring);
    if (!reduced || ring.some((p) => !Number.isFinite(p[0]) || !Number.isFinite(p[1]))) {
      read.shapes[i] = SHAPE.tooFewVertices;
      return;
    }
    read.corners.set(reduced.corners.flat(), i * 8);
    read.vertices[i] = reduced.corners.length + reduced.dropped;
    read.dropped[i] = reduced.dropped;
    if (notes.length) read.notes[i] = notes;
  });
  return read;
}
