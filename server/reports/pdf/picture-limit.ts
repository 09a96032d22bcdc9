import { imageSize } from 'image-size';

/**
 * The most pixels a picture drawn into a document may have (the municipality's coat of arms, a
 * study's pictures). A picture's bytes say little of its size: pdfkit unpacks a PNG's pixels in
 * memory to embed it (~8 bytes a pixel, colour and transparency apart), and a 1 MB PNG of one
 * colour can hold 16,000 × 16,000 of them. Drawn, that one picture took 10.8 s and 1 GB of memory
 * (2026-12-03), under the 2 MB a picture may weigh. 50 megapixels leaves room for any photo and
 * for a planta scanned at 150 dpi on an A0 sheet (~35 megapixels), and keeps one picture under
 * ~400 MB while it is embedded.
 */
export const MAX_PICTURE_PIXELS = 50_000_000;

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
