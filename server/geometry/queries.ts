import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { UtmZone } from '../../domain/geo/projection.ts';
import type { LotFeatureSource } from '../../domain/geo/features.ts';
import type { Conn } from '../lots/conn.ts';
import { blocks, lots, projects } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';

/** What the geometry routes read of a project: how its points are typed and its area tolerance. */
export interface GeometryProject {
  id: number;
  utm_zone: UtmZone | null;
  area_tolerance_pct: number | null;
}

export async function geometryProject(db: Conn, projectId: number): Promise<GeometryProject> {
  const [row] = await db
    .select({ id: projects.id, utm_zone: projects.utm_zone, area_tolerance_pct: projects.area_tolerance_pct })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!row) throw notFound();
  return { ...row, utm_zone: row.utm_zone as UtmZone | null };
}

/** A lot as the map, the exports and the checks read it (one query per project, no N+1). */
export type GeometryLotRow = LotFeatureSource & { area: number | null };

const lotColumns = {
  id: lots.id,
  name: lots.name,
  block_id: lots.block_id,
  block_name: blocks.name,
  status: lots.status,
  inscricao_imobiliaria: lots.inscricao_imobiliaria,
  area: lots.area,
  owner_name: lots.owner_name,
  coord_p1_x: lots.coord_p1_x,
  coord_p1_y: lots.coord_p1_y,
  coord_p2_x: lots.coord_p2_x,
  coord_p2_y: lots.coord_p2_y,
  coord_p3_x: lots.coord_p3_x,
  coord_p3_y: lots.coord_p3_y,
  coord_p4_x: lots.coord_p4_x,
  coord_p4_y: lots.coord_p4_y,
};

/** The project's lots (or one block's), sorted by block and name. A block of another project → 400. */
export async function geometryLots(db: Conn, projectId: number, blockId?: number): Promise<GeometryLotRow[]> {
  const where: SQL[] = [eq(lots.project_id, projectId)];
  if (blockId !== undefined) {
    const [block] = await db
      .select({ id: blocks.id })
      .from(blocks)
      .where(and(eq(blocks.id, blockId), eq(blocks.project_id, projectId)));
    // A block of another project does not exist here, as a project the user cannot see (docs/roles.md#roles).
    if (!block) throw notFound('Quadra não encontrada neste projeto');
    where.push(eq(lots.block_id, blockId));
  }
  return db
    .select(lotColumns)
    .from(lots)
    .leftJoin(blocks, eq(blocks.id, lots.block_id))
    .where(and(...where))
    .orderBy(asc(blocks.name), asc(lots.name), asc(lots.id));
}
