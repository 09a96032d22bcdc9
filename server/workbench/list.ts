import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { WorkbenchFilters, WorkbenchRow, WorkbenchSort } from '../../domain/api/lot-workbench.ts';
import { LOT_WORKS } from '../../domain/enums/lot-work.ts';
import { isGlobalAdmin } from '../../domain/roles.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import { intArray } from '../db/arrays.ts';
import type { Db } from '../db/connection.ts';
import { asLongWork } from '../db/pglite-turns.ts';
import { likePattern, pageOf } from '../db/paging.ts';
import { toCount } from '../db/rows.ts';
import { blocks, lots, projects } from '../db/schema/index.ts';
import { REGISTRY_STAGE_SQL } from '../registry/stage-sql.ts';

/**
 * The lots workbench (docs/screens.md#screens): every lot the caller may see across their
 * projects, filtered and sorted in SQL. The caller's memberships are read in the same query
 * (a global admin sees every project, others only the projects they are members of), and the
 * total comes with the page (`count(*) over ()`).
 */

export interface WorkbenchParams extends WorkbenchFilters {
  page: number;
  count: number;
  sort?: WorkbenchSort;
  order: 'asc' | 'desc';
}

/** The projects the caller belongs to, read from project_members in the list's own query. */
function membership(user: CurrentUser, role?: 'admin'): SQL {
  return sql`exists (select 1 from project_members m where m.project_id = ${lots.project_id} and m.user_id = ${user.id}${
    role ? sql` and m.role = ${role}` : sql``
  })`;
}

/**
 * "Com pendências": the lot's latest review (its `reviewed` event, server/lots/review.ts) found
 * a missing completeness item, a CPF already on another lot, or a blocking legal rule
 * (domain/legal/). A lot never reviewed counts as com pendências too: nothing has been
 * checked, and treating it as clear could let a title go out on unchecked data (the reading
 * that protects the family and the municipality: the Município identifies and declares the
 * occupants of each unit and their real rights, Decreto 9.310 art. 37, III, and the CRF lists
 * them with their qualification, art. 38, VI).
 */
export const HAS_BLOCKERS: SQL<boolean> = sql<boolean>`coalesce((
  select jsonb_array_length(coalesce(e.detail->'missing', '[]'::jsonb)) > 0
      or jsonb_array_length(coalesce(e.detail->'duplicate_cpfs', '[]'::jsonb)) > 0
      or coalesce(e.detail->'legal', '[]'::jsonb) @> '[{"state":"blocked"}]'::jsonb
  from lot_events e where e.lot_id = ${lots.id} and e.kind = 'reviewed'
  order by e.at desc, e.id desc limit 1), true)`;

/** The work labels in SQL (domain/enums/lot-work.ts), in their declared order. */
const workLabel = sql.join(
  [sql`case a.work`, ...LOT_WORKS.map((w) => sql`when ${w.id} then ${w.name}`), sql`end`],
  sql` `,
);
const workOrder = sql.join(
  [sql`case a.work`, ...LOT_WORKS.map((w, i) => sql`when ${w.id} then ${i}`), sql`end`],
  sql` `,
);

/** Who is assigned each work, in words: "Cadastro social: Ana · Benfeitorias: Rui" (or null). */
export const ASSIGNEES: SQL<string | null> = sql<string | null>`(
  select string_agg(${workLabel} || ': ' || coalesce(u.name, u.email), ' · ' order by ${workOrder})
  from lot_assignments a join users u on u.id = a.user_id where a.lot_id = ${lots.id})`;

const REVIEWED: SQL<boolean> = sql<boolean>`exists (select 1 from lot_events e where e.lot_id = ${lots.id} and e.kind = 'reviewed')`;

/** The WHERE of the workbench: visibility first, then each filter given. */
export function workbenchWhere(user: CurrentUser, f: WorkbenchFilters): SQL | undefined {
  const cpf = f.cpf ? `${f.cpf}%` : undefined;
  return and(
    isGlobalAdmin(user) ? undefined : membership(user),
    f.project_id ? eq(lots.project_id, f.project_id) : undefined,
    f.block_id ? eq(lots.block_id, f.block_id) : undefined,
    f.status ? eq(lots.status, f.status) : undefined,
    f.registry_stage ? sql`${REGISTRY_STAGE_SQL} = ${f.registry_stage}` : undefined,
    f.name
      ? or(ilike(lots.name, likePattern(f.name)), sql`lower(${lots.owner_name}) like lower(${likePattern(f.name)})`)
      : undefined,
    cpf ? or(sql`${lots.cpf} like ${cpf}`, sql`${lots.spouse_cpf} like ${cpf}`) : undefined,
    f.inscricao ? ilike(lots.inscricao_imobiliaria, likePattern(f.inscricao)) : undefined,
    f.has_blockers === undefined ? undefined : f.has_blockers ? HAS_BLOCKERS : sql`not ${HAS_BLOCKERS}`,
    f.assigned_to_me === undefined
      ? undefined
      : sql`${f.assigned_to_me ? sql`` : sql`not `}exists (select 1 from lot_assignments a where a.lot_id = ${lots.id} and a.user_id = ${user.id})`,
  );
}

const SORT_COLUMNS = {
  name: lots.name,
  project_name: projects.name,
  block_name: blocks.name,
  status: lots.status,
  project_phase: lots.project_phase,
  owner_name: lots.owner_name,
  spouse_name: lots.spouse_name,
  inscricao_imobiliaria: lots.inscricao_imobiliaria,
  updated_at: lots.updated_at,
} as const satisfies Record<WorkbenchSort, unknown>;

function selection(user: CurrentUser) {
  return {
    id: lots.id,
    name: lots.name,
    project_id: lots.project_id,
    project_name: projects.name,
    block_id: lots.block_id,
    block_name: blocks.name,
    status: lots.status,
    project_phase: lots.project_phase,
    registry_stage: REGISTRY_STAGE_SQL,
    owner_name: lots.owner_name,
    cpf: lots.cpf,
    spouse_name: lots.spouse_name,
    inscricao_imobiliaria: lots.inscricao_imobiliaria,
    has_blockers: HAS_BLOCKERS,
    reviewed: REVIEWED,
    assignees: ASSIGNEES,
    updated_at: lots.updated_at,
    can_admin: isGlobalAdmin(user) ? sql<boolean>`true` : membership(user, 'admin').mapWith(Boolean),
  };
}

type Selected = { updated_at: Date; has_blockers: unknown; reviewed: unknown; can_admin: unknown };

/** PGlite and node-postgres agree on booleans, but a scalar subquery can come back as 't'. */
const bool = (v: unknown): boolean => v === true || v === 't' || v === 'true';

function toRow<R extends Selected>({ total: _total, ...r }: R & { total?: unknown }): WorkbenchRow {
  return {
    ...(r as unknown as WorkbenchRow),
    has_blockers: bool(r.has_blockers),
    reviewed: bool(r.reviewed),
    can_admin: bool(r.can_admin),
    updated_at: r.updated_at.toISOString(),
  };
}

/** One page of rows in the given order (ties by id, so pages never overlap). */
async function pageRows(db: Db, user: CurrentUser, params: WorkbenchParams, limit: number, offset: number) {
  const direction = params.order === 'desc' ? desc : asc;
  return db
    .select({ ...selection(user), total: sql<number>`count(*) over ()` })
    .from(lots)
    .innerJoin(blocks, eq(blocks.id, lots.block_id))
    .innerJoin(projects, eq(projects.id, lots.project_id))
    .where(workbenchWhere(user, params))
    .orderBy(direction(SORT_COLUMNS[params.sort ?? 'name']), direction(lots.id))
    .limit(limit)
    .offset(offset);
}

/** GET /lots/workbench: a page and the total, in one query (a second only past the last page). */
export async function listWorkbench(db: Db, user: CurrentUser, params: WorkbenchParams) {
  const { limit, offset } = pageOf(params);
  const rows = await pageRows(db, user, params, limit, offset);
  let total = rows.length ? toCount(rows[0].total) : 0;
  if (!rows.length && offset > 0) {
    const [row] = await db
      .select({ total: sql<number>`count(*)` })
      .from(lots)
      .where(workbenchWhere(user, params));
    total = toCount(row.total);
  }
  return { data: rows.map(toRow), total };
}

/**
 * The export's order, the screen's: the sort column, NULLs where PostgreSQL puts them (last
 * ascending, first descending), then the id.
 */
function exportOrder(params: Pick<WorkbenchParams, 'sort' | 'order'>): SQL {
  const dir = params.order === 'desc' ? sql`desc` : sql`asc`;
  return sql.join(
    [SORT_COLUMNS[params.sort ?? 'name'], lots.id].map((key) => sql`${key} ${dir}`),
    sql`, `,
  );
}

/** Lots a chunk of the export reads: ~15 ms of the embedded database's thread at a time at 50,000 lots (1,000 took ~42 ms). */
const WORKBENCH_EXPORT_CHUNK = 250;

/**
 * Every matching row, in chunks of `chunk`, for the export (the caller stops at its ceiling,
 * having counted first). The order is read once, as the matching lots' ids in one array, then
 * each chunk by its ids. On the embedded database, whose work holds the API's thread, each step
 * is short: a chunk read after the previous chunk's last key sorted every remaining row again,
 * 60–150 ms a chunk at 50,000 lots (a slow-kernel machine, 2026-12-06), and 50 of them; the ids
 * in order take one sort, and a chunk by its ids a few milliseconds. A lot that leaves the view
 * meanwhile (deleted, or no longer matching) is left out.
 */
export async function* workbenchRows(
  db: Db,
  user: CurrentUser,
  params: Omit<WorkbenchParams, 'page' | 'count'>,
  chunk = WORKBENCH_EXPORT_CHUNK,
) {
  const where = workbenchWhere(user, params);
  const [{ ids }] = await db
    .select({ ids: sql<number[]>`coalesce(array_agg(${lots.id} order by ${exportOrder(params)}), '{}')` })
    .from(lots)
    .innerJoin(blocks, eq(blocks.id, lots.block_id))
    .innerJoin(projects, eq(projects.id, lots.project_id))
    .where(where);
  for (let start = 0; start < ids.length; start += chunk) {
    const part = ids.slice(start, start + chunk);
    const rows = await asLongWork(() =>
      db
        .select(selection(user))
        .from(lots)
        .innerJoin(blocks, eq(blocks.id, lots.block_id))
        .innerJoin(projects, eq(projects.id, lots.project_id))
        .where(and(where, sql`${lots.id} = any(${intArray(part)})`)),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of part) {
      const row = byId.get(id);
      if (row) yield toRow(row);
    }
  }
}

/** How many lots match (the export refuses above its ceiling before writing a byte). */
export async function countWorkbench(db: Db, user: CurrentUser, filters: WorkbenchFilters): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)` })
    .from(lots)
    .where(workbenchWhere(user, filters));
  return toCount(row.total);
}
