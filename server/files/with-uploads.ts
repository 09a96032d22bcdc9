import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.ts';
import type { FileContext } from './file-objects.ts';
import { insertFileRows, removeObjects, storeSpooled } from './service.ts';
import { fileStorage } from './storage.ts';
import { discardSpooled, type SpooledFile } from './upload.ts';
import { reserveQuota } from './quota.ts';

export interface UploadWrite<T> {
  result: T;
  /** Storage keys of files the write deleted (deleteFileRows), removed once it has committed. */
  removedKeys?: readonly string[];
}

/**
 * A write that comes with uploaded files: the files are put in the store first (a store is
 * not transactional), then one transaction records them for `projectId` (ids by multipart
 * field) and runs `work`. If the transaction fails, the new objects are removed; once it has
 * committed, the objects of the files it deleted are. The temporary files always go. The
 * files count towards the user's hourly upload quota (./quota.ts): over it, a 429.
 */
export async function writeWithUploads<T>(
  ctx: FileContext,
  log: FastifyBaseLogger,
  spooled: readonly SpooledFile[],
  owner: { userId: number; projectId: number },
  work: (tx: Db, uploadedIds: Map<string, number>) => Promise<UploadWrite<T>>,
): Promise<T> {
  const storage = fileStorage(ctx.config);
  try {
    const stored = await storeSpooled(storage, spooled);
    let outcome: UploadWrite<T>;
    try {
      outcome = await ctx.db.transaction(async (tx) => {
        if (spooled.length) {
          const bytes = spooled.reduce((sum, f) => sum + f.size, 0);
          await reserveQuota(tx as Db, ctx.config.files.quota, owner.userId, {
            bytes,
            files: spooled.length,
            pending: false,
          });
        }
        const ids = await insertFileRows(tx as Db, stored, owner.userId, owner.projectId);
        return work(tx as Db, ids);
      });
    } catch (error) {
      await removeObjects(
        storage,
        stored.map((s) => s.key),
        log,
      );
      throw error;
    }
    await removeObjects(storage, outcome.removedKeys ?? [], log);
    return outcome.result;
  } finally {
    await discardSpooled(spooled);
  }
}
