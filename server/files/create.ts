import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../domain/validation/messages.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Db } from '../db/connection.ts';
import type { RouteDeps } from '../deps.ts';
import { HttpError } from '../errors.ts';
import { fileObject, type FileObject } from './file-objects.ts';
import { receiveForm } from './multipart.ts';
import { PICTURE_FIELD, refuseOversizedPictures } from './picture-pixels.ts';
import { insertFileRows, removeObjects, storeSpooled } from './service.ts';
import { fileStorage } from './storage.ts';
import { checkQuota, refuseWhenExhausted, reserveQuota, usageOf } from './quota.ts';
import { discardSpooled } from './upload.ts';

/** The fields POST /files/create takes a file from (`image` is the image widget's). */
export const UPLOAD_FIELDS = ['file', PICTURE_FIELD] as const;

/**
 * POST /files/create: one file, checked by size and content, stored under a random key and
 * recorded unlinked (project_id null, created_by the user) until a record of a project the
 * user may write links it (linkFiles). A picture through the image widget within the pixels a
 * document draws (./picture-pixels.ts). Within the user's upload quotas (./quota.ts), else 429;
 * never linked, it is deleted after the grace period (./orphans.ts).
 */
export async function createUpload(deps: RouteDeps, user: CurrentUser, request: FastifyRequest): Promise<FileObject> {
  const quota = deps.config.files.quota;
  await refuseWhenExhausted(deps.db, quota, user.id, true);
  const { files: spooled } = await receiveForm(request, UPLOAD_FIELDS, deps.config.files.maxBytes);
  try {
    if (!spooled.length) throw new HttpError(400, MESSAGES.invalidRequest, { file: MESSAGES.required });
    await refuseOversizedPictures(spooled);
    const incoming = { bytes: spooled.reduce((sum, f) => sum + f.size, 0), files: spooled.length, pending: true };
    checkQuota(quota, await usageOf(deps.db, user.id), incoming);
    const storage = fileStorage(deps.config);
    const stored = await storeSpooled(storage, spooled);
    try {
      const ids = await deps.db.transaction(async (tx) => {
        await reserveQuota(tx as Db, quota, user.id, incoming);
        return insertFileRows(tx as Db, stored, user.id, null);
      });
      const [upload] = stored;
      return (await fileObject(deps, { id: ids.get(upload.field)!, original_name: upload.originalName }))!;
    } catch (error) {
      await removeObjects(
        storage,
        stored.map((s) => s.key),
        request.log,
      );
      throw error;
    }
  } finally {
    await discardSpooled(spooled);
  }
}
