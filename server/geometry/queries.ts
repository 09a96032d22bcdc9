import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { UtmZone } from '../../domain/geo/projection.ts';
import type { LotFeatureSource } from '../../domain/geo/features.ts';
import type { Conn } from '../lots/conn.ts';
import { blocks, lots, projects } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { nextTurn } from '../loop/turns.ts';
import { intArray } from '../db/arrays.ts';
import { asLongWork } from '../db/pglite-turns.ts';

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

/**
 * Lots per read of the map's routes. On the embedded database, which runs on the API's thread,
 * 5,000 lots in one read held it 95–155 ms (2026-12-05, a slow-kernel machine): ~32 µs a row.
 * A read of 125 lots by id takes ~8 ms, the turn before it included (250: ~11 ms), and other
 * requests take their turn between reads, as between the checks' slices (server/loop/turns.ts).
 */
export const GEOMETRY_CHUNK = 125;

/** The block of this project, or a 404 (a block of another project does not exist here). */
async function checkBlock(db: Conn, projectId: number, blockId: number): Promise<void> {
  const [block] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(and(eq(blocks.id, blockId), eq(blocks.project_id, projectId)));
  // A block of another project does not exist here, as a project the user cannot see (docs/roles.md#roles).
  if (!block) throw notFound('Quadra não encontrada neste projeto');
}

/**
 * The project's lots (or one block's), sorted by block and name, a chunk at a time. The block
 * is checked and the lots' order read (their ids, one array: 11–14 ms at 5,000 lots) before
 * this resolves, so a 404 comes before a streamed answer's first byte; then each chunk is read
 * by its ids, after a turn of the event loop. A chunk read after the last one's key instead
 * (block name, lot name) sorted the whole project again each time: ~15 ms a chunk before its
 * rows. A lot deleted meanwhile is left out.
 */
export async function geometryLotChunks(
  db: Conn,
  projectId: number,
  blockId?: number,
  size = GEOMETRY_CHUNK,
): Promise<AsyncIterable<GeometryLotRow[]>> {
  if (blockId !== undefined) await checkBlock(db, projectId, blockId);
  const where = and(eq(lots.project_id, projectId), blockId === undefined ? undefined : eq(lots.block_id, blockId));
  const [{ ids }] = await db
    .select({
      ids: sql<number[]>`coalesce(array_agg(${lots.id} order by ${blocks.name}, ${lots.name}, ${lots.id}), '{}')`,
    })
    .from(lots)
    .innerJoin(blocks, eq(blocks.id, lots.block_id))
    .where(where);
  return {
    async *[Symbol.asyncIterator]() {
      for (let start = 0; start < ids.length; start += size) {
        if (start) await nextTurn();
        const chunk = ids.slice(start, start + size);
        const rows = await asLongWork(() =>
          db
            .select(lotColumns)
            .from(lots)
            .innerJoin(blocks, eq(blocks.id, lots.block_id))
            .where(and(where, sql`${lots.id} = any(${intArray(chunk)})`)),
        );
        const byId = new Map(rows.map((row) => [row.id, row]));
        const ordered = chunk.map((id) => byId.get(id)).filter((row) => row !== undefined);
        if (ordered.length) yield ordered;
      }
    },
  };
}

/** The project's lots (or one block's), sorted by block and name, read in chunks. A block of another project → 404. */
export async function geometryLots(db: Conn, projectId: number, blockId?: number): Promise<GeometryLotRow[]> {
  const all: GeometryLotRow[] = [];
  for await (const chunk of await geometryLotChunks(db, projectId, blockId)) all.push(...chunk);
  return all;
}

/** A margin around a lot's box, in the project's units: a metre, or about one in degrees. */
const boxMargin = (zone: UtmZone | null) => (zone ? 1 : 1e-5);

/**
 * One lot and the lots that can change its findings (GET /lots/{id}/geometry): the lots of its
 * block (the distance to the block's centre) and every lot whose box, in the stored
 * coordinates, meets its own within a margin (overlaps). Polygons that overlap have boxes that
 * meet, in degrees or in UTM metres alike (the margin covers the projection's curvature, far
 * below a millimetre on a lot). Read by the database: the lot's screen read the whole project,
 * 5,000 lots and 120 ms of the API's thread on the embedded database, to keep a few dozen.
 */
export async function lotNeighbourhood(
  db: Conn,
  project: GeometryProject,
  lotId: number,
): Promise<{ lot: GeometryLotRow; near: GeometryLotRow[] }> {
  const inProject = eq(lots.project_id, project.id);
  const [lot] = await db
    .select(lotColumns)
    .from(lots)
    .innerJoin(blocks, eq(blocks.id, lots.block_id))
    .where(and(inProject, eq(lots.id, lotId)));
  if (!lot) throw notFound();
  const xs = [lot.coord_p1_x, lot.coord_p2_x, lot.coord_p3_x, lot.coord_p4_x];
  const ys = [lot.coord_p1_y, lot.coord_p2_y, lot.coord_p3_y, lot.coord_p4_y];
  let meets: SQL | undefined;
  if ([...xs, ...ys].every((v) => v !== null)) {
    const margin = boxMargin(project.utm_zone);
    const [minX, maxX] = [Math.min(...(xs as number[])) - margin, Math.max(...(xs as number[])) + margin];
    const [minY, maxY] = [Math.min(...(ys as number[])) - margin, Math.max(...(ys as number[])) + margin];
    const x = [lots.coord_p1_x, lots.coord_p2_x, lots.coord_p3_x, lots.coord_p4_x];
    const y = [lots.coord_p1_y, lots.coord_p2_y, lots.coord_p3_y, lots.coord_p4_y];
    const least = (columns: typeof x) => sql`least(${sql.join(columns, sql`, `)})`;
    const greatest = (columns: typeof x) => sql`greatest(${sql.join(columns, sql`, `)})`;
    meets = sql`(${greatest(x)} >= ${minX} and ${least(x)} <= ${maxX} and ${greatest(y)} >= ${minY} and ${least(y)} <= ${maxY})`;
  }
  const near = await db
    .select(lotColumns)
    .from(lots)
    .innerJoin(blocks, eq(blocks.id, lots.block_id))
    .where(and(inProject, or(eq(lots.block_id, lot.block_id), meets)))
    .orderBy(asc(blocks.name), asc(lots.name), asc(lots.id));
  return { lot, near };
}
