import { asc, count, eq, sql } from 'drizzle-orm';
import { isGlobalAdmin } from '../../domain/roles.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { answeringConstraints } from '../db/constraint-answers.ts';
import { SQLSTATE } from '../db/errors.ts';
import { projectGroups, projects } from '../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const GROUP_ADMIN_ONLY = 'Somente um administrador global pode mudar o grupo de projetos';
export const UNKNOWN_GROUP =
  'Grupo de projetos inexistente: escolha um grupo da lista ou crie-o em Administração › Grupos de projetos';
export const GROUP_MESSAGES = {
  notFound: 'Grupo de projetos não encontrado',
  duplicate: (name: string) => `Já existe um grupo de projetos chamado "${name}".`,
  inUse: (name: string, n: number) =>
    `O grupo "${name}" tem ${n} ${n === 1 ? 'projeto' : 'projetos'}: tire-os do grupo antes de excluí-lo.`,
} as const;

/**
 * A project's group decides whose group reports include it (server/reports/group-access.ts), so
 * it is a global admin's decision (issue #12, finding 7): a project admin may send the project's
 * own value back (react-admin saves the whole record) but not change it. A global admin moves a
 * project into a named group (docs/roles.md#roles) or out of any group (null); groups are
 * created and named in Administração (issue #18 part 7), never by typing a new number.
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
  // Locked so the group cannot be deleted between this check and the project's write.
  const [group] = await tx
    .select({ id: projectGroups.id })
    .from(projectGroups)
    .where(eq(projectGroups.id, sent))
    .for('share');
  if (!group) throw new HttpError(400, UNKNOWN_GROUP, { group_id: UNKNOWN_GROUP });
}

export interface ProjectGroup {
  id: number;
  name: string;
  projects: number;
}

/** `GET /admin/project-groups` and the project form's choices: every group by name, with its project count. */
export async function listGroups(db: Db): Promise<ProjectGroup[]> {
  const rows = await db
    .select({
      id: projectGroups.id,
      name: projectGroups.name,
      projects: sql<number>`(select count(*)::int from ${projects} where ${projects.group_id} = ${projectGroups.id})`,
    })
    .from(projectGroups)
    .orderBy(sql`${projectGroups.name} collate "und-x-icu"`, asc(projectGroups.id));
  return rows.map((r) => ({ ...r, projects: Number(r.projects) }));
}

async function groupById(db: Db, id: number): Promise<ProjectGroup> {
  const found = (await listGroups(db)).find((g) => g.id === id);
  if (!found) throw notFound(GROUP_MESSAGES.notFound);
  return found;
}

const uniqueName = (name: string) => ({
  [SQLSTATE.uniqueViolation]: () =>
    new HttpError(409, GROUP_MESSAGES.duplicate(name), { name: GROUP_MESSAGES.duplicate(name) }),
});

/** `POST /admin/project-groups` (global admin): a new group, its name unique whatever the case. */
export async function createGroup(db: Db, name: string): Promise<ProjectGroup> {
  const [row] = await answeringConstraints(
    () => db.insert(projectGroups).values({ name }).returning({ id: projectGroups.id }),
    uniqueName(name),
  );
  return groupById(db, row.id);
}

/** `PATCH /admin/project-groups/{id}` (global admin): renames; its projects stay in it. */
export async function renameGroup(db: Db, id: number, name: string): Promise<ProjectGroup> {
  const updated = await answeringConstraints(
    () =>
      db
        .update(projectGroups)
        .set({ name, updated_at: sql`now()` })
        .where(eq(projectGroups.id, id))
        .returning({ id: projectGroups.id }),
    uniqueName(name),
  );
  if (!updated.length) throw notFound(GROUP_MESSAGES.notFound);
  return groupById(db, id);
}

/**
 * `DELETE /admin/project-groups/{id}` (global admin): only an empty group. Taking projects out
 * of their group silently would change whose group reports include them; the admin does it
 * project by project, knowingly.
 */
export async function deleteGroup(db: Db, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [group] = await tx.select().from(projectGroups).where(eq(projectGroups.id, id)).for('update');
    if (!group) throw notFound(GROUP_MESSAGES.notFound);
    const [{ n }] = await tx.select({ n: count() }).from(projects).where(eq(projects.group_id, id));
    if (Number(n) > 0) throw conflict(GROUP_MESSAGES.inUse(group.name, Number(n)));
    await tx.delete(projectGroups).where(eq(projectGroups.id, id));
    return { id };
  });
}
