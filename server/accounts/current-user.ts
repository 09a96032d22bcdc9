import { eq, sql } from 'drizzle-orm';
import type { Actor, ProjectRole, Role } from '../../domain/roles.ts';
import { isRole } from '../../domain/roles.ts';
import type { Db } from '../db/connection.ts';
import { runPrepared } from '../db/prepared.ts';
import { projectMembers, users } from '../db/schema/index.ts';

/** Who is asking: the user row plus the project roles the permission rules need. */
export interface CurrentUser extends Actor {
  id: number;
  sub: string;
  email: string;
  name: string | null;
  role: Role;
}

/** The user of `sub` with their memberships aggregated beside the row: one statement. */
const userStatement = (db: Db) =>
  db
    .select({
      id: users.id,
      sub: users.sub,
      email: users.email,
      name: users.name,
      role: users.role,
      projects_roles: sql<{ project_id: number; role: string }[]>`coalesce(
          (select json_agg(json_build_object('project_id', m.project_id, 'role', m.role))
             from ${projectMembers} m where m.user_id = ${users.id}),
          '[]'::json
        )`,
    })
    .from(users)
    .where(eq(users.sub, sql.placeholder('sub')));

/**
 * The user of a token's `sub`, or null when unknown or without a role (both are 401). One
 * statement, memberships aggregated beside the row: every API request runs it (issue #19
 * goal 4), so it is prepared (server/db/prepared.ts). It is read fresh each time, so a role
 * taken away or a membership removed applies to the very next request, whoever changed it (the
 * API, a script, psql).
 */
export async function loadCurrentUser(db: Db, sub: string): Promise<CurrentUser | null> {
  const [user] = await runPrepared(db, 'caller', userStatement, { sub });
  if (!user || !isRole(user.role)) return null;
  return {
    id: user.id,
    sub: user.sub,
    email: user.email,
    name: user.name,
    role: user.role,
    projects_roles: user.projects_roles.filter((m): m is ProjectRole => isRole(m.role)),
  };
}

/** Records activity at most once a minute per user, so reads stay cheap. */
export async function touchLastActivity(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ lastActivityAt: sql`now()` })
    .where(
      sql`${users.id} = ${userId} and (${users.lastActivityAt} is null or ${users.lastActivityAt} < now() - interval '1 minute')`,
    );
}
