import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { blocks, children, lots, projects, residents } from '../db/schema/index.ts';
import type { ReportFilter } from './filters.ts';
import { OTHERS, idList, lotFilterSql, partnerSql } from './selection.ts';
import { EDITABLE_RESIDENT_TYPE } from '../../domain/enums/lot.ts';

/**
 * What the generators read, in three steps that keep memory flat:
 * 1. `selectLots`: the ordered ids of the selected lots with the few numbers that decide a
 *    lot's height on the page (typed arrays: ~16 bytes a lot); `selectLotIds`, the ids alone,
 *    for the documents whose pages do not depend on them;
 * 2. the generators measure and count pages from those;
 * 3. `lotChunks`: the full lots, with children and residents, CHUNK at a time, in order.
 */
export const CHUNK = 250;
/** Observations printed at most this long (the section keeps a bounded height). */
export const OBSERVATIONS_MAX = 1200;

export type LotRow = typeof lots.$inferSelect;
export type ChildRow = typeof children.$inferSelect;
export type ResidentRow = typeof residents.$inferSelect;

export interface LotData extends LotRow {
  block_name: string;
  project_name: string;
  children: ChildRow[];
  residents: ResidentRow[];
  /** A spouse or companion lives with the holder (civil status and name). */
  partner: boolean;
}

/** The selected lots' ids alone, in report order: all the official documents (títulos, CRF) walk. */
export interface LotIds {
  ids: Int32Array;
  length: number;
}

/** The selected lots, in report order, with their shapes. */
export interface Selection extends LotIds {
  children: Uint16Array;
  residentChildren: Uint16Array;
  residents: Uint16Array;
  residentOthers: Uint16Array;
  partner: Uint8Array;
  /** Height of the printed observations (0 when none or not printed), measured in pass 1. */
  obsHeight: Float32Array;
}

/** `lots l`: the alias the selection's SQL is written against. */
const l = alias(lots, 'l');
const LOT_COLUMNS = getTableColumns(lots);

/** The reports' order: by project, then block, then lot; firstIds walks the blocks in the first and the lots in the second. */
const BLOCK_ORDER = sql`p.name, p.id, b.name, b.id`;
const LOT_ORDER = sql`l.name, l.id`;
const ORDER = sql`${BLOCK_ORDER}, ${LOT_ORDER}`;

/** The lots a filter selects in these projects, ordered by project, block and lot name. */
export async function selectLots(
  db: Db,
  filter: ReportFilter,
  projectIds: readonly number[],
  measureObservations?: (text: string) => number,
): Promise<Selection> {
  const observations =
    measureObservations && filter.include_observations
      ? sql`left(l.observations, ${OBSERVATIONS_MAX})`
      : sql`null::text`;
  const result = await db.execute(sql`
    select l.id, ch.n as n_children, ch.resident as n_res_children, rs.n as n_residents, rs.resident as n_res_others,
      ${partnerSql} as partner,
      ${observations} as obs
    from lots l
    join blocks b on b.id = l.block_id
    join projects p on p.id = l.project_id
    -- Each table read once per lot, both counts at a time (four subqueries read each twice).
    cross join lateral (select count(*)::int as n, (count(*) filter (where c.resident))::int as resident
      from children c where c.lot_id = l.id) ch
    cross join lateral (select count(*)::int as n, (count(*) filter (where r.resident))::int as resident
      from residents r where r.lot_id = l.id and ${OTHERS}) rs
    where ${lotFilterSql(filter, projectIds)}
    order by ${ORDER}
  `);
  type Row = {
    id: number;
    n_children: number;
    n_res_children: number;
    n_residents: number;
    n_res_others: number;
    partner: boolean;
    obs: string | null;
  };
  const rows = rowsOf<Row>(result);
  const n = rows.length;
  const selection: Selection = {
    ids: new Int32Array(n),
    children: new Uint16Array(n),
    residentChildren: new Uint16Array(n),
    residents: new Uint16Array(n),
    residentOthers: new Uint16Array(n),
    partner: new Uint8Array(n),
    obsHeight: new Float32Array(n),
    length: n,
  };
  rows.forEach((r, i) => {
    selection.ids[i] = r.id;
    selection.children[i] = Math.min(Number(r.n_children), 65535);
    selection.residentChildren[i] = Math.min(Number(r.n_res_children), 65535);
    selection.residents[i] = Math.min(Number(r.n_residents), 65535);
    selection.residentOthers[i] = Math.min(Number(r.n_res_others), 65535);
    selection.partner[i] = r.partner ? 1 : 0;
    selection.obsHeight[i] = r.obs?.trim() && measureObservations ? measureObservations(r.obs) : 0;
  });
  return selection;
}

/**
 * The selected lots for a título or a CRF, whose pages do not depend on a lot's household:
 * their ids in report order, without selectLots' counts of children and residents per lot
 * (issue #19 goal 1: at 10,000 lots 45–50 ms against 165–195 ms, on both engines). The first
 * page and an emission's transaction wait for it.
 */
export async function selectLotIds(db: Db, filter: ReportFilter, projectIds: readonly number[]): Promise<LotIds> {
  const ids = await selectIds(db, filter, projectIds);
  return { ids, length: ids.length };
}

/** Only the ordered ids of the selected lots (spreadsheets need no shapes); the first `limit` of them when given. */
export async function selectIds(
  db: Db,
  filter: ReportFilter,
  projectIds: readonly number[],
  limit?: number,
): Promise<Int32Array> {
  if (limit !== undefined) return firstIds(db, filter, projectIds, limit);
  const result = await db.execute(sql`
    select l.id from lots l
    join blocks b on b.id = l.block_id
    join projects p on p.id = l.project_id
    where ${lotFilterSql(filter, projectIds)}
    order by ${ORDER}`);
  return Int32Array.from(rowsOf<{ id: number }>(result).map((r) => r.id));
}

/** Blocks asked for in the first round of firstIds, and at most in any round (two parameters each). */
const FIRST_BLOCKS = 8;
const MOST_BLOCKS = 4096;

/**
 * The first `limit` ids in report order without sorting every selected lot (the preview's 20
 * rows of a project of 10,000 lots took 11–36 ms of SQL that way; issue #19 goal 6): the
 * projects' blocks in order, then their lots a few blocks at a time, in block order and by name
 * on (block_id, name), four times as many blocks each round, until enough are found or the
 * blocks run out. The same rows in the same order as the whole selection's first ones
 * (selection.test.ts), however few lots the filter keeps.
 */
async function firstIds(
  db: Db,
  filter: ReportFilter,
  projectIds: readonly number[],
  limit: number,
): Promise<Int32Array> {
  const blockIds = rowsOf<{ id: number }>(
    await db.execute(sql`
      select b.id from blocks b join projects p on p.id = b.project_id
      where p.id in (${idList(projectIds)}) order by ${BLOCK_ORDER}`),
  ).map((r) => r.id);
  const found: number[] = [];
  let start = 0;
  for (
    let size = FIRST_BLOCKS;
    start < blockIds.length && found.length < limit;
    size = Math.min(4 * size, MOST_BLOCKS)
  ) {
    const slice = blockIds.slice(start, start + size);
    start += slice.length;
    const batch = idList(slice);
    const result = await db.execute(sql`
      select l.id from lots l
      where l.block_id in (${batch}) and ${lotFilterSql(filter, projectIds)}
      order by array_position(array[${batch}]::int[], l.block_id), ${LOT_ORDER}
      limit ${limit - found.length}`);
    found.push(...rowsOf<{ id: number }>(result).map((r) => r.id));
  }
  return Int32Array.from(found);
}

/** How many lots the filter selects. */
export async function countLots(db: Db, filter: ReportFilter, projectIds: readonly number[]): Promise<number> {
  const result = await db.execute(sql`select count(*) as n from lots l where ${lotFilterSql(filter, projectIds)}`);
  return Number(rowsOf<{ n: unknown }>(result)[0]?.n ?? 0);
}

/** Lots with their block's name (no family), for these ids, by id. */
export async function loadPlainLots(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, LotRow & { block_name: string }>> {
  const found = new Map<number, LotRow & { block_name: string }>();
  if (!ids.length) return found;
  const rows = await db
    .select({ lot: l, block_name: blocks.name })
    .from(l)
    .innerJoin(blocks, eq(blocks.id, l.block_id))
    .where(inArray(l.id, [...ids]));
  for (const row of rows) found.set(row.lot.id, { ...row.lot, block_name: row.block_name });
  return found;
}

export type LotColumns<K extends string> = Pick<LotRow, Extract<K, keyof LotRow> | 'id'> & { block_name: string };

/**
 * Only these columns of the lots (and their block's name), by id: a spreadsheet of 29 attributes
 * need not decode the other hundred columns of each row (issue 19 goal 2: on the embedded
 * database, decoding whole rows was most of the custom report's time). Names that are not
 * stored columns of the lot are left out, as a whole row would not have them either.
 */
export async function loadLotColumns<K extends string>(
  db: Db,
  ids: readonly number[],
  names: readonly K[],
): Promise<Map<number, LotColumns<K>>> {
  const found = new Map<number, LotColumns<K>>();
  if (!ids.length) return found;
  // The table's own columns, not the alias': drizzle checks each field of each row it maps
  // (`is(field, Column)`), quick on a column, slow through an alias' proxy.
  const picked: Record<string, PgColumn> = { id: lots.id, block_name: blocks.name };
  for (const name of names)
    if (Object.hasOwn(LOT_COLUMNS, name)) picked[name] = LOT_COLUMNS[name as keyof typeof LOT_COLUMNS];
  const rows = await db
    .select(picked)
    .from(lots)
    .innerJoin(blocks, eq(blocks.id, lots.block_id))
    .where(inArray(lots.id, [...ids]));
  for (const row of rows as unknown as Array<LotColumns<K>>) found.set(row.id, row);
  return found;
}

/** Full lots for these ids, in the ids' order; a lot deleted meanwhile is left out. */
export async function loadLots(db: Db, ids: readonly number[]): Promise<Map<number, LotData>> {
  const found = new Map<number, LotData>();
  if (!ids.length) return found;
  const wanted = [...ids];
  const rows = await db
    .select({ lot: l, block_name: blocks.name, project_name: projects.name, partner: sql<boolean>`${partnerSql}` })
    .from(l)
    .innerJoin(blocks, eq(blocks.id, l.block_id))
    .innerJoin(projects, eq(projects.id, l.project_id))
    .where(inArray(l.id, wanted));
  const kids = await db
    .select()
    .from(children)
    .where(inArray(children.lot_id, wanted))
    .orderBy(asc(children.lot_id), asc(children.id));
  const others = await db
    .select()
    .from(residents)
    .where(and(inArray(residents.lot_id, wanted), eq(residents.resident_type, EDITABLE_RESIDENT_TYPE)))
    .orderBy(asc(residents.lot_id), asc(residents.id));
  for (const row of rows) {
    found.set(row.lot.id, {
      ...row.lot,
      block_name: row.block_name,
      project_name: row.project_name,
      partner: !!row.partner,
      children: [],
      residents: [],
    });
  }
  for (const kid of kids) found.get(kid.lot_id)?.children.push(kid);
  for (const other of others) found.get(other.lot_id)?.residents.push(other);
  return found;
}

/**
 * The first chunk's size: the first page waits only for these lots' queries, not for CHUNK
 * lots with their children and residents (issue 19: the first page out within a second).
 */
export const FIRST_CHUNK = 20;

/**
 * The selection's lots, CHUNK at a time (the first FIRST_CHUNK), in order (index into the
 * selection, lot or null).
 */
export async function* lotChunks(
  db: Db,
  selection: LotIds,
  size = CHUNK,
  first = Math.min(size, FIRST_CHUNK),
): AsyncGenerator<{ index: number; lot: LotData | null }[]> {
  for (let start = 0; start < selection.length;) {
    const end = Math.min(start + (start === 0 ? first : size), selection.length);
    const ids = Array.from(selection.ids.subarray(start, end));
    const byId = await loadLots(db, ids);
    const from = start;
    yield ids.map((id, k) => ({ index: from + k, lot: byId.get(id) ?? null }));
    start = end;
  }
}

export interface ProjectInfo {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
  group_id: number | null;
  project_class: string;
  /** Reurb-S or Reurb-E (domain/enums/project.ts). */
  reurb_modality: string;
}

export async function projectInfo(db: Db, projectIds: readonly number[]): Promise<ProjectInfo[]> {
  if (!projectIds.length) return [];
  return db
    .select({
      id: projects.id,
      name: projects.name,
      city: projects.city,
      state: projects.state,
      group_id: projects.group_id,
      project_class: projects.project_class,
      reurb_modality: projects.reurb_modality,
    })
    .from(projects)
    .where(inArray(projects.id, [...projectIds]))
    .orderBy(asc(projects.name), asc(projects.id));
}
