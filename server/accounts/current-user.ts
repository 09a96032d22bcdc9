import { sql } from 'drizzle-orm';
import type { Actor, ProjectRole, Role } from '../../domain/roles.ts';
import { isRole } from '../../domain/roles.ts';
import type { Db } from '../db/connection.ts';
import { projectMembers, users } from '../db/schema/index.ts';
import { rowsOf } from '../db/rows.ts';

/** Who is asking: the user row plus the project roles the permission rules need. */
export interface CurrentUser extends Actor {
  id: number;
  sub: string;
  email: string;
  name: string | null;
  role: Role;
}

/**
 * The user of a token's `sub`, or null when unknown or without a role (both are 401). One
 * statement, memberships aggregated beside the row: every API request runs it (issue #19
 * goal 4), and it is read fresh each time, so a role taken away or a membership removed
 * applies to the very next request, whoever changed it (the API, a script, psql).
 */
export async function loadCurrentUser(db: Db, sub: string): Promise<CurrentUser | null> {
  const [user] = rowsOf<{
    id: number;
    sub: string;
    email: string;
    name: string | null;
    role: string | null;
    projects_roles: { project_id: number; role: string }[];
  }>(
    await db.execute(sql`
      select u.id, u.sub, u.email, u.name, u.role,
        coalesce(
          (select json_agg(json_build_object('project_id', m.project_id, 'role', m.role))
             from ${projectMembers} m where m.user_id = u.id),
          '[]'::json
        ) as projects_roles
      from ${users} u where u.sub = ${sub}`),
  );
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
