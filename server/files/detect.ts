/**
 * The type of an upload, found from its first bytes (magic numbers), never from the
 * client's name or Content-Type. Only what the product accepts: images (JPEG, PNG, WEBP,
 * GIF, HEIC/HEIF) and PDF (spec §5 "The image input accepts images, heic and pdf").
 */
export interface DetectedType {
  mime: string;
  /** Extensions a name of this type may end with; the first one is added when missing. */
  extensions: readonly string[];
}

/** Bytes to read before deciding. */
export const SNIFF_BYTES = 32;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif']);

export const JPEG: DetectedType = { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg', '.jfif'] };
export const PNG: DetectedType = { mime: 'image/png', extensions: ['.png'] };
export const GIF: DetectedType = { mime: 'image/gif', extensions: ['.gif'] };
export const WEBP: DetectedType = { mime: 'image/webp', extensions: ['.webp'] };
export const HEIC: DetectedType = { mime: 'image/heic', extensions: ['.heic'] };
export const HEIF: DetectedType = { mime: 'image/heif', extensions: ['.heif', '.heic'] };
export const PDF: DetectedType = { mime: 'application/pdf', extensions: ['.pdf'] };

export const ALLOWED_MIME_TYPES = [JPEG, PNG, GIF, WEBP, HEIC, HEIF, PDF].map((t) => t.mime);

/** The accepted type of these first bytes, or null. */
export function detectType(head: Uint8Array): DetectedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return GIF;
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return WEBP;
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return PDF;
  // ISO base media file: a box size, then 'ftyp' and the major brand (HEIC/HEIF from phones).
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (HEIC_BRANDS.has(brand)) return HEIC;
    if (HEIF_BRANDS.has(brand)) return HEIF;
  }
  return null;
}
