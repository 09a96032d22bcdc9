import { asc, eq } from 'drizzle-orm';
import { canSeeProject, isGlobalAdmin, isProjectAdmin } from '../../domain/roles.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { projects } from '../db/schema/index.ts';
import { forbidden, notFound } from '../errors.ts';

/**
 * A group's projects for a group report: a global admin, or a project admin of every project
 * of the group. A group with none of the user's projects is 404 (as if it did not exist);
 * one where the user is not admin of every project is 403.
 */
export async function requireGroup(db: Db, user: CurrentUser, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.group_id, groupId))
    .orderBy(asc(projects.id));
  const ids = rows.map((r) => r.id);
  if (!ids.length) throw notFound('Grupo não encontrado');
  if (isGlobalAdmin(user)) return ids;
  if (!ids.some((id) => canSeeProject(user, id))) throw notFound('Grupo não encontrado');
  if (!ids.every((id) => isProjectAdmin(user, id)))
    throw forbidden('Somente quem administra todos os projetos do grupo pode gerar este relatório');
  return ids;
}
