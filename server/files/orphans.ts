import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { files } from '../db/schema/index.ts';
import { rowsOf } from '../db/rows.ts';
import type { FileContext } from './file-objects.ts';
import { removeObjects } from './service.ts';
import { fileStorage } from './storage.ts';

/**
 * Uploads never linked to a record (POST /files/create and then no save: project_id is still
 * null, linkFiles sets it) are deleted after the grace period, row and stored bytes (issue #12,
 * finding 5). Each run claims its rows with DELETE … RETURNING, so with several API copies
 * every orphan is deleted by exactly one of them, which then removes its object; a transaction
 * advisory lock keeps two copies from scanning at the same moment. A link racing the deletion
 * either commits first (the row is no longer an orphan and is skipped) or finds the file gone
 * (a 400 naming the field, as for any unknown file).
 */
const BATCH = 500;
/** Arbitrary, constant: the advisory lock of this cleanup. */
const LOCK_KEY = 712_001;
const HOUR_MS = 60 * 60 * 1000;
/** The first run waits a little after start; then hourly. */
const FIRST_RUN_MS = 60 * 1000;

export interface OrphanCleanupResult {
  deleted: number;
  /** False when another API copy was running the cleanup at that moment. */
  ran: boolean;
}

/** Deletes the orphans older than `graceHours` before `now` (a parameter, so tests set the clock). */
export async function removeOrphanUploads(
  ctx: FileContext,
  options: { graceHours: number; now?: Date; log?: FastifyBaseLogger },
): Promise<OrphanCleanupResult> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.graceHours * HOUR_MS);
  const storage = fileStorage(ctx.config);
  let deleted = 0;
  for (;;) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`),
      );
      if (!lock?.locked) return null;
      const batch = tx
        .select({ id: files.id })
        .from(files)
        .where(and(isNull(files.project_id), lt(files.created_at, cutoff)))
        .limit(BATCH);
      return tx
        .delete(files)
        .where(and(inArray(files.id, batch), isNull(files.project_id), lt(files.created_at, cutoff)))
        .returning({ key: files.storage_key });
    });
    if (claimed === null) {
      if (!deleted) return { deleted, ran: false };
      break;
    }
    await removeObjects(
      storage,
      claimed.map((r) => r.key),
      options.log,
    );
    deleted += claimed.length;
    if (claimed.length < BATCH) break;
  }
  if (deleted)
    options.log?.info({ event: 'orphan_uploads_deleted', count: deleted }, 'uploads never saved to a record deleted');
  return { deleted, ran: true };
}

/** Runs the cleanup a minute after start and then hourly, until `stop()`. */
export function scheduleOrphanCleanup(ctx: FileContext, log: FastifyBaseLogger): { stop: () => void } {
  const run = () =>
    void removeOrphanUploads(ctx, { graceHours: ctx.config.files.orphanGraceHours, log }).catch((error: unknown) => {
      log.warn(
        { err: { name: (error as Error).name, code: (error as { code?: string }).code } },
        'orphan upload cleanup failed',
      );
    });
  const first = setTimeout(run, FIRST_RUN_MS);
  const hourly = setInterval(run, HOUR_MS);
  first.unref();
  hourly.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(hourly);
    },
  };
}
