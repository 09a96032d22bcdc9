import type { MatrixRequest } from '../http/permission-matrix.requests.ts';
import type { Fixtures } from '../test/fixtures.ts';

/** A GeoJSON of one square lot named after lot A of the fixtures ("Lote A1"), sent with match_by=lote. */
function importForm(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----reurb-geometry-boundary';
  const ring = [
    [-46.6361, -23.5468],
    [-46.636, -23.5468],
    [-46.636, -23.5467],
    [-46.6361, -23.5467],
    [-46.6361, -23.5468],
  ];
  const geojson = JSON.stringify({
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { lote: 'Lote da matriz' }, geometry: { type: 'Polygon', coordinates: [ring] } },
    ],
  });
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="match_by"\r\n\r\nlote\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lotes.geojson"\r\nContent-Type: application/geo+json\r\n\r\n${geojson}\r\n` +
    `--${boundary}--\r\n`;
  return { payload: Buffer.from(body), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The map routes' rows of the permission matrix (server/http/permission-matrix.requests.ts
 * spreads them): reads for the project's members, the import (a dry run) for its admins.
 */
export const GEOMETRY_REQUESTS: Record<string, (f: Fixtures) => MatrixRequest> = {
  'GET /api/projects/:id/lots.geojson': (f) => ({
    url: `/api/projects/${f.projectA}/lots.geojson?block_id=${f.blockA}`,
  }),
  'GET /api/projects/:id/lots.kml': (f) => ({ url: `/api/projects/${f.projectA}/lots.kml` }),
  'GET /api/projects/:id/lots.dxf': (f) => ({ url: `/api/projects/${f.projectA}/lots.dxf` }),
  'GET /api/projects/:id/geometry-checks': (f) => ({ url: `/api/projects/${f.projectA}/geometry-checks` }),
  'GET /api/lots/:id/geometry': (f) => ({ url: `/api/lots/${f.lotA}/geometry` }),
  'POST /api/projects/:id/geometry-import': (f) => ({
    url: `/api/projects/${f.projectA}/geometry-import?dry_run=true`,
    ...importForm(),
  }),
};
