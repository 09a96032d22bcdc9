import { checkingGeometry, type GeometryIssue } from '../../domain/geo/checks.ts';
import { lotsFeatureCollection, type LotFeature } from '../../domain/geo/features.ts';
import { lotShape, lotSides } from '../../domain/geo/polygon.ts';
import type { UtmZone } from '../../domain/geo/projection.ts';
import type { Conn } from '../lots/conn.ts';
import { inSlices } from '../loop/turns.ts';
import { GEOMETRY_CHUNK, geometryLotChunks, geometryLots, geometryProject, lotNeighbourhood } from './queries.ts';

/**
 * GET /projects/{id}/geometry-checks (access checked by the caller): every issue, lot by lot.
 * The lots are read a chunk at a time and checked in slices, so a núcleo of 5,000 lots never
 * holds the API's thread for more than a few milliseconds at a time on the embedded database.
 */
export async function projectGeometryChecks(
  db: Conn,
  projectId: number,
): Promise<{ data: (GeometryIssue & { lot_name: string; block_id: number | null; block_name: string | null })[] }> {
  const project = await geometryProject(db, projectId);
  const lots = await geometryLots(db, projectId);
  const { issues } = await inSlices(
    checkingGeometry(lots, { zone: project.utm_zone, areaTolerancePct: project.area_tolerance_pct }),
  );
  const byId = new Map(lots.map((l) => [l.id, l]));
  const order = new Map(lots.map((l, i) => [l.id, i]));
  const data = issues
    .map((issue) => ({
      ...issue,
      lot_name: byId.get(issue.lot_id)!.name,
      block_id: byId.get(issue.lot_id)!.block_id,
      block_name: byId.get(issue.lot_id)!.block_name,
    }))
    .sort((a, b) => order.get(a.lot_id)! - order.get(b.lot_id)!);
  return { data };
}

/**
 * The project's (or a block's) lots as GeoJSON features, a chunk of lots at a time (the map,
 * KML and DXF): `holder` for the map, not for the exports. The block is checked before this
 * resolves, so a 404 comes before the first byte.
 */
export async function projectFeatureChunks(
  db: Conn,
  projectId: number,
  blockId?: number,
  holder = false,
  size = GEOMETRY_CHUNK,
): Promise<{ zone: UtmZone | null; chunks: AsyncIterable<LotFeature[]> }> {
  const project = await geometryProject(db, projectId);
  const rows = await geometryLotChunks(db, projectId, blockId, size);
  return {
    zone: project.utm_zone,
    chunks: {
      async *[Symbol.asyncIterator]() {
        for await (const chunk of rows) yield lotsFeatureCollection(chunk, project.utm_zone, { holder }).features;
      },
    },
  };
}

/** GET /lots/{id}/geometry (access checked by the caller): measures, sides and findings of one lot. */
export async function lotGeometry(db: Conn, projectId: number, lotId: number) {
  const project = await geometryProject(db, projectId);
  const { lot, near } = await lotNeighbourhood(db, project, lotId);
  const shape = lotShape(lot, project.utm_zone);
  // A quadra of thousands of lots is read whole (the distance to its centre): checked in slices.
  const { issues } = await inSlices(
    checkingGeometry(near, { zone: project.utm_zone, areaTolerancePct: project.area_tolerance_pct }),
  );
  return {
    lot_id: lotId,
    project_id: projectId,
    utm_zone: project.utm_zone,
    area_declared: lot.area,
    area_computed: shape ? Math.round(shape.area_m2 * 100) / 100 : null,
    perimeter_m: shape ? Math.round(shape.perimeter_m * 100) / 100 : null,
    sides: shape ? lotSides(lot, project.utm_zone) : null,
    checks: issues.filter((issue) => issue.lot_id === lot.id),
  };
}
