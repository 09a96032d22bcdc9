import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { projects } from '../db/schema/index.ts';
import { fileStorage, newStorageKey } from '../files/storage.ts';
import { filterFromJson } from '../reports/filters.ts';
import { GROUP_TIME_FACTOR, renderPdf } from '../render/index.ts';
import { GROUP_FILE_NAMES, GROUP_KINDS, type GroupKind } from '../reports/kinds.ts';
import { DONE_MESSAGE, FILE_TTL_SECONDS, findJob, updateJob } from './report-jobs.ts';

/**
 * The group report's work: all projects of the group, generated into a temporary file (so
 * the PDF never sits in memory), put in the file store, and the job row marked completed
 * with the file's expiry. Progress 0–100 and a message are written to the row as it goes.
 */
export const GENERATING = 'Gerando relatório...';
export const RETRYING = 'Falha temporária; nova tentativa em andamento...';
export const ABORTED = 'generation aborted';

export interface GroupJobDeps {
  db: Db;
  config: Config;
  /** Test hook: runs after each written chunk (a test pauses a worker here). */
  afterChunk?: (jobId: string, signal: AbortSignal) => Promise<void>;
}

export interface Attempt {
  jobId: string;
  signal: AbortSignal;
  /** No retry follows a failure of this attempt. */
  last: boolean;
}

export async function runGroupReport(deps: GroupJobDeps, attempt: Attempt): Promise<void> {
  const { db, config } = deps;
  const { jobId, signal } = attempt;
  const job = await findJob(db, jobId);
  if (!job || job.status === 'completed') return;
  const kind = job.report_type as GroupKind;
  if (!GROUP_KINDS.includes(kind) || job.group_id === null) {
    await updateJob(db, jobId, { status: 'error', error: 'Tipo de relatório inválido para um grupo.', message: null });
    return;
  }
  const groupProjects = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.group_id, job.group_id))
    .orderBy(asc(projects.id));
  if (!groupProjects.length) {
    await updateJob(db, jobId, { status: 'error', error: 'O grupo não tem mais projetos.', message: null });
    return;
  }
  await updateJob(db, jobId, { status: 'processing', progress: 1, message: GENERATING, error: null });

  const dir = await mkdtemp(path.join(os.tmpdir(), 'reurb-group-'));
  const file = path.join(dir, 'report.pdf');
  let lastProgress = 1;
  try {
    const hash = createHash('sha256');
    const hashing = new Transform({
      transform(chunk, _encoding, callback) {
        hash.update(chunk as Buffer);
        callback(null, chunk);
      },
    });
    const sink = createWriteStream(file, { mode: 0o600 });
    hashing.pipe(sink);
    const closed = new Promise<void>((resolve, reject) => {
      sink.on('close', resolve);
      sink.on('error', reject);
    });
    await renderPdf(
      {
        db,
        config,
        projectIds: groupProjects.map((p) => p.id),
        filter: { ...filterFromJson(job.params), single_resident_only: false },
        out: hashing,
        userId: job.user_id ?? undefined,
        progress: async (fraction) => {
          if (signal.aborted) throw new Error(ABORTED);
          await deps.afterChunk?.(jobId, signal);
          if (signal.aborted) throw new Error(ABORTED);
          const progress = Math.max(1, Math.min(95, Math.round(fraction * 95)));
          if (progress > lastProgress) {
            lastProgress = progress;
            await updateJob(db, jobId, { progress, message: `${GENERATING} ${progress}%` });
          }
        },
      },
      kind,
      { timeLimitSeconds: config.reports.timeLimitSeconds * GROUP_TIME_FACTOR },
    );
    await closed;
    if (signal.aborted) throw new Error(ABORTED);
    await updateJob(db, jobId, { progress: 97, message: 'Salvando o arquivo...' });
    const key = newStorageKey();
    const { size } = await stat(file);
    await fileStorage(config).put(key, createReadStream(file), {
      mime: 'application/pdf',
      size,
      sha256: hash.digest('hex'),
    });
    await updateJob(db, jobId, {
      status: 'completed',
      progress: 100,
      message: DONE_MESSAGE,
      file_name: GROUP_FILE_NAMES[kind],
      file_key: key,
      expires_at: new Date(Date.now() + FILE_TTL_SECONDS * 1000),
      error: null,
    });
  } catch (error) {
    const aborted = signal.aborted || (error as Error).message === ABORTED;
    if (attempt.last && !aborted) {
      await updateJob(db, jobId, {
        status: 'failed',
        error: 'Não foi possível gerar o relatório. Tente novamente.',
        message: null,
      });
    } else {
      await updateJob(db, jobId, { status: 'processing', message: RETRYING }).catch(() => undefined);
    }
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
