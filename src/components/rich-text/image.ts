import { STUDY_IMAGE_TYPES, imageSourceOk, ownFileSource, type UploadedFile } from '../domain/model';

/** Pictures the editor inserts: PNG or JPEG, at most this size (the PDF embeds them as they are). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES: readonly string[] = STUDY_IMAGE_TYPES;

export type ImageProblem = 'image_type' | 'image_size';

/** What is wrong with a chosen file, by its declared type and size (the content is checked later). */
export function imageProblem(file: File): ImageProblem | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return 'image_type';
  if (file.size > IMAGE_MAX_BYTES) return 'image_size';
  return undefined;
}

/**
 * True for a source a section keeps, as the server's sanitiser does: a PNG or JPEG data URL, or
 * our own file route. Another site's picture, or a document's `file://`, would show broken here
 * (the page's CSP) and be dropped at the save.
 */
export const isKeptImageSource = (src: string | null | undefined) => imageSourceOk(src?.trim());

/** True when the file's first bytes are those of its declared type (a PNG or a JPEG). */
export async function isDeclaredImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47].every((byte, i) => head[i] === byte);
  const jpeg = [0xff, 0xd8, 0xff].every((byte, i) => head[i] === byte);
  return (png && file.type === 'image/png') || (jpeg && file.type === 'image/jpeg');
}

/**
 * The `src` the editor writes for an uploaded picture: our own file route with the signed
 * link's query, so the `<img>` shows it without the Bearer token. The server keeps the route
 * without the query and signs it again at each read (server/studies/rich-text/own-images.ts).
 */
export function uploadedImageSource(file: UploadedFile): string {
  const { search } = new URL(file.url, window.location.origin);
  return `${ownFileSource(file.id)}${search}`;
}
