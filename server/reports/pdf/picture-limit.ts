import { imageSize } from 'image-size';
import { MAX_PICTURE_PIXELS } from '../../../domain/api/picture-pixels.ts';

/* A document draws pictures of at most MAX_PICTURE_PIXELS (../../../domain/api/picture-pixels.ts says why). */

export interface PictureSize {
  width: number;
  height: number;
}

/** The size, when it has more pixels than a document draws; else null. */
export const beyondLimit = ({ width, height }: PictureSize): PictureSize | null =>
  width * height > MAX_PICTURE_PIXELS ? { width, height } : null;

/**
 * pdfkit's frame markers (its JPEG class): the first segment with one of these is where it reads
 * the size it draws a JPEG at.
 */
const FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xcb, 0xcc, 0xcd, 0xce, 0xcf,
]);

/**
 * A JPEG's size as pdfkit reads it to draw it: from the start of image, to the next 0xFF byte,
 * its marker, a frame's size or the segment's length skipped, again. Null where pdfkit would
 * not find a frame (it throws there, and the picture is not drawn).
 *
 * image-size, which reads the other types, resyncs a JPEG byte by byte where a segment does not
 * end on a marker, with a buffer view and a DataView made at each byte: 2 MB of a "photo" that
 * was not one held the API's thread 280 ms, a lot read waiting behind it (issue #19 goal 5,
 * `bench stall` case (f) on a slow-kernel machine, 2026-12-03). This walk reads each byte at
 * most once and allocates nothing.
 */
export function jpegFrameSize(bytes: Uint8Array): PictureSize | null {
  const at = (i: number) => (bytes[i]! << 8) | bytes[i + 1]!;
  if (bytes.length < 4 || at(0) !== 0xffd8) return null;
  let pos = 2;
  while (pos < bytes.length) {
    while (pos < bytes.length && bytes[pos] !== 0xff) pos++;
    if (pos + 2 > bytes.length) return null;
    const marker = bytes[pos + 1]!;
    pos += 2;
    if (FRAME_MARKERS.has(marker)) {
      // Length (2), sample precision (1), height (2), width (2).
      if (pos + 7 > bytes.length) return null;
      return { height: at(pos + 3), width: at(pos + 5) };
    }
    if (pos + 2 > bytes.length) return null;
    pos += at(pos);
  }
  return null;
}

/** A picture's size read from its header, nothing decoded: a JPEG as pdfkit reads it, the rest by image-size; null when unreadable. */
export function pictureSize(bytes: Uint8Array): PictureSize | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegFrameSize(bytes);
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return null;
  }
}

/** The picture's size when it has more pixels than a document draws (read from its header, nothing decoded); else null. */
export function oversized(bytes: Uint8Array): PictureSize | null {
  const size = pictureSize(bytes);
  // Not a picture whose header can be read: pdfkit decides (an unreadable one is not drawn).
  return size && beyondLimit(size);
}

/** "8.000 × 8.000 pixels". */
export const pixelsOf = (size: PictureSize): string =>
  `${size.width.toLocaleString('pt-BR')} × ${size.height.toLocaleString('pt-BR')} pixels`;

/** "50 megapixels por imagem". */
export const PIXEL_LIMIT = `${(MAX_PICTURE_PIXELS / 1e6).toLocaleString('pt-BR')} megapixels por imagem`;

/** What a document says in place of a picture too large to draw. */
export const pictureLeftOut = (size: PictureSize): string =>
  `[Imagem não incluída: ${pixelsOf(size)}; o limite é de ${PIXEL_LIMIT}]`;
