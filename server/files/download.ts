import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { files } from '../db/schema/index.ts';
import type { RouteDeps } from '../deps.ts';
import { HttpError, notFound } from '../errors.ts';
import { JPEG, GIF, HEIC, HEIF, PDF, PNG, WEBP } from './detect.ts';
import { contentDisposition, downloadName } from './names.ts';
import { nowSeconds, signingKey, verifySignature } from './signing.ts';
import { fileStorage } from './storage.ts';

export const BAD_LINK = 'Link expirado ou inválido';

const TYPES = new Map([JPEG, GIF, HEIC, HEIF, PDF, PNG, WEBP].map((t) => [t.mime, t]));

export interface Download {
  stream: Readable;
  headers: Record<string, string>;
}

/**
 * A signed link's file: the signature (HMAC of id and expiry) is the whole authorisation,
 * checked before anything is read; expired, tampered or missing → 403. Served with its
 * stored type, never sniffed, never cached.
 */
export async function openDownload(
  deps: RouteDeps,
  id: number,
  expires: string | undefined,
  signature: string | undefined,
): Promise<Download> {
  const expiry = /^\d{1,12}$/.test(expires ?? '') ? Number(expires) : NaN;
  const key = await signingKey(deps.db);
  if (!signature || !verifySignature(key, id, expiry, signature, nowSeconds())) throw new HttpError(403, BAD_LINK);
  const [row] = await deps.db.select().from(files).where(eq(files.id, id));
  if (!row) throw notFound('Arquivo não encontrado');
  const stream = await fileStorage(deps.config).get(row.storage_key);
  if (!stream) throw notFound('Arquivo não encontrado');
  const name = downloadName(row.original_name, TYPES.get(row.mime));
  return {
    stream,
    headers: {
      'content-type': row.mime,
      'content-length': String(row.size),
      'content-disposition': contentDisposition(name),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  };
}
