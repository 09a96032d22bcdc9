import { and, count, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Role } from '../../domain/roles.ts';
import type { Db } from '../db/connection.ts';
import { projectMembers, users } from '../db/schema/index.ts';
import { pageOf } from '../db/paging.ts';
import { orderOf, searchWords } from '../projects/search.ts';
import type { MEMBER_SORTS } from './schemas.ts';
import type { Member } from '../../domain/api/members.ts';

const memberColumns = {
  sub: users.sub,
  name: users.name,
  email: users.email,
  project_role: sql<Role>`${projectMembers.role}`,
  last_activity_on_project_at: projectMembers.lastActivityAt,
};

const sortColumns = {
  name: sql`${users.name} collate "und-x-icu"`,
  email: sql`lower(${users.email})`,
  project_role: projectMembers.role,
  last_activity_on_project_at: projectMembers.lastActivityAt,
} as const;

export interface MemberListQuery {
  page: number;
  count: number;
  sort?: (typeof MEMBER_SORTS)[number];
  order: 'asc' | 'desc';
  q?: string;
}

/** A project's members, a page of them, with the total (docs/api.md#api `/projects/{id}/members`). */
export async function listMembers(
  db: Db,
  projectId: number,
  query: MemberListQuery,
): Promise<{ data: Member[]; total: number }> {
  const where = and(eq(projectMembers.projectId, projectId), searchWords(query.q, [users.name, users.email]));
  const { limit, offset } = pageOf(query);
  const [data, [{ total }]] = [
    await db
      .select(memberColumns)
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(where)
      .orderBy(...orderOf(sortColumns[query.sort ?? 'name'], query.order, users.id))
      .limit(limit)
      .offset(offset),
    await db
      .select({ total: count() })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(where),
  ];
  return { data, total };
}

/** Every member of a project, by name (the project's `members`). */
export async function allMembers(db: Db, projectId: number): Promise<Member[]> {
  return db
    .select(memberColumns)
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(...orderOf(sortColumns.name, 'asc', users.id));
}

/** One member of a project by the user's subject, or undefined. */
export async function memberBySub(
  db: Db,
  projectId: number,
  sub: string,
): Promise<(Member & { user_id: number }) | undefined> {
  const [row] = await db
    .select({ ...memberColumns, user_id: users.id })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(users.sub, sub)));
  return row;
}

/** How many users a search offers at most: enough to pick from, too few to list everyone. */
export const CANDIDATES_MAX = 10;

/**
 * `GET /projects/{id}/member-candidates?q=` (issue #18 part 7): existing users a project admin
 * may add, found by name or e-mail, not yet members. A project admin who is not a global admin
 * sees only what choosing needs, name and e-mail (never role, activity or other projects), and
 * only for a search of at least MIN_CANDIDATE_SEARCH characters, so the directory cannot be listed
 * whole. Users without a role (an invitation never accepted, an account removed) are left out.
 */
export async function memberCandidates(
  db: Db,
  projectId: number,
  q: string,
): Promise<Array<{ sub: string; name: string | null; email: string }>> {
  const member = db
    .select({ one: sql`1` })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, users.id)));
  return db
    .select({ sub: users.sub, name: users.name, email: users.email })
    .from(users)
    .where(and(isNotNull(users.role), notExists(member), searchWords(q, [users.name, users.email])))
    .orderBy(sql`${users.name} collate "und-x-icu"`, sql`lower(${users.email})`)
    .limit(CANDIDATES_MAX);
}
