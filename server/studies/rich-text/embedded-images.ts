import { and, asc, eq, inArray } from 'drizzle-orm';
import { files } from '../../db/schema/index.ts';
import { detectType, SNIFF_BYTES } from '../../files/detect.ts';
import { sizeLimitLabel } from '../../files/upload.ts';
import type { FileContext } from '../../files/file-objects.ts';
import { removeObjects } from '../../files/service.ts';
import { fileStorage, newStorageKey } from '../../files/storage.ts';
import { HttpError } from '../../errors.ts';
import { oversized, PIXEL_LIMIT, pixelsOf, type PictureSize } from '../../reports/pdf/picture-limit.ts';
import { restoreAsides, sourceAside, type Aside, type Sanitised } from './sanitize.ts';
import { DATA_IMAGE_HEAD, STUDY_IMAGE_TYPES, ownFileSource } from '../../../domain/api/study-images.ts';

/**
 * Pictures that reach a save inside the text, as data URLs, become files of the project (issue
 * #19): texts saved before the editor uploaded its pictures, and HTML pasted from programs that
 * embed them. A photo at the editor's limit is ~2.8 MB of base64 that every read, save and PDF
 * of the section carried; as a file the section keeps `<img src="/api/files/{id}/download">`,
 * as own-images.ts describes, and the page is given a signed link at its next read.
 *
 * - The bytes decide: a PNG or JPEG by its content (files/detect.ts) within the upload limit
 *   (FILE_MAX_BYTES) and the pixels a document draws (reports/pdf/picture-limit.ts), else a 400
 *   naming the section, nothing written — a picture that cannot be kept is neither kept nor
 *   dropped silently.
 * - One file per picture per project: a picture this module already made a file of the project
 *   (the same SHA-256, and its name) is that file. The page keeps the data URL it sent until it
 *   reads the study again, and each of its saves sends it again; they all name the one file.
 *   Other files of the project with the same bytes are not taken: a lot's document is deleted
 *   when the lot's field is given another, or when its owner's data is erased (LGPD), and a
 *   study's picture must not go with it.
 * - The bytes are stored before the rows (a store is not transactional); if the rows cannot be
 *   written, the bytes are removed and the save fails, with nothing of the text written.
 * - Not counted against the upload quotas (files/quota.ts): only a project's admins save the
 *   studies, the bytes came within the route's body limit, and until now the database kept them.
 *   They are counted from now on as what the admin sent, like any file of theirs.
 */

/** A data-URL picture as the sanitiser writes it (sanitize.ts: `<img src="…"`). */
const EMBEDDED = new RegExp(`<img src="(${DATA_IMAGE_HEAD}[^"]*)"`, 'g');

export const IMAGE_NOT_PICTURE =
  'Uma imagem colada nesta seção não é um PNG ou JPEG válido: remova-a e insira-a de novo pelo botão Imagem.';
/** A picture past the upload limit (FILE_MAX_BYTES), which the button would have refused too. */
export const IMAGE_TOO_LARGE = (maxBytes: number) =>
  `Uma imagem colada nesta seção passa do limite de ${sizeLimitLabel(maxBytes)} por arquivo: reduza-a e insira-a pelo botão Imagem.`;

/** A picture of more pixels than a document draws (../../reports/pdf/picture-limit.ts), whatever it weighs. */
export const IMAGE_TOO_MANY_PIXELS = (size: PictureSize) =>
  `Uma imagem colada nesta seção tem ${pixelsOf(size)}, acima do limite de ${PIXEL_LIMIT}: reduza-a e insira-a pelo botão Imagem.`;

/** The message for a picture of more pixels than a document draws, else null. */
function tooManyPixels(bytes: Uint8Array): string | null {
  const size = oversized(bytes);
  return size && IMAGE_TOO_MANY_PIXELS(size);
}

/** The name a stored picture gets (nothing of the page's, which sent none), by its type. */
const NAMES: Record<(typeof STUDY_IMAGE_TYPES)[number], string> = {
  'image/png': 'imagem-colada.png',
  'image/jpeg': 'imagem-colada.jpg',
};
const nameOf = (mime: string) => NAMES[mime as keyof typeof NAMES];

interface Picture {
  bytes: Buffer;
  mime: string;
  sha256: string;
  /** The file it becomes, once found or stored. */
  id?: number;
}

async function sha256Of(bytes: Buffer): Promise<string> {
  // Web Crypto hashes on libuv's pool: 2 MB are ~5 ms the API's thread does not spend.
  return Buffer.from(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)).toString('hex');
}

/**
 * The sanitised sections about to be saved (sanitize.ts, sanitizeSection), each data-URL
 * picture replaced by the route of the project file it is now; any stand-in kept elsewhere (a
 * picture's source quoted in text) back to its data URL.
 */
export async function storeEmbeddedImages<K extends string>(
  ctx: FileContext,
  userId: number,
  projectId: number,
  sections: Partial<Record<K, Sanitised | null>>,
): Promise<Partial<Record<K, string | null>>> {
  const entries = Object.entries(sections) as [K, Sanitised | null | undefined][];
  /** A picture's data URL the sanitiser wrote as it came (another spelling than the editor's), as an aside. */
  const literal = new Map<string, Aside>();
  const asideOf = (section: Sanitised, src: string) => {
    const aside = section.asides.get(src) ?? literal.get(src);
    if (aside) return aside;
    literal.set(src, sourceAside(src));
    return literal.get(src)!;
  };
  /** Each picture, and the sections that hold it. */
  const found = new Map<Aside, K[]>();
  for (const [key, section] of entries) {
    if (!section?.html.includes('<img src="data:')) continue;
    for (const [, src] of section.html.matchAll(EMBEDDED)) {
      const aside = asideOf(section, src!);
      found.set(aside, [...(found.get(aside) ?? []), key]);
    }
  }

  const pictures = new Map<Aside, Picture>();
  /** The message of each section holding a picture that cannot be kept. */
  const refused = new Map<K, string>();
  const { maxBytes } = ctx.config.files;
  for (const [aside, keys] of found) {
    const bytes = aside.bytes();
    const type = await detectType(bytes.subarray(0, SNIFF_BYTES));
    const problem =
      !type || !(STUDY_IMAGE_TYPES as readonly string[]).includes(type.mime)
        ? IMAGE_NOT_PICTURE
        : bytes.length > maxBytes
          ? IMAGE_TOO_LARGE(maxBytes)
          : tooManyPixels(bytes);
    if (problem) for (const key of keys) refused.set(key, problem);
    else pictures.set(aside, { bytes, mime: type!.mime, sha256: await sha256Of(bytes) });
  }
  if (refused.size) throw new HttpError(400, refused.values().next().value!, Object.fromEntries(refused));
  if (pictures.size) await fileEach(ctx, userId, projectId, [...pictures.values()]);

  const out: Partial<Record<K, string | null>> = {};
  for (const [key, section] of entries) {
    if (section === undefined) continue;
    if (section === null) {
      out[key] = null;
      continue;
    }
    const html = found.size
      ? section.html.replace(EMBEDDED, (_, src: string) => {
          const picture = pictures.get(asideOf(section, src))!;
          return `<img src="${ownFileSource(picture.id!)}"`;
        })
      : section.html;
    out[key] = restoreAsides({ html, asides: section.asides });
  }
  return out;
}

/** Gives each picture its file: the one made of the same bytes for the project before, or a new one. */
async function fileEach(ctx: FileContext, userId: number, projectId: number, pictures: Picture[]): Promise<void> {
  const existing = await ctx.db
    .select({ id: files.id, sha256: files.sha256, mime: files.mime })
    .from(files)
    .where(
      and(
        eq(files.project_id, projectId),
        inArray(
          files.sha256,
          pictures.map((p) => p.sha256),
        ),
        inArray(files.mime, [...STUDY_IMAGE_TYPES]),
        inArray(files.original_name, Object.values(NAMES)),
      ),
    )
    .orderBy(asc(files.id));
  const same = (file: { sha256: string; mime: string }) => `${file.sha256} ${file.mime}`;
  const ours = new Map<string, number>();
  for (const row of existing) if (!ours.has(same(row))) ours.set(same(row), row.id);
  /** The pictures to store, grouped by their bytes: two data URLs of one picture make one file. */
  const fresh = new Map<string, Picture[]>();
  for (const picture of pictures) {
    const id = ours.get(same(picture));
    if (id) picture.id = id;
    else fresh.set(same(picture), [...(fresh.get(same(picture)) ?? []), picture]);
  }
  if (!fresh.size) return;

  const storage = fileStorage(ctx.config);
  const keys: string[] = [];
  try {
    const rows = [];
    for (const [first] of fresh.values()) {
      const key = newStorageKey();
      await storage.put(key, first!.bytes, { mime: first!.mime, size: first!.bytes.length, sha256: first!.sha256 });
      keys.push(key);
      rows.push({
        storage_key: key,
        original_name: nameOf(first!.mime),
        mime: first!.mime,
        size: first!.bytes.length,
        sha256: first!.sha256,
        project_id: projectId,
        created_by: userId,
      });
    }
    const inserted = await ctx.db
      .insert(files)
      .values(rows)
      .returning({ id: files.id, storage_key: files.storage_key });
    [...fresh.values()].forEach((group, i) => {
      const id = inserted.find((r) => r.storage_key === keys[i])!.id;
      for (const picture of group) picture.id = id;
    });
  } catch (error) {
    await removeObjects(storage, keys);
    throw error;
  }
}
