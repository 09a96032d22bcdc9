import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  WORKBENCH_COLUMNS,
  WORKBENCH_DEFAULT_COLUMNS,
  WORKBENCH_MESSAGES,
  WORKBENCH_SORTS,
  workbenchFilters,
  type LotView,
  type LotViewBody,
  type WorkbenchColumn,
  type WorkbenchSort,
} from '../../domain/api/lot-workbench.ts';
import { canSeeProject, isGlobalAdmin, isProjectAdmin } from '../../domain/roles.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { lotViews, projects, users } from '../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../errors.ts';

/**
 * Saved views of the lots workbench (docs/screens.md#screens): a user's own views, and views
 * shared with a project, which its members see and only its admins create. Only the one who
 * created a view changes or deletes it; a view the caller may not see is "not found".
 */

const columns = {
  id: lotViews.id,
  name: lotViews.name,
  owner_id: lotViews.owner_id,
  owner_name: sql<string | null>`coalesce(${users.name}, ${users.email})`,
  project_id: lotViews.project_id,
  project_name: projects.name,
  filters: lotViews.filters,
  columns: lotViews.columns,
  sort: lotViews.sort,
  order: lotViews.order,
  updated_at: lotViews.updated_at,
};

type Stored = {
  [K in keyof typeof columns]: unknown;
} & { id: number; owner_id: number; updated_at: Date; columns: string[] };

/** A stored view as answered; filters or columns no longer valid are dropped, never a 500. */
function toView(row: Stored, user: CurrentUser): LotView {
  const filters = workbenchFilters.safeParse(row.filters);
  const kept = row.columns.filter((c): c is WorkbenchColumn => WORKBENCH_COLUMNS.includes(c as WorkbenchColumn));
  return {
    id: row.id,
    name: String(row.name),
    owner_id: row.owner_id,
    owner_name: (row.owner_name as string | null) ?? null,
    project_id: (row.project_id as number | null) ?? null,
    project_name: (row.project_name as string | null) ?? null,
    filters: filters.success ? filters.data : {},
    columns: kept.length ? kept : [...WORKBENCH_DEFAULT_COLUMNS],
    sort: WORKBENCH_SORTS.includes(row.sort as WorkbenchSort) ? (row.sort as WorkbenchSort) : 'name',
    order: row.order === 'desc' ? 'desc' : 'asc',
    mine: row.owner_id === user.id,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The caller's own views and the views shared with their projects (all shared ones for a global admin). */
function visibleViews(user: CurrentUser) {
  const projectIds = user.projects_roles.map((r) => r.project_id);
  return or(
    and(eq(lotViews.owner_id, user.id), isNull(lotViews.project_id)),
    isGlobalAdmin(user)
      ? sql`${lotViews.project_id} is not null`
      : projectIds.length
        ? inArray(lotViews.project_id, projectIds)
        : undefined,
  );
}

function select(db: Db) {
  return db
    .select(columns)
    .from(lotViews)
    .innerJoin(users, eq(users.id, lotViews.owner_id))
    .leftJoin(projects, eq(projects.id, lotViews.project_id));
}

/** GET /lot-views: own views first, then shared ones, by name. */
export async function listViews(db: Db, user: CurrentUser): Promise<LotView[]> {
  const rows = await select(db)
    .where(visibleViews(user))
    .orderBy(sql`${lotViews.project_id} is not null`, asc(sql`lower(${lotViews.name})`), asc(lotViews.id));
  return rows.map((r) => toView(r as Stored, user));
}

async function visibleView(db: Db, user: CurrentUser, id: number): Promise<LotView> {
  const [row] = await select(db).where(and(eq(lotViews.id, id), visibleViews(user)));
  if (!row) throw notFound(WORKBENCH_MESSAGES.viewNotFound);
  return toView(row as Stored, user);
}

/** A shared view needs the project-admin role there; a private one needs nothing more. */
function checkSharing(user: CurrentUser, projectId: number | null) {
  if (projectId == null) return;
  if (!canSeeProject(user, projectId)) throw notFound('Projeto não encontrado.');
  if (!isProjectAdmin(user, projectId)) throw forbidden(WORKBENCH_MESSAGES.sharedNeedsAdmin);
}

const nameTaken = (error: unknown) =>
  isUniqueViolation(error, 'lot_views_owner_name_key') || isUniqueViolation(error, 'lot_views_project_name_key');

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (nameTaken(error)) throw conflict(WORKBENCH_MESSAGES.viewNameTaken);
    throw error;
  }
}

/** POST /lot-views. */
export async function createView(db: Db, user: CurrentUser, body: LotViewBody): Promise<LotView> {
  checkSharing(user, body.project_id);
  const [created] = await guarded(() =>
    db
      .insert(lotViews)
      .values({ ...body, owner_id: user.id })
      .returning({ id: lotViews.id }),
  );
  return visibleView(db, user, created.id);
}

/** PATCH /lot-views/{id}: the owner only (a shared view stays under its project's admins' rule). */
export async function updateView(db: Db, user: CurrentUser, id: number, body: LotViewBody): Promise<LotView> {
  const current = await visibleView(db, user, id);
  if (!current.mine) throw forbidden(WORKBENCH_MESSAGES.viewNotOwner);
  checkSharing(user, body.project_id);
  await guarded(() =>
    db
      .update(lotViews)
      .set({ ...body, updated_at: sql`now()` })
      .where(and(eq(lotViews.id, id), eq(lotViews.owner_id, user.id))),
  );
  return visibleView(db, user, id);
}

/** DELETE /lot-views/{id}: the owner only. */
export async function deleteView(db: Db, user: CurrentUser, id: number): Promise<void> {
  const current = await visibleView(db, user, id);
  if (!current.mine) throw forbidden(WORKBENCH_MESSAGES.viewNotOwner);
  await db.delete(lotViews).where(and(eq(lotViews.id, id), eq(lotViews.owner_id, user.id)));
}
