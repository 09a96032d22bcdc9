import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { isGlobalAdmin } from '../../domain/roles.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { toCount } from '../db/rows.ts';
import {
  blocks,
  children,
  lotOtherDocuments,
  lots,
  projects,
  removalReviews,
  residents,
  type ReviewTarget,
} from '../db/schema/index.ts';
import { pageOf } from '../db/paging.ts';
import { COUPLE_FILES, OWNER_FILES, SPOUSE_FILES } from './erase.ts';
import { emittedAmong } from './person.ts';

/** Reads of the LGPD removal review queue (issue 12). Who may read is the route's check. */

const overdue = sql<boolean>`(${removalReviews.decision} is null and ${removalReviews.due_at} < now())`;
const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

const listColumns = {
  id: removalReviews.id,
  project_id: removalReviews.project_id,
  lot_id: removalReviews.lot_id,
  lot_name: lots.name,
  block_name: blocks.name,
  target: removalReviews.target,
  target_id: removalReviews.target_id,
  matched_by: removalReviews.matched_by,
  created_at: removalReviews.created_at,
  due_at: removalReviews.due_at,
  overdue,
  decision: removalReviews.decision,
  reason: removalReviews.reason,
  decided_by_name: removalReviews.decided_by_name,
  decided_at: removalReviews.decided_at,
};

interface ListRow {
  id: number;
  project_id: number;
  lot_id: number | null;
  lot_name: string | null;
  block_name: string | null;
  target: string;
  target_id: number | null;
  matched_by: string[];
  created_at: Date;
  due_at: Date;
  overdue: boolean;
  decision: string | null;
  reason: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
}

function shownRow(row: ListRow) {
  return {
    id: row.id,
    project_id: row.project_id,
    lot_id: row.lot_id,
    lot_name: row.lot_name,
    block_name: row.block_name,
    target: row.target as ReviewTarget,
    matched_by: row.matched_by as ('email' | 'cpf')[],
    created_at: iso(row.created_at)!,
    due_at: iso(row.due_at)!,
    overdue: !!row.overdue,
    status: row.decision ? ('decided' as const) : ('pending' as const),
    decision: row.decision as 'erase' | 'anonymise' | 'legal_hold' | null,
    reason: row.reason,
    decided_by_name: row.decided_by_name,
    decided_at: iso(row.decided_at),
  };
}
export type ReviewListItem = ReturnType<typeof shownRow>;

const joined = (db: Db) =>
  db
    .select(listColumns)
    .from(removalReviews)
    .leftJoin(lots, eq(lots.id, removalReviews.lot_id))
    .leftJoin(blocks, eq(blocks.id, lots.block_id));

/** A project's reviews: undecided first (soonest due first), then decided (latest first). */
export async function listReviews(
  db: Db,
  projectId: number,
  page: { page: number; count: number; status?: 'pending' | 'decided' },
) {
  const { limit, offset } = pageOf(page);
  const where = and(
    eq(removalReviews.project_id, projectId),
    page.status === 'pending'
      ? isNull(removalReviews.decision)
      : page.status === 'decided'
        ? sql`${removalReviews.decision} is not null`
        : undefined,
  );
  const rows = await joined(db)
    .where(where)
    .orderBy(
      sql`${removalReviews.decision} is not null`,
      asc(sql`case when ${removalReviews.decision} is null then ${removalReviews.due_at} end`),
      desc(removalReviews.decided_at),
      asc(removalReviews.id),
    )
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(removalReviews).where(where);
  return { data: rows.map(shownRow), total: toCount(total) };
}

/** The project of a review, or null when there is no such review. */
export async function reviewProject(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ project: removalReviews.project_id })
    .from(removalReviews)
    .where(eq(removalReviews.id, id));
  return row?.project ?? null;
}

/**
 * One review with what a decision would affect, for that project's admins: the person's name
 * as the record holds it now, how many documents would be deleted, whether the lot had a CRF or
 * title emitted (legal hold is then the usual answer), and whether the record is still there.
 */
export async function getReview(db: Db, id: number) {
  const [row] = await joined(db).where(eq(removalReviews.id, id));
  if (!row) return null;
  const [project] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, row.project_id));
  const affected = await affectedBy(db, row.target as ReviewTarget, row.lot_id, row.target_id);
  return { ...shownRow(row), project_name: project.name, affected };
}

async function affectedBy(db: Db, target: ReviewTarget, lotId: number | null, targetId: number | null) {
  const none = { present: false, person_name: null as string | null, documents: 0, emitted: false };
  if (lotId == null) return none;
  const emitted = (await emittedAmong(db, [lotId])).length > 0;
  const filled = (values: unknown[]) => values.filter((v) => v != null).length;
  if (target === 'owner' || target === 'spouse') {
    const [lot] = await db.select().from(lots).where(eq(lots.id, lotId));
    if (!lot) return none;
    if (target === 'spouse') {
      return {
        present: true,
        person_name: lot.spouse_name,
        documents: filled([...SPOUSE_FILES, ...COUPLE_FILES].map((f) => lot[f])),
        emitted,
      };
    }
    const [{ others }] = await db
      .select({ others: count() })
      .from(lotOtherDocuments)
      .where(and(eq(lotOtherDocuments.lot_id, lotId), eq(lotOtherDocuments.field, 'other_documents_files')));
    return {
      present: true,
      person_name: lot.owner_name,
      documents: filled(OWNER_FILES.map((f) => lot[f])) + toCount(others),
      emitted,
    };
  }
  if (target === 'child') {
    const [kid] = await db.select().from(children).where(eq(children.id, targetId!));
    return kid
      ? {
          present: true,
          person_name: kid.name,
          documents: filled([kid.birth_certificate_file_id, kid.rg_file_id]),
          emitted,
        }
      : none;
  }
  const [resident] = await db.select({ name: residents.name }).from(residents).where(eq(residents.id, targetId!));
  return resident ? { present: true, person_name: resident.name, documents: 0, emitted } : none;
}
export type ReviewDetail = NonNullable<Awaited<ReturnType<typeof getReview>>>;

/** Projects whose reviews the user decides: all for a global admin, else those they administer. */
function administered(user: CurrentUser): SQL | undefined {
  if (isGlobalAdmin(user)) return undefined;
  const ids = user.projects_roles.filter((r) => r.role === 'admin').map((r) => r.project_id);
  return ids.length ? inArray(removalReviews.project_id, ids) : sql`false`;
}

/** How many reviews the dashboard shows as overdue, at most. */
export const OVERDUE_SHOWN = 20;

/**
 * For the dashboard: the undecided reviews of the projects the user administers, per project
 * (pending, overdue, next due date), and the overdue ones, oldest due first.
 */
export async function reviewSummary(db: Db, user: CurrentUser) {
  const pending = and(isNull(removalReviews.decision), administered(user));
  const perProject = await db
    .select({
      project_id: removalReviews.project_id,
      project_name: projects.name,
      pending: count(),
      overdue: sql<number>`count(*) filter (where ${removalReviews.due_at} < now())`,
      next_due_at: sql<Date | string>`min(${removalReviews.due_at})`,
    })
    .from(removalReviews)
    .innerJoin(projects, eq(projects.id, removalReviews.project_id))
    .where(pending)
    .groupBy(removalReviews.project_id, projects.name)
    .orderBy(projects.name);
  const late = await db
    .select({ ...listColumns, project_name: projects.name })
    .from(removalReviews)
    .innerJoin(projects, eq(projects.id, removalReviews.project_id))
    .leftJoin(lots, eq(lots.id, removalReviews.lot_id))
    .leftJoin(blocks, eq(blocks.id, lots.block_id))
    .where(and(pending, sql`${removalReviews.due_at} < now()`))
    .orderBy(asc(removalReviews.due_at), asc(removalReviews.id))
    .limit(OVERDUE_SHOWN);
  const projectsShown = perProject.map((p) => ({
    project_id: p.project_id,
    project_name: p.project_name,
    pending: toCount(p.pending),
    overdue: toCount(p.overdue),
    next_due_at: iso(p.next_due_at)!,
  }));
  return {
    pending: projectsShown.reduce((sum, p) => sum + p.pending, 0),
    overdue: projectsShown.reduce((sum, p) => sum + p.overdue, 0),
    projects: projectsShown,
    items: late.map((r) => ({ ...shownRow(r), project_name: r.project_name })),
  };
}
