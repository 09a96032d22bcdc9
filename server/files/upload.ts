import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../errors.ts';
import { detectType, SNIFF_BYTES, type DetectedType } from './detect.ts';
import { sanitiseFileName } from './names.ts';

/** An upload received into a private temporary file, checked, not yet stored. */
export interface SpooledFile {
  /** The multipart field it came in (file, image, rg_file…). */
  field: string;
  path: string;
  size: number;
  sha256: string;
  type: DetectedType;
  originalName: string;
}

/** What a multipart file part gives us (@fastify/multipart's MultipartFile, narrowed). */
export interface FilePart {
  fieldname: string;
  filename: string;
  file: Readable & { truncated?: boolean };
}

export const TYPE_MESSAGE = 'Tipo de arquivo não permitido. Envie imagens (JPG, PNG, HEIC) ou PDF.';

/** A size limit as the messages say it: "20 MB", "0,5 MB". */
export function sizeLimitLabel(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  const shown = new Intl.NumberFormat(
    'pt-BR',
    mb >= 1 ? { maximumFractionDigits: 1 } : { maximumSignificantDigits: 2 },
  ).format(mb);
  return `${shown} MB`;
}

export function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `Arquivo maior que o limite de ${sizeLimitLabel(maxBytes)}`);
}

export const wrongType = () => new HttpError(415, TYPE_MESSAGE);

/**
 * Receives one file part into a temporary file while hashing it, then checks its size
 * (the multipart limit truncates at maxBytes → 413) and its type by content (→ 415). The
 * temporary file is removed on any failure; on success the caller stores it, then discards it.
 */
export async function spool(part: FilePart, maxBytes: number): Promise<SpooledFile> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reurb-upload-'));
  const file = path.join(dir, 'upload');
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (size < SNIFF_BYTES) head.push(chunk.subarray(0, SNIFF_BYTES - size));
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, tap, createWriteStream(file, { mode: 0o600 }));
    if (part.file.truncated || size > maxBytes) throw tooLarge(maxBytes);
    const type = await detectType(Buffer.concat(head));
    if (!type) throw wrongType();
    return {
      field: part.fieldname,
      path: file,
      size,
      sha256: hash.digest('hex'),
      type,
      originalName: sanitiseFileName(part.filename),
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
}

/** Removes the temporary files of spooled uploads. */
export async function discardSpooled(files: readonly SpooledFile[]): Promise<void> {
  await Promise.all(files.map((f) => rm(path.dirname(f.path), { recursive: true, force: true })));
}
