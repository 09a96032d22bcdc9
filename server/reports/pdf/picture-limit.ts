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

/** The picture's size when it has more pixels than a document draws (read from its header, nothing decoded); else null. */
export function oversized(bytes: Uint8Array): PictureSize | null {
  try {
    return beyondLimit(imageSize(bytes));
  } catch {
    return null; // not a picture whose header can be read: pdfkit decides (an unreadable one is not drawn)
  }
}

/** "8.000 × 8.000 pixels". */
export const pixelsOf = (size: PictureSize): string =>
  `${size.width.toLocaleString('pt-BR')} × ${size.height.toLocaleString('pt-BR')} pixels`;

/** "50 megapixels por imagem". */
export const PIXEL_LIMIT = `${(MAX_PICTURE_PIXELS / 1e6).toLocaleString('pt-BR')} megapixels por imagem`;

/** What a document says in place of a picture too large to draw. */
export const pictureLeftOut = (size: PictureSize): string =>
  `[Imagem não incluída: ${pixelsOf(size)}; o limite é de ${PIXEL_LIMIT}]`;
