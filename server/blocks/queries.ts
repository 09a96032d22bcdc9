import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { blocks, blockStreets, lots, streets } from '../db/schema/index.ts';
import { withFileObjects, type FileContext } from '../files/file-objects.ts';
import { notFound } from '../errors.ts';
import { pageOf, totalOf, totalOver } from '../db/paging.ts';
import { progressOf, qualified } from '../projects/queries.ts';
import { orderOf, searchWords } from '../projects/search.ts';
import { BLOCK_MESSAGES, type BLOCK_SORTS, type BlockInclude } from './schemas.ts';

const COMPLETE = 'complete';

const columns = {
  id: blocks.id,
  name: blocks.name,
  project_id: blocks.project_id,
  image_id: blocks.image_id,
  updated_at: blocks.updated_at,
  version: blocks.version,
};
type BlockRow = {
  id: number;
  name: string;
  project_id: number;
  image_id: number | null;
  updated_at: Date;
  version: number;
};
type Counts = { lots_total: number; lots_completed: number; progress: number };
type StreetRef = { id: number; name: string };

/** Lots of the block, and those complete: counted in SQL per row (the lots' (block_id, name) index). */
const lotsTotal = sql<number>`(select count(*)::int from ${lots} where ${lots.block_id} = ${qualified(blocks.id)})`;
const lotsCompleted = sql<number>`(select count(*)::int from ${lots} where ${lots.block_id} = ${qualified(blocks.id)} and ${lots.status} = ${COMPLETE})`;

export interface BlockListQuery {
  page: number;
  count: number;
  sort?: (typeof BLOCK_SORTS)[number];
  order: 'asc' | 'desc';
  q?: string;
  include: BlockInclude[];
}

/** The streets of each block, by name, in one query. */
async function streetsOf(db: Db, blockIds: number[]): Promise<Map<number, StreetRef[]>> {
  const byBlock = new Map<number, StreetRef[]>(blockIds.map((id) => [id, []]));
  if (!blockIds.length) return byBlock;
  const rows = await db
    .select({ block_id: blockStreets.block_id, id: streets.id, name: streets.name })
    .from(blockStreets)
    .innerJoin(streets, eq(streets.id, blockStreets.street_id))
    .where(inArray(blockStreets.block_id, blockIds))
    .orderBy(asc(streets.name), asc(streets.id));
  for (const row of rows) byBlock.get(row.block_id)?.push({ id: row.id, name: row.name });
  return byBlock;
}

/**
 * A project's blocks, a page of them with their streets and the counts asked for in
 * `include` (progress needs both lot counts), and the total.
 */
export async function listBlocks(db: Db, projectId: number, query: BlockListQuery) {
  const where = and(eq(blocks.project_id, projectId), searchWords(query.q, [blocks.name]));
  const sort = query.sort ?? 'name';
  const needCounts = query.include.length > 0 || ['progress', 'lots_total', 'lots_completed'].includes(sort);
  const counted = db
    .select({
      ...columns,
      lots_total: (needCounts ? lotsTotal : sql<number>`0`).as('lots_total'),
      lots_completed: (needCounts ? lotsCompleted : sql<number>`0`).as('lots_completed'),
      // Over every block the filter keeps, before the page's limit: the list's total on each row.
      total: totalOver().as('total'),
    })
    .from(blocks)
    .where(where)
    .as('counted');
  const sortable: Record<(typeof BLOCK_SORTS)[number], SQL | typeof counted.id> = {
    name: sql`${counted.name}`,
    id: counted.id,
    updated_at: sql`${counted.updated_at}`,
    progress: sql`coalesce(${counted.lots_completed}::float8 / nullif(${counted.lots_total}, 0), 0)`,
    lots_total: sql`${counted.lots_total}`,
    lots_completed: sql`${counted.lots_completed}`,
  };
  const { limit, offset } = pageOf(query);
  // The page and its total (`counted.total`) in one statement, as the projects' and lots' lists (issue #19 goal 4).
  const rows = (await db
    .select()
    .from(counted)
    .orderBy(...orderOf(sortable[sort], query.order, counted.id))
    .limit(limit)
    .offset(offset)) as (BlockRow & { lots_total: number; lots_completed: number; total: number | string })[];
  const total = await totalOf(rows, offset, async () => {
    const [{ n }] = await db.select({ n: count() }).from(blocks).where(where);
    return n;
  });
  const streetsByBlock = await streetsOf(
    db,
    rows.map((r) => r.id),
  );
  const data = rows.map(({ lots_total, lots_completed, total: _total, ...block }) => {
    const all: Counts = { lots_total, lots_completed, progress: progressOf(lots_completed, lots_total) };
    const included = Object.fromEntries(query.include.map((key) => [key, all[key]]));
    return { ...block, streets: streetsByBlock.get(block.id) ?? [], ...included };
  });
  return { data, total };
}

/** One block with its counts, streets, streets_ids and image file object. */
export async function findBlock(ctx: FileContext, id: number) {
  const [row] = await ctx.db
    .select({ ...columns, lots_total: lotsTotal, lots_completed: lotsCompleted })
    .from(blocks)
    .where(eq(blocks.id, id));
  if (!row) throw notFound(BLOCK_MESSAGES.notFound);
  const blockStreetsList = (await streetsOf(ctx.db, [id])).get(id) ?? [];
  const block = await withFileObjects(ctx, row, ['image_id']);
  return {
    ...block,
    progress: progressOf(row.lots_completed, row.lots_total),
    streets: blockStreetsList,
    streets_ids: blockStreetsList.map((s) => s.id),
  };
}
