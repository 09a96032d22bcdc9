/**
 * Canvas-based image edits (docs/validation.md#validation: edited images are sent as JPEG): a rotation by quarter
 * turns and a crop rectangle in the rotated image's pixels.
 */
import { MAX_PICTURE_PIXELS } from '../../../domain/api/picture-pixels.ts';

export type Rotation = 0 | 90 | 180 | 270;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageEdits {
  rotation: Rotation;
  crop: Rect | null;
}

export const NO_EDITS: ImageEdits = { rotation: 0, crop: null };

export type ImageSource = ImageBitmap | HTMLImageElement;

const sizeOf = (source: ImageSource) =>
  'naturalWidth' in source
    ? { width: source.naturalWidth, height: source.naturalHeight }
    : { width: source.width, height: source.height };

/** The picture's size once rotated. */
export function rotatedSize(source: ImageSource, rotation: Rotation) {
  const { width, height } = sizeOf(source);
  return rotation % 180 === 0 ? { width, height } : { width: height, height: width };
}

/** Decodes an image file (EXIF orientation applied where the browser can). */
export async function loadImage(file: Blob): Promise<ImageSource> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file, { imageOrientation: 'from-image' });
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The part of the rotated picture that is kept: the crop, or all of it. */
const cropOf = (source: ImageSource, edits: ImageEdits): Rect =>
  edits.crop ?? { x: 0, y: 0, ...rotatedSize(source, edits.rotation) };

/**
 * The scale a picture of `size` is sent at: whole, or reduced to the most pixels a document
 * draws (domain/api/picture-pixels.ts), which the server refuses beyond for the image fields.
 * A 200-megapixel phone photo goes as ~50 megapixels, still ~720 dpi over an A4 page.
 */
export function sendScale(size: { width: number; height: number }, maxPixels = MAX_PICTURE_PIXELS): number {
  const pixels = size.width * size.height;
  if (pixels <= maxPixels) return 1;
  let scale = Math.sqrt(maxPixels / pixels);
  // The canvas rounds each side (drawEdited): a step or two under, until the rounded sides fit.
  while (Math.round(size.width * scale) * Math.round(size.height * scale) > maxPixels) scale *= 0.9999;
  return scale;
}

/**
 * Draws the source rotated, then cropped, scaled by `scale` (sendScale for the file, less for a
 * preview), on a white background (JPEG has no transparency).
 */
export function drawEdited(canvas: HTMLCanvasElement, source: ImageSource, edits: ImageEdits, scale = 1): void {
  const full = rotatedSize(source, edits.rotation);
  const crop = cropOf(source, edits);
  canvas.width = Math.max(1, Math.round(crop.width * scale));
  canvas.height = Math.max(1, Math.round(crop.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D indisponível');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.scale(scale, scale);
  ctx.translate(-crop.x, -crop.y);
  ctx.translate(full.width / 2, full.height / 2);
  ctx.rotate((edits.rotation * Math.PI) / 180);
  const { width, height } = sizeOf(source);
  ctx.drawImage(source, -width / 2, -height / 2);
}

export const JPEG_QUALITY = 0.9;

/** The edited picture as a JPEG blob, reduced when it has more pixels than a document draws (sendScale). */
export async function toJpeg(source: ImageSource, edits: ImageEdits = NO_EDITS): Promise<Blob> {
  const canvas = document.createElement('canvas');
  drawEdited(canvas, source, edits, sendScale(cropOf(source, edits)));
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Falha ao converter a imagem'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}

/** An image file as JPEG, unedited (several files chosen at once). */
export async function fileToJpeg(file: Blob): Promise<Blob> {
  const source = await loadImage(file);
  try {
    return await toJpeg(source);
  } finally {
    if ('close' in source) source.close();
  }
}

/** A rectangle dragged from one point to another, kept inside `bounds`. */
export function rectBetween(
  a: { x: number; y: number },
  b: { x: number; y: number },
  bounds: { width: number; height: number },
): Rect {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  const x1 = clamp(Math.min(a.x, b.x), bounds.width);
  const y1 = clamp(Math.min(a.y, b.y), bounds.height);
  const x2 = clamp(Math.max(a.x, b.x), bounds.width);
  const y2 = clamp(Math.max(a.y, b.y), bounds.height);
  return { x: Math.round(x1), y: Math.round(y1), width: Math.round(x2 - x1), height: Math.round(y2 - y1) };
}
