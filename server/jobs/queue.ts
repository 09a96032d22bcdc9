import { sql } from 'drizzle-orm';
import { PgBoss, fromPglite, type Db as IDatabase, type PGliteLike } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { rowsOf } from '../db/rows.ts';
import { runGroupReport, type GroupJobDeps } from './group-report.ts';
import { reconcileJobs } from './reconcile.ts';
import { cleanupExpired } from './report-jobs.ts';
import { startWindowJob, type WindowJob } from '../procedure/window-job.ts';
import { startDigestJob, type DigestJob } from '../calendar/digest-job.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { signingOf } from '../emissions/sign.ts';

/**
 * The job queue: pg-boss 12 on the app's own database — the embedded PGlite (pg-boss's
 * PGlite backend, same instance: one process per data folder) or the PostgreSQL pool. Jobs
 * live in the database, so a job survives a restart, and pg-boss hands each job to one worker
 * however many share the queue. Workers run in the API process, unless REPORT_WORKERS=false:
 * then the API only queues and `npm run worker` (server/worker.ts) runs them.
 *
 * Started lazily: at the first group report, or at boot when the queue's schema already
 * exists (jobs may be waiting). A fresh database (every test file) never pays for it.
 */
export const GROUP_REPORT_QUEUE = 'group-report';
const RETRY_LIMIT = 2;
const CLEANUP_EVERY_MS = 10 * 60 * 1000;
const RECONCILE_EVERY_MS = 60 * 1000;

export interface QueueOptions {
  database: Database;
  config: Config;
  /** Seconds without a heartbeat before a worker's job is retried elsewhere (≥ 10). */
  heartbeatSeconds?: number;
  /** How often pg-boss checks for lost jobs (seconds). */
  superviseIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
  /** Replaces the database adapter (tests: a worker that "dies"). */
  db?: IDatabase;
  afterChunk?: GroupJobDeps['afterChunk'];
  log?: (message: string) => void;
  /** Run the workers here (default: config.reports.workers); false only queues jobs. */
  workers?: boolean;
  /** Called as a worker takes a job (the worker process logs it). */
  onJob?: (jobId: string, attempt: number) => void;
  /** The procedure's daily jobs' clock (window-job.ts, calendar/digest-job.ts); tests set it. */
  now?: () => Date;
  /** How the daily digest is sent (default: SMTP or the outbox, as config.mail says). */
  mailer?: Mailer;
}

function adapterOf(database: Database): IDatabase {
  if (database.engine === 'postgres' && database.pool) {
    const pool = database.pool;
    return {
      executeSql: async (text: string, values?: unknown[]) =>
        pool.query(text, values) as unknown as { rows: unknown[] },
    };
  }
  return fromPglite((database.db as unknown as { $client: PGliteLike }).$client);
}

export class ReportQueue {
  readonly options: QueueOptions;
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private cleanup: NodeJS.Timeout | null = null;
  private reconcile: NodeJS.Timeout | null = null;
  private stopped = false;
  /** The procedure's daily job (issue 16), run by the same workers. */
  windowJob: WindowJob | null = null;
  /** The daily digest e-mail of the deadlines (issue 16 part 4), run by the same workers. */
  digestJob: DigestJob | null = null;

  constructor(options: QueueOptions) {
    this.options = options;
  }

  /** True when pg-boss was installed in this database before (jobs may be waiting). */
  async installed(): Promise<boolean> {
    const result = await this.options.database.db.execute(
      sql`select to_regclass('pgboss.job') is not null as installed`,
    );
    return !!rowsOf<{ installed: boolean }>(result)[0]?.installed;
  }

  start(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('queue stopped'));
    this.starting ??= this.bootRetrying().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  /**
   * Processes starting together (two workers, an API and a worker) race to install pg-boss's
   * schema and create the queue; the loser sees a unique violation and simply tries again.
   */
  private async bootRetrying(): Promise<PgBoss> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.boot();
      } catch (error) {
        if (attempt >= 4 || this.stopped || !isUniqueViolation(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt + Math.random() * 300));
      }
    }
  }

  private async boot(): Promise<PgBoss> {
    const { database, config } = this.options;
    const workers = this.options.workers ?? config.reports.workers;
    const heartbeatSeconds = this.options.heartbeatSeconds ?? config.reports.heartbeatSeconds;
    const boss = new PgBoss({
      db: this.options.db ?? adapterOf(database),
      ...(database.engine === 'pglite' ? { backend: 'pglite' as const } : {}),
      schedule: false,
      // A process that only queues leaves supervision (lost jobs, retries) to the workers.
      supervise: workers,
      // A dead worker's job is found within about 1.5 heartbeats.
      superviseIntervalSeconds: this.options.superviseIntervalSeconds ?? Math.min(30, Math.ceil(heartbeatSeconds / 2)),
      monitorIntervalSeconds: this.options.superviseIntervalSeconds ?? 30,
      openTelemetry: { enabled: false },
    } as ConstructorParameters<typeof PgBoss>[0]);
    boss.on('error', (error: Error) => this.options.log?.(`fila de relatórios: ${error.name}`));
    try {
      await boss.start();
      await boss.createQueue(GROUP_REPORT_QUEUE, {
        retryLimit: RETRY_LIMIT,
        expireInSeconds: 3 * 3600,
        heartbeatSeconds,
        deleteAfterSeconds: 7 * 24 * 3600,
      });
    } catch (error) {
      await boss.stop({ close: false, graceful: false }).catch(() => undefined);
      throw error;
    }
    if (!workers) {
      if (this.stopped) {
        await boss.stop({ close: false, graceful: false });
        throw new Error('queue stopped');
      }
      this.boss = boss;
      return boss;
    }
    const deps: GroupJobDeps = { db: database.db, config, afterChunk: this.options.afterChunk };
    await boss.work<{ job_id: string }>(
      GROUP_REPORT_QUEUE,
      { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1, includeMetadata: true },
      async ([job]) => {
        this.options.onJob?.(job.data.job_id, job.retryCount + 1);
        await runGroupReport(deps, { jobId: job.data.job_id, signal: job.signal, last: job.retryCount >= RETRY_LIMIT });
      },
    );
    this.windowJob = await startWindowJob(boss, {
      db: database.db,
      now: this.options.now,
      pollingIntervalSeconds: this.options.pollingIntervalSeconds,
      log: this.options.log,
    });
    const log = this.options.log;
    this.digestJob = await startDigestJob(boss, {
      db: database.db,
      engine: database.engine,
      mailer:
        this.options.mailer ??
        createMailer(config.mail, { info: () => undefined, warn: (_details, message) => log?.(message) }),
      appUrl: config.publicUrl,
      signing: () => signingOf(config),
      now: this.options.now,
      pollingIntervalSeconds: this.options.pollingIntervalSeconds,
      log,
    });
    this.cleanup = setInterval(() => void cleanupExpired(database.db, config).catch(() => undefined), CLEANUP_EVERY_MS);
    this.cleanup.unref();
    // Rows whose pg-boss job died with its last worker become failed instead of polling forever.
    const reconcile = () =>
      void reconcileJobs(database.db, GROUP_REPORT_QUEUE, 2 * heartbeatSeconds + 30)
        .then(
          (ids) =>
            ids.length &&
            this.options.log?.(`fila de relatórios: ${ids.length} relatório(s) interrompido(s) marcados como falha`),
        )
        .catch(() => undefined);
    reconcile();
    this.reconcile = setInterval(reconcile, RECONCILE_EVERY_MS);
    this.reconcile.unref();
    if (this.stopped) {
      await boss.stop({ close: false, graceful: false });
      throw new Error('queue stopped');
    }
    this.boss = boss;
    return boss;
  }

  /** Queues the work of a report_jobs row. */
  async send(jobId: string): Promise<void> {
    const boss = await this.start();
    const id = await boss.send(GROUP_REPORT_QUEUE, { job_id: jobId });
    if (!id) throw new Error('job not queued');
  }

  /** Stops the workers; a job in progress is left to the next worker (it retries). */
  async stop(options: { graceful?: boolean; timeout?: number } = {}): Promise<void> {
    this.stopped = true;
    if (this.cleanup) clearInterval(this.cleanup);
    if (this.reconcile) clearInterval(this.reconcile);
    this.windowJob?.stop();
    this.digestJob?.stop();
    // The certificate's notice at start, if one is going, ends before the caller closes the database.
    await this.digestJob?.atStart;
    const boss = this.boss ?? (await this.starting?.catch(() => null)) ?? null;
    this.boss = null;
    await boss?.stop({ close: false, graceful: options.graceful ?? true, timeout: options.timeout ?? 5000 });
  }
}
