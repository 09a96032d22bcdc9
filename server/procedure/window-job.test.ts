import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoToDate, todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { dueDate } from '../../domain/procedure/clocks.ts';
import { notifiedParties, procedureEvents } from '../db/schema/index.ts';
import { rowsOf } from '../db/rows.ts';
import { ReportQueue } from '../jobs/queue.ts';
import { testApp } from '../test/app.ts';
import { createFixtures, type Fixtures } from '../test/fixtures.ts';
import { PROCEDURE_WINDOWS_QUEUE } from './window-job.ts';

/**
 * The daily pg-boss job of the procedure with two workers on one database, on a clock the test
 * sets: the day's run is queued once, and the tacit agreement is recorded once.
 */
describe('the procedure windows job', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  const queues: ReportQueue[] = [];
  beforeAll(async () => {
    ctx = await testApp();
    f = await createFixtures(ctx.database.db);
  }, 60_000);
  afterAll(async () => {
    for (const q of queues) await q.stop({ graceful: false, timeout: 500 }).catch(() => undefined);
    await ctx?.close();
  });

  it('two workers queue the day once and record the tacit agreement once, when the clock passes the window', async () => {
    const today = todayInBrasilia();
    const notified = today;
    await ctx.database.db.insert(procedureEvents).values({
      project_id: f.projectB,
      stage: 'requerimento',
      date: addDays(today, -400),
      move: 'first',
      requester: 'Associação',
      legitimado: 'beneficiarios',
      modality: 'S',
    });
    const [party] = await ctx.database.db
      .insert(notifiedParties)
      .values({
        project_id: f.projectA,
        role: 'confrontante',
        name: 'Helena Calada',
        notice_method: 'ar',
        notified_on: notified,
      })
      .returning({ id: notifiedParties.id });
    const due = dueDate('impugnacao', notified);
    // The job's clock: noon in Brasília on the day after the window's last day.
    const clock = new Date(isoToDate(addDays(due, 1)).getTime() + 15 * 3600_000);
    for (let i = 0; i < 2; i++)
      queues.push(
        new ReportQueue({
          database: ctx.database,
          config: ctx.config,
          workers: true,
          pollingIntervalSeconds: 0.5,
          now: () => clock,
        }),
      );
    await Promise.all(queues.map((q) => q.start()));
    // Both workers ask again (as their hourly timer would): still one job for the day.
    await Promise.all(queues.map((q) => q.windowJob!.trigger()));
    const read = async () =>
      (await ctx.database.db.select().from(notifiedParties).where(eq(notifiedParties.id, party.id)))[0];
    // Wait for the day's job to finish, not for its first write: on PostgreSQL's pool this test
    // could read between the tacit agreement and the automatic classification the same run records.
    const finished = async () =>
      rowsOf<{ state: string }>(
        await ctx.database.db.execute(sql`select state from pgboss.job where name = ${PROCEDURE_WINDOWS_QUEUE}`),
      ).some((job) => job.state === 'completed');
    const deadline = Date.now() + 20_000;
    while (!(await finished()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect((await read()).tacit_agreement_on).toBe(addDays(due, 1));
    const jobs = rowsOf<{ n: number | string }>(
      await ctx.database.db.execute(sql`select count(*) as n from pgboss.job where name = ${PROCEDURE_WINDOWS_QUEUE}`),
    );
    expect(Number(jobs[0].n)).toBe(1);
    const events = await ctx.database.db
      .select()
      .from(procedureEvents)
      .where(eq(procedureEvents.project_id, f.projectB));
    expect(events.map((e) => [e.stage, e.automatic])).toEqual([
      ['requerimento', false],
      ['classificacao', true],
    ]);
  }, 60_000);
});
