import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { MESSAGES } from '../../domain/validation/messages.ts';
import type { Db } from '../db/connection.ts';
import { files } from '../db/schema/index.ts';
import { HttpError } from '../errors.ts';

/** File ids a write is about to link, by the body key that carries them. */
export type FileIdsByField = Record<string, number | readonly number[] | null | undefined>;

/**
 * Call inside the write's transaction, after requireProject/requireRecord, before storing
 * file ids on a record of `projectId` (lot documents, project or block image, child files).
 *
 * A file may be linked when it already belongs to that project, or when it is not linked yet
 * and the user uploaded it. Anything else (another project's file, someone else's upload, an
 * unknown id) is a 400 naming the field, so nobody can obtain a signed link to a file of a
 * project they cannot see by linking its id. The linked files become the project's.
 */
export async function linkFiles(
  tx: Db,
  user: { id: number },
  projectId: number,
  fields: FileIdsByField,
): Promise<void> {
  const idsOf = (value: FileIdsByField[string]): number[] =>
    value == null ? [] : typeof value === 'number' ? [value] : [...value];
  const wanted = [...new Set(Object.values(fields).flatMap(idsOf))];
  if (!wanted.length) return;
  const usable = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, wanted),
        or(eq(files.project_id, projectId), and(isNull(files.project_id), eq(files.created_by, user.id))),
      ),
    );
  const ok = new Set(usable.map((r) => r.id));
  const errors = Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => idsOf(value).some((id) => !ok.has(id)))
      .map(([key]) => [key, MESSAGES.file]),
  );
  if (Object.keys(errors).length) throw new HttpError(400, MESSAGES.invalidRequest, errors);
  await tx
    .update(files)
    .set({ project_id: projectId })
    .where(and(inArray(files.id, wanted), isNull(files.project_id)));
}
