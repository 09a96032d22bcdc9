import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { touchProjectActivity } from '../members/activity.ts';
import { requireProject, requireRecord, type ProjectNeed, type ProjectRecord } from './access.ts';

/**
 * The project checks of server/projects/access.ts (404 outside one's projects, 403 for a
 * member asking for an admin action), then the member's activity in the project is noted.
 * Call first in a project-scoped handler; answers the project id.
 */
export async function enterProject(db: Db, user: CurrentUser, projectId: number, need: ProjectNeed): Promise<number> {
  const id = await requireProject(db, user, projectId, need);
  await touchProjectActivity(db, user, id);
  return id;
}

/** As enterProject, for a record of a project (block, street, lot...). */
export async function enterRecord(
  db: Db,
  user: CurrentUser,
  kind: ProjectRecord,
  id: number,
  need: ProjectNeed,
): Promise<number> {
  const projectId = await requireRecord(db, user, kind, id, need);
  await touchProjectActivity(db, user, projectId);
  return projectId;
}
