import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { projectMembers } from '../db/schema/index.ts';

/**
 * Records that a member did something in a project (`last_activity_on_project_at`), at most
 * once a minute per member, as users.last_activity_at: the update matches no row otherwise.
 * Call after the project check; a global admin who is not a member changes nothing.
 */
export async function touchProjectActivity(
  db: Db,
  user: { id: number; projects_roles: { project_id: number }[] },
  projectId: number,
): Promise<void> {
  if (!user.projects_roles.some((r) => r.project_id === projectId)) return;
  await db
    .update(projectMembers)
    .set({ lastActivityAt: sql`now()` })
    .where(
      sql`${projectMembers.projectId} = ${projectId} and ${projectMembers.userId} = ${user.id}
        and (${projectMembers.lastActivityAt} is null or ${projectMembers.lastActivityAt} < now() - interval '1 minute')`,
    );
}
