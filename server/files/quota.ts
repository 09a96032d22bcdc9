import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { files, users } from '../db/schema/index.ts';
import { HttpError } from '../errors.ts';

/**
 * Upload quotas per user (issue #12, finding 5: a member sent 5 × 19 MB in 1.7 s, and nothing
 * stopped them doing it all day). Counted from the files table itself, so every API copy sees
 * the same numbers:
 *
 * - bytes and files uploaded in the last hour (linked or not), UPLOAD_QUOTA_HOURLY_*;
 * - bytes uploaded and not linked to any record yet (POST /files/create before the form is
 *   saved), UPLOAD_QUOTA_PENDING_BYTES. Those are deleted after the grace period (orphans.ts).
 *
 * Checked before receiving a body (a user already over the quota sends nothing), once the size
 * is known, and finally inside the transaction that records the upload, with the user's row
 * locked so that parallel uploads of one user are counted one after the other.
 */
export type Quota = Config['files']['quota'];

export interface Usage {
  hourBytes: number;
  hourFiles: number;
  pendingBytes: number;
}

const WINDOW = sql`now() - interval '1 hour'`;

const megabytes = (bytes: number) =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: bytes >= 10 * 1024 * 1024 ? 0 : 1 }).format(
    bytes / (1024 * 1024),
  );

export const HOURLY_QUOTA = (quota: Quota) =>
  `Limite de envios atingido: até ${megabytes(quota.hourlyBytes)} MB ou ${quota.hourlyFiles} arquivos por hora. Tente novamente mais tarde.`;
export const PENDING_QUOTA = (quota: Quota) =>
  `Você tem ${megabytes(quota.pendingBytes)} MB de arquivos enviados e ainda não salvos em nenhum registro. ` +
  'Salve o formulário (ou aguarde) antes de enviar mais.';

/** What the user has uploaded in the last hour and left unlinked. */
export async function usageOf(db: Db, userId: number): Promise<Usage> {
  const [row] = await db
    .select({
      hourBytes: sql<string>`coalesce(sum(${files.size}) filter (where ${files.created_at} > ${WINDOW}), 0)`,
      hourFiles: sql<string>`count(*) filter (where ${files.created_at} > ${WINDOW})`,
      pendingBytes: sql<string>`coalesce(sum(${files.size}) filter (where ${files.project_id} is null), 0)`,
    })
    .from(files)
    .where(and(eq(files.created_by, userId), sql`(${files.created_at} > ${WINDOW} or ${files.project_id} is null)`));
  return { hourBytes: Number(row.hourBytes), hourFiles: Number(row.hourFiles), pendingBytes: Number(row.pendingBytes) };
}

/**
 * Throws the 429 when adding `incoming` (bytes and files) would pass a quota. `pending`: the
 * upload is not linked to a record (POST /files/create), so it counts as pending too.
 */
export function checkQuota(
  quota: Quota,
  usage: Usage,
  incoming: { bytes: number; files: number; pending: boolean },
): void {
  if (usage.hourBytes + incoming.bytes > quota.hourlyBytes || usage.hourFiles + incoming.files > quota.hourlyFiles) {
    throw new HttpError(429, HOURLY_QUOTA(quota));
  }
  if (incoming.pending && usage.pendingBytes + incoming.bytes > quota.pendingBytes)
    throw new HttpError(429, PENDING_QUOTA(quota));
}

/** Before reading a body: a user already at a quota is refused without receiving anything. */
export async function refuseWhenExhausted(db: Db, quota: Quota, userId: number, pending: boolean): Promise<void> {
  checkQuota(quota, await usageOf(db, userId), { bytes: 1, files: 1, pending });
}

/**
 * Inside the transaction that records the upload: locks the user's row (parallel uploads of one
 * user wait for each other here) and checks the quota with the new files counted.
 */
export async function reserveQuota(
  tx: Db,
  quota: Quota,
  userId: number,
  incoming: { bytes: number; files: number; pending: boolean },
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  checkQuota(quota, await usageOf(tx, userId), incoming);
}
