import { checkGeometry, type GeometryIssue } from '../../domain/geo/checks.ts';
import { lotsFeatureCollection } from '../../domain/geo/features.ts';
import { lotCorners, lotShape } from '../../domain/geo/polygon.ts';
import type { LonLat } from '../../domain/geo/projection.ts';
import { notFound } from '../errors.ts';
import type { Conn } from '../lots/conn.ts';
import { geometryLots, geometryProject, type GeometryLotRow, type GeometryProject } from './queries.ts';

/** GET /projects/{id}/geometry-checks (access checked by the caller): every issue, lot by lot. */
export async function projectGeometryChecks(
  db: Conn,
  projectId: number,
): Promise<{ data: (GeometryIssue & { lot_name: string; block_id: number | null; block_name: string | null })[] }> {
  const project = await geometryProject(db, projectId);
  const lots = await geometryLots(db, projectId);
  const { issues } = checkGeometry(lots, { zone: project.utm_zone, areaTolerancePct: project.area_tolerance_pct });
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

type Box = [number, number, number, number];
const boxOf = (corners: LonLat[] | null): Box | null =>
  corners && [
    Math.min(...corners.map((c) => c[0])),
    Math.min(...corners.map((c) => c[1])),
    Math.max(...corners.map((c) => c[0])),
    Math.max(...corners.map((c) => c[1])),
  ];
const meets = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/**
 * One lot's findings: the checks over the lots that can change them (its block, for the
 * distance to it, and every lot whose box meets its box, for overlaps), not the whole project.
 */
function lotFindings(lots: readonly GeometryLotRow[], lot: GeometryLotRow, project: GeometryProject) {
  const box = boxOf(lotCorners(lot, project.utm_zone));
  const near = lots.filter((other) => {
    if (other.id === lot.id || (other.block_id !== null && other.block_id === lot.block_id)) return true;
    const otherBox = box && boxOf(lotCorners(other, project.utm_zone));
    return Boolean(box && otherBox && meets(box, otherBox));
  });
  const { issues } = checkGeometry(near, { zone: project.utm_zone, areaTolerancePct: project.area_tolerance_pct });
  return issues.filter((issue) => issue.lot_id === lot.id);
}

/** The project's (or a block's) lots as GeoJSON; `holder` for the map, not for the exports. */
export async function projectFeatures(db: Conn, projectId: number, blockId?: number, holder = false) {
  const project = await geometryProject(db, projectId);
  const lots = await geometryLots(db, projectId, blockId);
  return lotsFeatureCollection(lots, project.utm_zone, { holder });
}

/** GET /lots/{id}/geometry (access checked by the caller): measures, sides and findings of one lot. */
export async function lotGeometry(db: Conn, projectId: number, lotId: number) {
  const project = await geometryProject(db, projectId);
  const lots = await geometryLots(db, projectId);
  const lot = lots.find((l) => l.id === lotId);
  if (!lot) throw notFound();
  const shape = lotShape(lot, project.utm_zone);
  return {
    lot_id: lotId,
    project_id: projectId,
    utm_zone: project.utm_zone,
    area_declared: lot.area,
    area_computed: shape ? Math.round(shape.area_m2 * 100) / 100 : null,
    perimeter_m: shape ? Math.round(shape.perimeter_m * 100) / 100 : null,
    sides: shape?.sides ?? null,
    checks: lotFindings(lots, lot, project),
  };
}
