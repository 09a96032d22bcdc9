import { and, count, eq, sql } from 'drizzle-orm';
import { atVersion, nextVersion, staleRecord } from '../history/version.ts';
import { projectEntity } from '../../domain/entities/project.ts';
import { storageKey, writableFields } from '../../domain/fields/entity.ts';
import type { EntityValues } from '../../domain/fields/values.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { DEFAULT_PROJECT_CLASS, REURB_S } from '../db/schema/choices.ts';
import { emissions, projects } from '../db/schema/index.ts';
import { withFileObjects, type FileContext } from '../files/file-objects.ts';
import { linkFiles } from '../files/link.ts';
import { conflict, notFound } from '../errors.ts';
import { allMembers } from '../members/queries.ts';
import { findProject, PROJECT_FILE_KEYS, type ProjectFileKey } from './queries.ts';
import { checkGroupChange } from './group.ts';

export type ProjectValues = EntityValues<typeof projectEntity>;
type ProjectColumns = Partial<typeof projects.$inferInsert>;

/** The keys a client may write (domain's writable fields), split into plain columns and file links. */
const WRITABLE = writableFields(projectEntity).map(storageKey);
const isFileKey = (key: string): key is ProjectFileKey => (PROJECT_FILE_KEYS as readonly string[]).includes(key);

function split(values: ProjectValues): {
  plain: ProjectColumns;
  files: Partial<Record<ProjectFileKey, number | null>>;
} {
  const plain: Record<string, unknown> = {};
  const files: Partial<Record<ProjectFileKey, number | null>> = {};
  for (const key of WRITABLE) {
    const value = (values as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (isFileKey(key)) files[key] = value as number | null;
    else plain[key] = value;
  }
  // The class is never empty: cleared, it is the default class again.
  if ('project_class' in plain && plain.project_class == null) plain.project_class = DEFAULT_PROJECT_CLASS;
  // Likewise the modality: cleared, it is Reurb-S again.
  if ('reurb_modality' in plain && plain.reurb_modality == null) plain.reurb_modality = REURB_S;
  return { plain: plain as ProjectColumns, files };
}

/**
 * One project as answered by GET, create and update: fields, counts, each file id with its
 * file object (a short-lived signed link) and the members.
 */
export async function projectDetail(ctx: FileContext, id: number) {
  const row = await findProject(ctx.db, id);
  if (!row) throw notFound('Projeto não encontrado');
  const withFiles = await withFileObjects(ctx, row, PROJECT_FILE_KEYS);
  return { ...withFiles, members: await allMembers(ctx.db, id) };
}

/**
 * `POST /projects/create` (global admin). The files it names must be the creator's own
 * uploads not linked yet; they become the project's. The creator is not made a member: a
 * global admin sees every project, and adds members (themselves too) from the members panel.
 */
export async function createProject(db: Db, user: CurrentUser, values: ProjectValues): Promise<number> {
  const { plain, files } = split(values);
  return db.transaction(async (tx) => {
    await checkGroupChange(tx, user, plain.group_id, undefined);
    const [row] = await tx
      .insert(projects)
      .values({ ...plain, name: plain.name!, created_by: user.id, updated_by: user.id })
      .returning({ id: projects.id });
    if (Object.keys(files).length) {
      // Linked after the insert: the files become this new project's.
      await linkFiles(tx, user, row.id, files);
      await tx.update(projects).set(files).where(eq(projects.id, row.id));
    }
    return row.id;
  });
}

/**
 * `PATCH /projects/{id}` (project admin, checked by the caller): only the fields sent change;
 * the group only by a global admin (./group.ts).
 */
export async function updateProject(
  db: Db,
  user: CurrentUser,
  id: number,
  values: ProjectValues,
  version?: number,
): Promise<void> {
  const { plain, files } = split(values);
  await db.transaction(async (tx) => {
    if (plain.group_id !== undefined) {
      const [current] = await tx
        .select({ id: projects.id, group_id: projects.group_id })
        .from(projects)
        .where(eq(projects.id, id))
        .for('update');
      if (!current) throw notFound('Projeto não encontrado');
      await checkGroupChange(tx, user, plain.group_id, current);
    }
    await linkFiles(tx, user, id, files);
    const updated = await tx
      .update(projects)
      .set({ ...plain, ...files, updated_at: sql`now()`, updated_by: user.id, version: nextVersion(projects.version) })
      .where(and(eq(projects.id, id), atVersion(projects.version, version)))
      .returning({ id: projects.id });
    if (!updated.length) throw version === undefined ? notFound('Projeto não encontrado') : staleRecord();
  });
}

export const HAS_EMISSIONS = (n: number) =>
  `Este projeto tem ${n} ${n === 1 ? 'documento oficial emitido' : 'documentos oficiais emitidos'} (títulos ou CRF) ` +
  'no registro de emissões e não pode ser excluído: a verificação pública desses documentos depende dele.';

/**
 * `DELETE /projects/{id}` (project admin, after the delete modal, docs/screens.md#screens):
 * blocks, streets, lots, families, events, files go with it. Not a project whose títulos or
 * CRFs were emitted: the CRF is the act approving the Reurb (Dec. 9.310/2018 art. 38) and is
 * registered with the approved project (art. 40), and in legitimação fundiária it goes without
 * individual títulos (art. 16, § 5º), the títulos otherwise being registered on their own; the register (server/emissions/) is what
 * their verification codes point to, so deleting it would leave issued documents unverifiable.
 * A cancelled emission keeps its line too, so any line at all refuses the deletion: the reading
 * that protects the families and the municipality.
 */
export async function deleteProject(db: Db, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('update');
    if (!locked) throw notFound('Projeto não encontrado');
    const [{ n }] = await tx.select({ n: count() }).from(emissions).where(eq(emissions.project_id, id));
    if (Number(n) > 0) throw conflict(HAS_EMISSIONS(Number(n)));
    await tx.delete(projects).where(eq(projects.id, id));
    return { id };
  });
}
