import { createHash, randomBytes } from 'node:crypto';
import { files } from '../db/schema/index.ts';
import type { testApp } from '../test/app.ts';
import { multipartBody, type FormPart } from './samples.ts';
import { fileStorage, newStorageKey } from './storage.ts';

/** What a stored file holds: by default a small PDF of its own (a document's scan). */
export interface FileContent {
  bytes: Buffer;
  name: string;
  mime: string;
}

/** A file really in the store (bytes and row), as an upload leaves it. */
export async function storedFile(
  ctx: Awaited<ReturnType<typeof testApp>>,
  projectId: number,
  content: FileContent = {
    bytes: Buffer.from(`%PDF-1.4 documento ${randomBytes(4).toString('hex')}`),
    name: 'rg.pdf',
    mime: 'application/pdf',
  },
): Promise<{ id: number; key: string }> {
  const key = newStorageKey();
  const { bytes, name, mime } = content;
  await fileStorage(ctx.config).put(key, bytes, { mime, size: bytes.length });
  const [row] = await ctx.database.db
    .insert(files)
    .values({
      storage_key: key,
      original_name: name,
      mime,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      project_id: projectId,
    })
    .returning({ id: files.id });
  return { id: row.id, key };
}

/** `POST /api/files/create` as the upload widgets send it: a multipart body of `parts`, as `headers`' user. */
export async function postUpload(
  app: Awaited<ReturnType<typeof testApp>>['app'],
  headers: Record<string, string>,
  parts: readonly FormPart[],
) {
  const body = await multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/files/create',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
