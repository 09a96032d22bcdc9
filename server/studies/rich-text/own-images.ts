import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { files } from '../../db/schema/index.ts';
import type { FileContext } from '../../files/file-objects.ts';
import { linkFiles } from '../../files/link.ts';
import { nowSeconds, signature, signingKey } from '../../files/signing.ts';
import { HttpError } from '../../errors.ts';
import { STUDY_IMAGE_TYPES, ownFileSource } from '../../../domain/api/study-images.ts';

/**
 * Pictures of the studies' sections kept as the project's files, not as data URLs in the text
 * (issue #19): the editor uploads each picture (POST /files/create) and writes our own file
 * route; a section then keeps `<img src="/api/files/{id}/download">`, a few bytes where a
 * 2 MB photo was ~2.8 MB of base64 at every read, save and PDF.
 *
 * - A save links the section's pictures to the project (linkFiles: the user's own unlinked
 *   upload, or a file already the project's), so the orphan cleanup keeps them, and refuses
 *   another project's file, someone else's upload, an unknown id or a file that is not a
 *   PNG or JPEG, with nothing written.
 * - A read gives the editor each picture of this project as a signed link (an `<img>` cannot
 *   send the Bearer token); the save takes the signature off again (sanitize.ts), so the
 *   stored text never holds a link that expires. A file of another project is never signed:
 *   the signature is the whole authorisation of a download.
 * - The PDF draws them from the same project only (../images.ts).
 */

/** An own-file picture as the sanitiser writes it (older rows may still carry a query). */
const OWN_IMAGE = /<img src="\/api\/files\/(\d+)\/download(?:[?#][^"]*)?"/g;

export const IMAGE_NOT_HERE =
  'Uma imagem desta seção não é deste projeto ou não existe mais: remova-a e insira-a de novo pelo botão Imagem.';

/** The file ids of the own-file pictures of a sanitised section, in order, without repeats. */
export function ownImageIds(html: string | null | undefined): number[] {
  if (!html) return [];
  return [...new Set([...html.matchAll(OWN_IMAGE)].map((m) => Number(m[1])))];
}

/**
 * Links the pictures of the sanitised sections about to be saved to the project; a picture
 * that may not be linked is a 400 naming its sections, before anything is written.
 */
export async function linkSectionImages(
  db: Db,
  userId: number,
  projectId: number,
  sections: Record<string, string | null | undefined>,
): Promise<void> {
  const bySection = Object.fromEntries(Object.entries(sections).map(([key, html]) => [key, ownImageIds(html)]));
  const all = [...new Set(Object.values(bySection).flat())];
  if (!all.length) return;
  const refuse = (bad: Set<number>) =>
    new HttpError(
      400,
      IMAGE_NOT_HERE,
      Object.fromEntries(
        Object.entries(bySection)
          .filter(([, ids]) => ids.some((id) => bad.has(id)))
          .map(([key]) => [key, IMAGE_NOT_HERE]),
      ),
    );
  await db.transaction(async (tx) => {
    const notPictures = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, all), notInArray(files.mime, [...STUDY_IMAGE_TYPES])));
    if (notPictures.length) throw refuse(new Set(notPictures.map((r) => r.id)));
    try {
      await linkFiles(tx as Db, { id: userId }, projectId, bySection);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
      const usable = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(inArray(files.id, all), eq(files.project_id, projectId)));
      const ok = new Set(usable.map((r) => r.id));
      // linkFiles links nothing when it refuses; the ids it could not take are the ones not ours.
      throw refuse(new Set(all.filter((id) => !ok.has(id))));
    }
  });
}

/** Gives a section's pictures of this project signed links; anything else as it is. */
export type ImageSigner = (html: string) => Promise<string>;

/**
 * A signer for one read of a project's sections: one query for the pictures' files (per
 * section that has pictures not seen yet), the signing key read once, every link of the read
 * expiring together (config.files.urlTtlSeconds).
 */
export function ownImageSigner(ctx: FileContext, projectId: number): ImageSigner {
  const ours = new Map<number, boolean>();
  let key: Buffer | undefined;
  const expires = nowSeconds() + ctx.config.files.urlTtlSeconds;
  return async (html) => {
    const ids = ownImageIds(html);
    if (!ids.length) return html;
    const unknown = ids.filter((id) => !ours.has(id));
    if (unknown.length) {
      const rows = await ctx.db
        .select({ id: files.id })
        .from(files)
        .where(and(inArray(files.id, unknown), eq(files.project_id, projectId)));
      const found = new Set(rows.map((r) => r.id));
      for (const id of unknown) ours.set(id, found.has(id));
    }
    key ??= await signingKey(ctx.db);
    const signingWith = key;
    return html.replace(OWN_IMAGE, (tag, id: string) => {
      if (!ours.get(Number(id))) return `<img src="${ownFileSource(id)}"`;
      const sig = signature(signingWith, Number(id), expires);
      return `<img src="${ownFileSource(id)}?expires=${expires}&amp;signature=${sig}"`;
    });
  };
}

/** The sections of an answer with their pictures signed (null stays null). */
export async function signSections<T extends Record<string, string | null>>(
  sign: ImageSigner,
  sections: T,
): Promise<T> {
  const out: Record<string, string | null> = {};
  for (const [key, html] of Object.entries(sections)) out[key] = html === null ? null : await sign(html);
  return out as T;
}

/** The same, for sections read one at a time (the Relatório Técnico's streamed answer). */
export async function* signedInOrder(
  sign: ImageSigner,
  sections: AsyncIterable<[string, string]> | Iterable<[string, string]>,
): AsyncGenerator<[string, string]> {
  for await (const [key, html] of sections) yield [key, await sign(html)];
}
