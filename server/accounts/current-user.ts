import { eq, sql } from 'drizzle-orm';
import type { Actor, ProjectRole, Role } from '../../domain/roles.ts';
import { isRole } from '../../domain/roles.ts';
import type { Db } from '../db/connection.ts';
import { projectMembers, users } from '../db/schema/index.ts';

/** Who is asking: the user row plus the project roles the permission rules need. */
export interface CurrentUser extends Actor {
  id: number;
  sub: string;
  email: string;
  name: string | null;
  role: Role;
}

/** The user of a token's `sub`, or null when unknown or without a role (both are 401). */
export async function loadCurrentUser(db: Db, sub: string): Promise<CurrentUser | null> {
  const [user] = await db.select().from(users).where(eq(users.sub, sub));
  if (!user || !isRole(user.role)) return null;
  const memberships = await db
    .select({ project_id: projectMembers.projectId, role: projectMembers.role })
    .from(projectMembers)
    .where(eq(projectMembers.userId, user.id));
  return {
    id: user.id,
    sub: user.sub,
    email: user.email,
    name: user.name,
    role: user.role,
    projects_roles: memberships.filter((m): m is ProjectRole => isRole(m.role)),
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
