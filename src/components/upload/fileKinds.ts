import type { FileAccept } from '../domain/model';
import type { UploadField } from '../../providers/dataProvider';

/** What every upload accepts (docs/validation.md#validation): images, HEIC (phones) and PDF. */
export const ACCEPTED_FILES = 'image/*,.heic,.heif,image/heic,image/heif,application/pdf,.pdf';

type Named = { name: string; type?: string };

export const isHeic = ({ name, type = '' }: Named): boolean =>
  /^image\/hei[cf]/i.test(type) || /\.hei[cf]$/i.test(name);
export const isPdf = ({ name, type = '' }: Named): boolean => type === 'application/pdf' || /\.pdf$/i.test(name);

/** An image the browser can draw, so it can be edited and sent as JPEG (HEIC goes as is). */
export const isEditableImage = (file: Named): boolean =>
  !!file.type?.startsWith('image/') && !isHeic(file) && !/svg/i.test(file.type);

/** A stored file the lightbox can show, judged by its original name. */
export const isViewableImage = (name: string): boolean => /\.(jpe?g|png|gif|webp|bmp|avif)$/i.test(name);

/** The name of a file once converted to JPEG: `foto.png` → `foto.jpg`. */
export const jpegName = (name: string): string => `${name.replace(/\.[^./\\]+$/, '') || 'imagem'}.jpg`;

/** The multipart field of POST /files/create: the image widget sends `image` (docs/api.md#api). */
export const uploadFieldFor = (accept: FileAccept | undefined): UploadField => (accept === 'image' ? 'image' : 'file');

/** The server's reason for a failed call: its field errors, else its message (docs/errors.md#errors 'details'). */
export function errorDetail(error: unknown): string {
  const { message, body } = (error ?? {}) as {
    message?: string;
    body?: { message?: string; errors?: Record<string, string> };
  };
  const fieldErrors = Object.values(body?.errors ?? {}).filter(Boolean);
  const parts = [body?.message ?? message, ...fieldErrors].filter((p): p is string => !!p);
  return [...new Set(parts)].join(' ');
}
