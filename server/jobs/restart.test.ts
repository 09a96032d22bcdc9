import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/schema/index.ts';
import { EMPTY_FILTER } from '../reports/filters.ts';
import { createReportWorld, pdfText } from '../reports/test-kit.ts';
import { bearer, testApp } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../test/fixtures.ts';
import { ReportQueue } from './queue.ts';
import { createJob, findJob } from './report-jobs.ts';

/**
 * A job survives its worker: the first worker is stopped in the middle of the report (after
 * the lots are drawn, before the file is stored), a new worker on the same database picks the
 * job up and finishes it, and the file downloads.
 */
describe('group report job across a worker restart', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  const GROUP = 3;
  const queues: ReportQueue[] = [];
  beforeAll(async () => {
    ctx = await testApp();
    f = await createFixtures(ctx.database.db);
    await createReportWorld(ctx.database.db, f.projectA, f.blockA, f.userIds.projectAdmin);
    await ctx.database.db.update(projects).set({ group_id: GROUP }).where(eq(projects.id, f.projectA));
  }, 60_000);
  afterAll(async () => {
    for (const q of queues) await q.stop({ graceful: false, timeout: 500 }).catch(() => undefined);
    await ctx.close();
  });

  const worker = (afterChunk?: (jobId: string, signal: AbortSignal) => Promise<void>) => {
    const queue = new ReportQueue({
      database: ctx.database,
      config: ctx.config,
      heartbeatSeconds: 10,
      superviseIntervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
      afterChunk,
    });
    queues.push(queue);
    return queue;
  };

  it('is finished by the next worker when the first one stops mid-job', async () => {
    const db = ctx.database.db;
    const job = await createJob(db, {
      groupId: GROUP,
      reportType: 'socioeconomic-report',
      filter: { ...EMPTY_FILTER, include_incomplete: true },
      userId: f.userIds.projectAdmin,
    });

    let reached!: () => void;
    const paused = new Promise<void>((resolve) => (reached = resolve));
    let attempts = 0;
    const first = worker(async (_jobId, signal) => {
      attempts += 1;
      reached();
      // Hold the job until this worker is stopped.
      await new Promise<void>((resolve) =>
        signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true }),
      );
    });
    await first.send(job.id);
    await paused;
    expect((await findJob(db, job.id))?.status).toBe('processing');

    await first.stop({ graceful: false, timeout: 500 });
    expect((await findJob(db, job.id))?.status).not.toBe('completed');

    const second = worker();
    await second.start();
    const deadline = Date.now() + 50_000;
    let row = await findJob(db, job.id);
    while (row?.status !== 'completed' && row?.status !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      row = await findJob(db, job.id);
    }
    expect(attempts).toBe(1);
    expect(row).toMatchObject({ status: 'completed', progress: 100 });

    const status = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/project-groups/report-status/${job.id}`,
        headers: bearer(await ctx.tokenFor(PERSONA_EMAILS.projectAdmin)),
      })
    ).json();
    const file = await ctx.app.inject({ method: 'GET', url: status.download_url.replace('http://localhost:3999', '') });
    expect(file.statusCode).toBe(200);
    expect((await pdfText(file.rawPayload)).text).toContain('Inês Ângela Brandão');
  }, 70_000);

  it('runs each job once when two workers share the queue', async () => {
    const db = ctx.database.db;
    for (const q of queues.splice(0)) await q.stop({ graceful: true, timeout: 2000 });
    const runs = new Map<string, number>();
    const count = async (jobId: string) => void runs.set(jobId, (runs.get(jobId) ?? 0) + 1);
    const a = worker(count);
    const b = worker(count);
    await Promise.all([a.start(), b.start()]);
    const jobs = [];
    for (let i = 0; i < 4; i++) {
      const job = await createJob(db, {
        groupId: GROUP,
        reportType: 'residents-report',
        filter: EMPTY_FILTER,
        userId: f.userIds.projectAdmin,
      });
      await (i % 2 ? a : b).send(job.id);
      jobs.push(job.id);
    }
    const deadline = Date.now() + 40_000;
    let rows = await Promise.all(jobs.map((id) => findJob(db, id)));
    while (rows.some((r) => r?.status !== 'completed') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      rows = await Promise.all(jobs.map((id) => findJob(db, id)));
    }
    expect(rows.map((r) => r?.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(jobs.map((id) => runs.get(id))).toEqual([1, 1, 1, 1]);
  }, 60_000);
});
