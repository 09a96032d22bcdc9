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

/** The picture's size from its header (nothing decoded), or null when it cannot be read. */
export function pictureSize(bytes: Uint8Array): PictureSize | null {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}

/** Whether a picture of this size is too large to draw. */
export const tooManyPixels = (size: PictureSize): boolean => size.width * size.height > MAX_PICTURE_PIXELS;

/** What a document says in place of a picture too large to draw. */
export const pictureLeftOut = (size: PictureSize): string =>
  `[Imagem não incluída: ${size.width.toLocaleString('pt-BR')} × ${size.height.toLocaleString('pt-BR')} pixels; ` +
  `o limite é de ${(MAX_PICTURE_PIXELS / 1e6).toLocaleString('pt-BR')} megapixels por imagem]`;
