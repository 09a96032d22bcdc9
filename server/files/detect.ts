import { fileTypeFromBuffer } from 'file-type';

/**
 * The type of an upload, found from its first bytes (magic numbers), never from the
 * client's name or Content-Type. Only what the product accepts: images (JPEG, PNG, WEBP,
 * GIF, HEIC/HEIF) and PDF (docs/validation.md#validation "The image input accepts images, heic and pdf").
 */
export interface DetectedType {
  mime: string;
  /** Extensions a name of this type may end with; the first one is added when missing. */
  extensions: readonly string[];
}

/** Bytes to read before deciding (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

export const JPEG: DetectedType = { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg', '.jfif'] };
export const PNG: DetectedType = { mime: 'image/png', extensions: ['.png'] };
export const GIF: DetectedType = { mime: 'image/gif', extensions: ['.gif'] };
export const WEBP: DetectedType = { mime: 'image/webp', extensions: ['.webp'] };
export const HEIC: DetectedType = { mime: 'image/heic', extensions: ['.heic'] };
export const HEIF: DetectedType = { mime: 'image/heif', extensions: ['.heif', '.heic'] };
export const PDF: DetectedType = { mime: 'application/pdf', extensions: ['.pdf'] };

export const ALLOWED_TYPES: readonly DetectedType[] = [JPEG, PNG, GIF, WEBP, HEIC, HEIF, PDF];
export const ALLOWED_MIME_TYPES = ALLOWED_TYPES.map((t) => t.mime);

const BY_MIME = new Map(ALLOWED_TYPES.map((t) => [t.mime, t]));

/**
 * The accepted type of these first bytes, or null: file-type reads the magic numbers and
 * container structure (an .exe, a zip, HTML, SVG, AVIF or a video named .pdf or .jpg is
 * refused), then only our list passes.
 */
export async function detectType(head: Uint8Array): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(head);
  return (found && BY_MIME.get(found.mime)) ?? null;
}
