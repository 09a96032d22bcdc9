import { and, eq, ne, sql } from 'drizzle-orm';
import { isGlobalAdmin } from '../../domain/roles.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { projects } from '../db/schema/index.ts';
import { HttpError } from '../errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const GROUP_ADMIN_ONLY = 'Somente um administrador global pode mudar o grupo de projetos';
export const unknownGroup = (next: number) =>
  `Grupo de projetos inexistente: escolha um grupo de outro projeto ou ${next} para começar um grupo novo`;

/**
 * A project's group decides whose group reports include it (server/reports/group-access.ts), so
 * it is a global admin's decision (issue #12, finding 7): a project admin may send the project's
 * own value back (react-admin saves the whole record) but not change it. A global admin moves a
 * project into a group another project already has, out of any group (null), or starts a new
 * group with the next free number; any other number would be a group of one nobody meant.
 *
 * `current` is the project's group before the write; undefined for a new project.
 */
export async function checkGroupChange(
  tx: Tx | Db,
  user: CurrentUser,
  sent: number | null | undefined,
  current: { id: number; group_id: number | null } | undefined,
): Promise<void> {
  if (sent === undefined || (current && sent === current.group_id)) return;
  if (!isGlobalAdmin(user)) throw new HttpError(403, GROUP_ADMIN_ONLY, { group_id: GROUP_ADMIN_ONLY });
  if (sent === null) return;
  const others = current ? and(eq(projects.group_id, sent), ne(projects.id, current.id)) : eq(projects.group_id, sent);
  const [used] = await tx.select({ id: projects.id }).from(projects).where(others).limit(1);
  if (used) return;
  const [{ highest }] = await tx
    .select({ highest: sql<number>`coalesce(max(${projects.group_id}), 0)::int` })
    .from(projects);
  const next = Number(highest) + 1;
  if (sent !== next) throw new HttpError(400, unknownGroup(next), { group_id: unknownGroup(next) });
}
