import { asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { toCount } from '../db/rows.ts';
import { projectMembers, projects, users } from '../db/schema/index.ts';
import { likePattern, pageOf } from '../db/paging.ts';
import { isRole } from '../../domain/roles.ts';
import type { UserRecord, UserSummary } from '../../domain/api/users.ts';
import { workedLotsByDay } from './worked-lots.ts';

export type UserRow = typeof users.$inferSelect;

export const toSummary = (row: UserRow): UserSummary => ({
  id: row.id,
  sub: row.sub,
  name: row.name,
  email: row.email,
  role: isRole(row.role) ? row.role : null,
  last_activity_at: row.lastActivityAt ? row.lastActivityAt.toISOString() : null,
});

/** users.name is plain text: sort it with the ICU collation like every other name. */
const SORTS = {
  id: sql`${users.id}`,
  name: sql`${users.name} collate "und-x-icu"`,
  email: sql`lower(${users.email})`,
  role: sql`${users.role}`,
  last_activity_at: sql`${users.lastActivityAt}`,
} as const;

export interface UsersListQuery {
  page: number;
  count: number;
  sort?: keyof typeof SORTS;
  order: 'asc' | 'desc';
  q?: string;
}

/** GET /users/list: `q` is a case-insensitive substring of the name or the e-mail. */
export async function listUsers(db: Db, query: UsersListQuery): Promise<{ data: UserSummary[]; total: number }> {
  const where: SQL | undefined = query.q
    ? or(ilike(users.name, likePattern(query.q)), ilike(users.email, likePattern(query.q)))
    : undefined;
  const column = SORTS[query.sort ?? 'name'];
  // Users who never signed in go last either way.
  const primary = query.order === 'desc' ? sql`${desc(column)} nulls last` : sql`${asc(column)} nulls last`;
  const { limit, offset } = pageOf(query);
  const rows = await db.select().from(users).where(where).orderBy(primary, asc(users.id)).limit(limit).offset(offset);
  const [{ total }] = await db
    .select({ total: sql<unknown>`count(*)` })
    .from(users)
    .where(where);
  return { data: rows.map(toSummary), total: toCount(total) };
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.id, id)))[0];
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
  )[0];
}

/** The user's project roles, by project name. */
export async function projectRolesOf(db: Db, userId: number): Promise<UserRecord['projects_roles']> {
  const rows = await db
    .select({ project_id: projectMembers.projectId, project_name: projects.name, role: projectMembers.role })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(projectMembers.userId, userId))
    .orderBy(asc(projects.name), asc(projects.id));
  return rows.flatMap((r) => (isRole(r.role) ? [{ ...r, role: r.role }] : []));
}

/** GET /users/{id}: the user, their project roles and the lots they worked per day. */
export async function userRecordOf(db: Db, row: UserRow): Promise<UserRecord> {
  return {
    ...toSummary(row),
    projects_roles: await projectRolesOf(db, row.id),
    worked_lots_by_day: await workedLotsByDay(db, row.id),
  };
}
