import type { DetectedType } from './detect.ts';

/** Longest original name kept (the column allows 255). */
export const MAX_NAME_LENGTH = 200;
const FALLBACK = 'arquivo';

/**
 * The client's file name, for display only: the last path segment (either slash), Unicode
 * NFC, without control or format characters (no NUL, newlines or right-to-left overrides),
 * spaces collapsed, no leading dots, at most MAX_NAME_LENGTH characters (the extension kept).
 */
export function sanitiseFileName(raw: string | undefined | null): string {
  // Browsers escape these three in a form's file name (WHATWG multipart/form-data encoding).
  const unescaped = (raw ?? '').replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const segment = unescaped.split(/[/\\]/).pop() ?? '';
  const cleaned = segment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if (!cleaned) return FALLBACK;
  const chars = [...cleaned];
  if (chars.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return (
    chars
      .slice(0, MAX_NAME_LENGTH - [...extension].length)
      .join('')
      .trimEnd() + extension
  );
}

/** The name a download is saved under: the original name, with the real type's extension. */
export function downloadName(originalName: string, type: DetectedType | undefined): string {
  if (!type) return originalName;
  const lower = originalName.toLowerCase();
  return type.extensions.some((ext) => lower.endsWith(ext)) ? originalName : `${originalName}${type.extensions[0]}`;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const fallback = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
