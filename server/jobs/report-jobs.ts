import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { reportJobs } from '../db/schema/index.ts';
import { nowSeconds, signingKey } from '../files/signing.ts';
import { fileStorage } from '../files/storage.ts';
import type { ReportFilter } from '../reports/filters.ts';

/**
 * Group report jobs as the UI sees them (docs/entities.md#entities "Report job status", docs/states.md#states): our own row per
 * job (pg-boss carries the work, this row carries the progress the UI polls every 2 s).
 */
export type ReportJobRow = typeof reportJobs.$inferSelect;

export const START_MESSAGE = 'Iniciando geração do relatório...';
export const DONE_MESSAGE = 'Relatório gerado com sucesso.';
export const EXPIRED = 'O arquivo do relatório expirou. Gere o relatório novamente.';
/** A finished file is kept this long. */
export const FILE_TTL_SECONDS = 24 * 3600;

export async function createJob(
  db: Db,
  input: { groupId: number; reportType: string; filter: ReportFilter; userId: number },
): Promise<ReportJobRow> {
  const [row] = await db
    .insert(reportJobs)
    .values({
      group_id: input.groupId,
      report_type: input.reportType,
      params: input.filter as unknown as Record<string, unknown>,
      user_id: input.userId,
      status: 'starting',
      progress: 0,
      message: START_MESSAGE,
    })
    .returning();
  return row;
}

export async function findJob(db: Db, id: string): Promise<ReportJobRow | null> {
  const [row] = await db.select().from(reportJobs).where(eq(reportJobs.id, id));
  return row ?? null;
}

export async function updateJob(db: Db, id: string, values: Partial<Omit<ReportJobRow, 'id'>>): Promise<void> {
  await db
    .update(reportJobs)
    .set({ ...values, updated_at: new Date() })
    .where(eq(reportJobs.id, id));
}

const payload = (id: string, expires: number) => `report-job:${id}:${expires}`;

function sign(key: Buffer, id: string, expires: number): string {
  return createHmac('sha256', key).update(payload(id, expires)).digest('base64url');
}

/** A signed link to a finished job's file, valid until the earlier of the link TTL and the file's expiry. */
export async function downloadUrl(db: Db, config: Config, job: ReportJobRow): Promise<string | null> {
  if (job.status !== 'completed' || !job.file_key || !job.expires_at) return null;
  const fileExpiry = Math.floor(job.expires_at.getTime() / 1000);
  const expires = Math.min(nowSeconds() + config.files.urlTtlSeconds, fileExpiry);
  if (expires <= nowSeconds()) return null;
  const signature = sign(await signingKey(db), job.id, expires);
  return `${config.publicUrl}/api/project-groups/report-download/${job.id}?expires=${expires}&signature=${signature}`;
}

export async function verifyDownload(
  db: Db,
  id: string,
  expires: string | undefined,
  signature: string | undefined,
): Promise<boolean> {
  const expiry = /^\d{1,12}$/.test(expires ?? '') ? Number(expires) : NaN;
  if (!signature || !Number.isSafeInteger(expiry) || expiry < nowSeconds()) return false;
  const expected = Buffer.from(sign(await signingKey(db), id, expiry));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The status answer of GET /project-groups/report-status/{id}. */
export async function jobStatus(db: Db, config: Config, job: ReportJobRow) {
  return {
    job_id: job.id,
    status: job.status as 'starting' | 'processing' | 'completed' | 'failed' | 'error',
    progress: job.progress,
    message: job.message,
    file_name: job.file_name,
    download_url: await downloadUrl(db, config, job),
    error: job.error,
    expires_at: job.expires_at ? job.expires_at.toISOString() : null,
  };
}

/** Removes finished files past their expiry; their jobs become `error` with EXPIRED. */
export async function cleanupExpired(db: Db, config: Config, now = new Date()): Promise<number> {
  const expired = await db
    .select({ id: reportJobs.id, file_key: reportJobs.file_key })
    .from(reportJobs)
    .where(and(isNotNull(reportJobs.file_key), lt(reportJobs.expires_at, now)));
  const storage = fileStorage(config);
  for (const job of expired) {
    await storage.delete(job.file_key!).catch(() => undefined);
    await db
      .update(reportJobs)
      .set({ file_key: null, status: 'error', error: EXPIRED, message: EXPIRED, updated_at: sql`now()` })
      .where(eq(reportJobs.id, job.id));
  }
  return expired.length;
}
