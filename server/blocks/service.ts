import { and, eq, inArray, sql } from 'drizzle-orm';
import type { blockEntity } from '../../domain/entities/block.ts';
import type { EntityValues } from '../../domain/fields/values.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import { blocks, blockStreets, streets } from '../db/schema/index.ts';
import { linkFiles } from '../files/link.ts';
import { HttpError, notFound } from '../errors.ts';
import { keepProject } from '../projects/body.ts';
import { SQLSTATE } from '../db/errors.ts';
import { answeringConstraints } from '../db/constraint-answers.ts';
import { BLOCK_MESSAGES } from './schemas.ts';
import { atVersion, nextVersion, staleRecord } from '../history/version.ts';

type BlockValues = EntityValues<typeof blockEntity>;

const constraints = {
  // Keyed by field too, so the form shows it under "Nome" (issue #18).
  [SQLSTATE.uniqueViolation]: () => new HttpError(409, BLOCK_MESSAGES.duplicate, { name: BLOCK_MESSAGES.duplicate }),
  // A street deleted while the block was being saved.
  [SQLSTATE.foreignKeyViolation]: () =>
    new HttpError(400, MESSAGES.invalidRequest, { streets_ids: BLOCK_MESSAGES.streetElsewhere }),
};

/** The streets sent must be the project's own (400 on streets_ids otherwise); answers them without repeats. */
async function projectStreets(tx: Db, projectId: number, ids: readonly number[] | null | undefined): Promise<number[]> {
  const wanted = [...new Set(ids ?? [])];
  if (!wanted.length) return [];
  const found = await tx
    .select({ id: streets.id })
    .from(streets)
    .where(and(inArray(streets.id, wanted), eq(streets.project_id, projectId)));
  if (found.length !== wanted.length)
    throw new HttpError(400, MESSAGES.invalidRequest, { streets_ids: BLOCK_MESSAGES.streetElsewhere });
  return wanted;
}

async function setStreets(tx: Db, blockId: number, projectId: number, streetIds: number[]): Promise<void> {
  await tx.delete(blockStreets).where(eq(blockStreets.block_id, blockId));
  if (streetIds.length) {
    await tx
      .insert(blockStreets)
      .values(streetIds.map((street_id) => ({ block_id: blockId, street_id, project_id: projectId })));
  }
}

/** `POST /blocks/create` in a project the caller administers (checked by the route); answers the id. */
export async function createBlock(db: Db, user: CurrentUser, projectId: number, values: BlockValues): Promise<number> {
  return answeringConstraints(
    () =>
      db.transaction(async (tx) => {
        const streetIds = await projectStreets(tx, projectId, values.streets_ids);
        await linkFiles(tx, user, projectId, { image_id: values.image_id });
        const [row] = await tx
          .insert(blocks)
          .values({
            name: values.name!,
            project_id: projectId,
            image_id: values.image_id ?? null,
            created_by: user.id,
            updated_by: user.id,
          })
          .returning({ id: blocks.id });
        await setStreets(tx, row.id, projectId, streetIds);
        return row.id;
      }),
    constraints,
  );
}

/** `PATCH /blocks/{id}`: the fields sent; `streets_ids` replaces the block's streets. A block stays in its project. */
export async function updateBlock(
  db: Db,
  user: CurrentUser,
  id: number,
  projectId: number,
  values: BlockValues,
  version?: number,
): Promise<void> {
  keepProject(values.project_id, projectId);
  await answeringConstraints(
    () =>
      db.transaction(async (tx) => {
        await linkFiles(tx, user, projectId, { image_id: values.image_id });
        const updated = await tx
          .update(blocks)
          .set({
            ...(values.name != null ? { name: values.name } : {}),
            ...(values.image_id !== undefined ? { image_id: values.image_id } : {}),
            updated_at: sql`now()`,
            updated_by: user.id,
            version: nextVersion(blocks.version),
          })
          .where(and(eq(blocks.id, id), atVersion(blocks.version, version)))
          .returning({ id: blocks.id });
        if (!updated.length) throw version === undefined ? notFound(BLOCK_MESSAGES.notFound) : staleRecord();
        if (values.streets_ids !== undefined)
          await setStreets(tx, id, projectId, await projectStreets(tx, projectId, values.streets_ids));
      }),
    constraints,
  );
}

/** `DELETE /blocks/{id}`: its lots, their families and events go with it (the schema cascades). */
export async function deleteBlock(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(blocks).where(eq(blocks.id, id)).returning({ id: blocks.id });
  if (!row) throw notFound(BLOCK_MESSAGES.notFound);
  return row;
}
