import { createReadStream } from 'node:fs';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.ts';
import { files } from '../db/schema/index.ts';
import type { FileStorage } from './storage.ts';
import { newStorageKey } from './storage.ts';
import type { SpooledFile } from './upload.ts';

/** A spooled upload now in the store, under its key. */
export interface StoredUpload extends SpooledFile {
  key: string;
}

/**
 * Puts spooled uploads into the store (before the database transaction: a store is not
 * transactional). If one fails, the ones already put are removed and the error goes on.
 */
export async function storeSpooled(storage: FileStorage, spooled: readonly SpooledFile[]): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  try {
    for (const file of spooled) {
      const key = newStorageKey();
      await storage.put(key, createReadStream(file.path), {
        mime: file.type.mime,
        size: file.size,
        sha256: file.sha256,
      });
      stored.push({ ...file, key });
    }
    return stored;
  } catch (error) {
    await removeObjects(
      storage,
      stored.map((s) => s.key),
    );
    throw error;
  }
}

/** The files rows of stored uploads (inside the write's transaction): their ids by field. */
export async function insertFileRows(
  tx: Db,
  uploads: readonly StoredUpload[],
  userId: number,
  projectId: number | null,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (!uploads.length) return ids;
  const rows = await tx
    .insert(files)
    .values(
      uploads.map((u) => ({
        storage_key: u.key,
        original_name: u.originalName,
        mime: u.type.mime,
        size: u.size,
        sha256: u.sha256,
        project_id: projectId,
        created_by: userId,
      })),
    )
    .returning({ id: files.id, storage_key: files.storage_key });
  for (const upload of uploads) ids.set(upload.field, rows.find((r) => r.storage_key === upload.key)!.id);
  return ids;
}

/**
 * Deletes files rows (their links go null or away by foreign key) and answers the storage
 * keys, so that the bytes are removed once the transaction has committed (removeObjects).
 */
export async function deleteFileRows(tx: Db, ids: readonly (number | null | undefined)[]): Promise<string[]> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return [];
  const rows = await tx.delete(files).where(inArray(files.id, wanted)).returning({ key: files.storage_key });
  return rows.map((r) => r.key);
}

/** Removes stored objects; a failure is logged (by key only) and never thrown. */
export async function removeObjects(
  storage: FileStorage,
  keys: readonly string[],
  log?: FastifyBaseLogger,
): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((error: unknown) => {
        log?.warn({ key, err: { name: (error as Error).name } }, 'could not remove a stored file');
      }),
    ),
  );
}
