import { spawnSync } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, reportJobs } from '../db/schema/index.ts';
import { EMPTY_FILTER } from '../reports/filters.ts';
import { createReportWorld } from '../reports/test-kit.ts';
import { testApp, testConfig } from '../test/app.ts';
import { createFixtures, type Fixtures } from '../test/fixtures.ts';
import { ReportQueue } from './queue.ts';
import { INTERRUPTED, reconcileJobs } from './reconcile.ts';
import { createJob, findJob } from './report-jobs.ts';
import { renderPool } from '../render/pool.ts';

/**
 * REPORT_WORKERS=false: a process that only queues leaves the job waiting until a worker
 * runs it; a row whose pg-boss job is gone is marked failed instead of polling forever;
 * `npm run worker` refuses the embedded database.
 */
describe('report workers apart from the API', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  const GROUP = 5;
  const queues: ReportQueue[] = [];
  beforeAll(async () => {
    ctx = await testApp({ config: testConfig({ REPORT_WORKERS: 'false' }) });
    f = await createFixtures(ctx.database.db);
    await createReportWorld(ctx.database.db, f.projectA, f.blockA, f.userIds.projectAdmin);
    await ctx.database.db.update(projects).set({ group_id: GROUP }).where(eq(projects.id, f.projectA));
    // Documents render in worker threads: one is started here, not inside the timed wait.
    await renderPool().warm();
  }, 60_000);
  afterAll(async () => {
    for (const q of queues) await q.stop({ graceful: false, timeout: 500 }).catch(() => undefined);
    await ctx.close();
  });
  const queue = (workers?: boolean) => {
    const q = new ReportQueue({ database: ctx.database, config: ctx.config, workers, pollingIntervalSeconds: 0.5 });
    queues.push(q);
    return q;
  };

  it('queues without running when the process has no workers; a worker then runs the job', async () => {
    expect(ctx.config.reports.workers).toBe(false);
    const db = ctx.database.db;
    const job = await createJob(db, {
      groupId: GROUP,
      reportType: 'residents-report',
      filter: EMPTY_FILTER,
      userId: f.userIds.projectAdmin,
    });
    await queue().send(job.id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await findJob(db, job.id))?.status).toBe('starting');

    const runs: string[] = [];
    const worker = new ReportQueue({
      database: ctx.database,
      config: ctx.config,
      workers: true,
      pollingIntervalSeconds: 0.5,
      onJob: (id) => runs.push(id),
    });
    queues.push(worker);
    await worker.start();
    let row = await findJob(db, job.id);
    for (let i = 0; i < 100 && row?.status !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      row = await findJob(db, job.id);
    }
    expect(row?.status).toBe('completed');
    expect(runs).toEqual([job.id]);
  }, 40_000);

  it('marks failed a stale row whose pg-boss job is gone, and leaves a queued one alone', async () => {
    const db = ctx.database.db;
    // No worker from here on: a queued job stays 'created' in pg-boss.
    await queues[1].stop({ graceful: true, timeout: 2000 });
    const lost = await createJob(db, {
      groupId: GROUP,
      reportType: 'residents-report',
      filter: EMPTY_FILTER,
      userId: f.userIds.projectAdmin,
    });
    const waiting = await createJob(db, {
      groupId: 999,
      reportType: 'residents-report',
      filter: EMPTY_FILTER,
      userId: f.userIds.projectAdmin,
    });
    const fresh = await createJob(db, {
      groupId: GROUP,
      reportType: 'residents-report',
      filter: EMPTY_FILTER,
      userId: f.userIds.projectAdmin,
    });
    await queues[0].send(waiting.id);
    await db
      .update(reportJobs)
      .set({ status: 'processing', updated_at: sql`now() - interval '10 minutes'` })
      .where(eq(reportJobs.id, lost.id));
    await db
      .update(reportJobs)
      .set({ status: 'processing', updated_at: sql`now() - interval '10 minutes'` })
      .where(eq(reportJobs.id, waiting.id));

    const ids = await reconcileJobs(db, 'group-report', 120);
    expect(ids).toContain(lost.id);
    expect(ids).not.toContain(fresh.id);
    expect(ids).not.toContain(waiting.id);
    expect(await findJob(db, lost.id)).toMatchObject({ status: 'failed', error: INTERRUPTED });
    expect((await findJob(db, fresh.id))?.status).toBe('starting');
    expect((await findJob(db, waiting.id))?.status).toBe('processing');
  });

  it('npm run worker refuses the embedded database with a Portuguese message', () => {
    const run = spawnSync(process.execPath, ['server/worker.ts'], {
      env: { ...process.env, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm run worker precisa de DATABASE_URL (PostgreSQL)');
  }, 20_000);
});
