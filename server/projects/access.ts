import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { canSeeProject, isGlobalAdmin, isProjectAdmin } from '../../domain/roles.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { runPrepared } from '../db/prepared.ts';
import { blocks, children, lots, projects, residents, streets } from '../db/schema/index.ts';
import { forbidden, notFound } from '../errors.ts';

export type ProjectNeed = 'member' | 'admin';

/**
 * The project rule of docs/roles.md#roles for one project: unknown or not the user's → 404 (as if it
 * did not exist); a member asking for an admin action → 403.
 */
export function checkProject(user: CurrentUser, projectId: number | null | undefined, need: ProjectNeed): number {
  if (projectId == null || !canSeeProject(user, projectId)) throw notFound();
  if (need === 'admin' && !isProjectAdmin(user, projectId)) throw forbidden();
  return projectId;
}

/** Checks a project id given by the client (body or query): it must exist and be the user's. */
export async function requireProject(db: Db, user: CurrentUser, projectId: number, need: ProjectNeed): Promise<number> {
  return checkProject(user, await existingProject(db, projectId), need);
}

/** The project's id when it exists, else null. */
export async function existingProject(db: Db, projectId: number): Promise<number | null> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  return row?.id ?? null;
}

/** Where each child record keeps its project, so permissions are one lookup away. */
const owners = {
  block: { table: blocks, id: blocks.id, project: blocks.project_id },
  street: { table: streets, id: streets.id, project: streets.project_id },
  lot: { table: lots, id: lots.id, project: lots.project_id },
} as const;

/** How a declared resource's record finds its project (server/resources/): registered with its routes. */
export type ProjectLookup = (db: Db, id: number) => Promise<number | null>;
const declaredOwners = new Map<string, ProjectLookup>();

/** Makes a declared resource a kind of record a route's `config.scope` may name (by its resource name). */
export function registerRecordOwner(kind: string, lookup: ProjectLookup): void {
  declaredOwners.set(kind, lookup);
}

/** Whether a kind of record has a known project: the built-in ones and the registered resources. */
export const isRecordKind = (kind: string): boolean =>
  kind in owners || kind === 'child' || kind === 'resident' || declaredOwners.has(kind);

/** A record kind: a built-in one, or a declared resource's name (checked when its routes are added). */
export type ProjectRecord = keyof typeof owners | 'child' | 'resident' | (string & {});

/** The project of a record, or null when the record does not exist. */
export async function projectOf(db: Db, kind: ProjectRecord, id: number): Promise<number | null> {
  const declared = declaredOwners.get(kind);
  if (declared) return declared(db, id);
  if (kind === 'child' || kind === 'resident') {
    const table = kind === 'child' ? children : residents;
    const [row] = await db
      .select({ project: lots.project_id })
      .from(table)
      .innerJoin(lots, eq(lots.id, table.lot_id))
      .where(eq(table.id, id));
    return row?.project ?? null;
  }
  const owner = kind as keyof typeof owners;
  if (!owners[owner]) throw new Error(`config.scope: unknown record kind ${kind}`);
  // Asked by nearly every record's route: prepared (server/db/prepared.ts).
  const [row] = await runPrepared(db, `project_of_${owner}`, (conn) => ownerStatement(conn, owner), { id });
  return row?.project ?? null;
}

const ownerStatement = (db: Db, kind: keyof typeof owners) =>
  db
    .select({ project: owners[kind].project })
    .from(owners[kind].table)
    .where(eq(owners[kind].id, sql.placeholder('id')));

/** Resolves a record's project and applies the rule; answers the project id. */
export async function requireRecord(
  db: Db,
  user: CurrentUser,
  kind: ProjectRecord,
  id: number,
  need: ProjectNeed,
): Promise<number> {
  return checkProject(user, await projectOf(db, kind, id), need);
}

/**
 * The SQL condition that keeps a list inside the user's projects (undefined for a global
 * admin, who sees them all). Lists filter in SQL, never after the fact.
 */
export function visibleTo(user: CurrentUser, projectColumn: AnyPgColumn): SQL | undefined {
  if (isGlobalAdmin(user)) return undefined;
  const ids = user.projects_roles.map((r) => r.project_id);
  return ids.length ? inArray(projectColumn, ids) : sql`false`;
}
