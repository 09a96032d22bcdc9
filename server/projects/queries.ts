import { and, count, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { blocks, projectCounts, projectGroups, projects } from '../db/schema/index.ts';
import { pageOf, totalOf, totalOver } from '../db/paging.ts';
import { runPrepared } from '../db/prepared.ts';
import { isGlobalAdmin } from '../../domain/roles.ts';
import { visibleTo } from './access.ts';
import { orderOf, searchWords, stateCode } from './search.ts';

/** The project's file links, each answered with its file object beside it (docs/entities.md#entities). */
export const PROJECT_FILE_KEYS = [
  'image_id',
  'memorial_file_id',
  'topographic_report_id',
  'environmental_report_id',
  'urbanistic_report_id',
  'legal_report_id',
  'socioeconomic_report_id',
] as const;
export type ProjectFileKey = (typeof PROJECT_FILE_KEYS)[number];

export const PROJECT_SORTS = ['name', 'city', 'state', 'progress', 'id', 'updated_at'] as const;

/**
 * `"table"."column"`: drizzle writes a one-table query's columns unqualified, which inside a
 * correlated subquery would name the inner table's column of the same name.
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * A project's counts, in the same statement (no N+1): lots_total and lots_completed (status
 * complete) as the database keeps them (schema/project-counts.ts; 0 for a project without
 * lots), total_blocks an index-only count of its few hundred blocks, and the group's name.
 */
const counts = {
  lots_total: sql<number>`coalesce(${projectCounts.lots_total}, 0)`.as('lots_total'),
  lots_completed: sql<number>`coalesce(${projectCounts.lots_completed}, 0)`.as('lots_completed'),
  total_blocks:
    sql<number>`(select count(*)::int from ${blocks} where ${blocks.project_id} = ${qualified(projects.id)})`.as(
      'total_blocks',
    ),
  /** The group's name (issue #18 part 7): shown wherever the group is, never its bare id. */
  group_name: sql<
    string | null
  >`(select ${projectGroups.name} from ${projectGroups} where ${projectGroups.id} = ${qualified(projects.group_id)})`.as(
    'group_name',
  ),
};

const columns = {
  id: projects.id,
  name: projects.name,
  state: projects.state,
  city: projects.city,
  group_id: projects.group_id,
  project_class: projects.project_class,
  reurb_modality: projects.reurb_modality,
  utm_zone: projects.utm_zone,
  area_tolerance_pct: projects.area_tolerance_pct,
  image_id: projects.image_id,
  memorial_file_id: projects.memorial_file_id,
  topographic_report_id: projects.topographic_report_id,
  environmental_report_id: projects.environmental_report_id,
  urbanistic_report_id: projects.urbanistic_report_id,
  legal_report_id: projects.legal_report_id,
  socioeconomic_report_id: projects.socioeconomic_report_id,
  updated_at: projects.updated_at,
  version: projects.version,
};

/** The list's columns, in the order the answers have always had them. */
const LISTED = [...Object.keys(columns), ...Object.keys(counts)] as Listed[];
type Listed = keyof typeof columns | keyof typeof counts;

type ProjectRow = { [K in keyof typeof columns]: (typeof projects.$inferSelect)[K] } & {
  lots_total: number;
  lots_completed: number;
  total_blocks: number;
  group_name: string | null;
};
export type CountedProject = ProjectRow & { progress: number };

/** completed / total, 0 for a project without lots. */
export const progressOf = (completed: number, total: number): number => (total > 0 ? completed / total : 0);

const withProgress = (row: ProjectRow): CountedProject => ({
  ...row,
  progress: progressOf(row.lots_completed, row.lots_total),
});

export interface ProjectListQuery {
  page: number;
  count: number;
  sort?: (typeof PROJECT_SORTS)[number];
  order: 'asc' | 'desc';
  q?: string;
}

/**
 * The page of projects under `where`, with its total on each row (issue #19 goal 4: one
 * statement); `limit` and `offset` are placeholders, so the statement can be prepared. Built for
 * each search; exported for the test that holds the prepared pages to it.
 */
export function pageStatement(
  db: Db,
  where: SQL | undefined,
  sort: (typeof PROJECT_SORTS)[number],
  order: 'asc' | 'desc',
) {
  const counted = db
    .select({ ...columns, ...counts })
    .from(projects)
    .leftJoin(projectCounts, eq(projectCounts.project_id, projects.id))
    .where(where)
    .as('counted');
  const sortable: Record<(typeof PROJECT_SORTS)[number], SQL | typeof counted.id> = {
    name: sql`${counted.name}`,
    city: sql`${counted.city} collate "und-x-icu"`,
    state: sql`${counted.state} collate "und-x-icu"`,
    progress: sql`coalesce(${counted.lots_completed}::float8 / nullif(${counted.lots_total}, 0), 0)`,
    id: counted.id,
    updated_at: sql`${counted.updated_at}`,
  };
  const fields = Object.fromEntries(LISTED.map((key) => [key, counted[key]])) as { [K in Listed]: (typeof counted)[K] };
  return db
    .select({ ...fields, total: totalOver() })
    .from(counted)
    .orderBy(...orderOf(sortable[sort], order, counted.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * The page without search words, the list's every load, prepared (server/db/prepared.ts) once
 * per shape: everyone's or a member's projects, its sort, its order. Building it took ~0.2 ms
 * a request, the most of what drizzle does for this route (2026-11-30). A member's projects
 * are a parameter, `= any($ids)` (none for a member of no project), not a list written into
 * the statement.
 */
function preparedPage(
  db: Db,
  user: CurrentUser,
  sort: (typeof PROJECT_SORTS)[number],
  order: 'asc' | 'desc',
  page: { limit: number; offset: number },
) {
  const everyone = isGlobalAdmin(user);
  const mine = everyone ? undefined : sql`${projects.id} = any(${sql.placeholder('ids')})`;
  const ids = user.projects_roles.map((r) => r.project_id);
  const name = `projects_list_${everyone ? 'all' : 'member'}_${sort}_${order}`;
  return runPrepared(db, name, (conn) => pageStatement(conn, mine, sort, order), { ...page, ids });
}

/**
 * `GET /projects/list`: the user's projects (every project for a global admin), with their
 * counts, a page of them and the total. `q`: every word in the name, city or state.
 */
export async function listProjects(
  db: Db,
  user: CurrentUser,
  query: ProjectListQuery,
): Promise<{ data: CountedProject[]; total: number }> {
  const words = searchWords(query.q, [projects.name, projects.city, projects.state, stateCode(projects.state)]);
  const where = and(visibleTo(user, projects.id), words);
  const { limit, offset } = pageOf(query);
  const sort = query.sort ?? 'name';
  const rows = words
    ? // A search's words are written into its statement, built for it.
      await pageStatement(db, where, sort, query.order).execute({ limit, offset })
    : await preparedPage(db, user, sort, query.order, { limit, offset });
  const total = await totalOf(rows, offset, async () => {
    const [{ n }] = await db.select({ n: count() }).from(projects).where(where);
    return n;
  });
  return { data: rows.map(({ total: _total, ...row }) => withProgress(row as ProjectRow)), total };
}

/** One project with its counts, or undefined. Permissions are the caller's. */
export async function findProject(db: Db, id: number): Promise<CountedProject | undefined> {
  const [row] = await db
    .select({ ...columns, ...counts })
    .from(projects)
    .leftJoin(projectCounts, eq(projectCounts.project_id, projects.id))
    .where(eq(projects.id, id));
  return row ? withProgress(row) : undefined;
}
