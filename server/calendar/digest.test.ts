import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoToDate, todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { dueDate } from '../../domain/procedure/clocks.ts';
import { notifiedParties, procedureEvents } from '../db/schema/index.ts';
import { rowsOf } from '../db/rows.ts';
import { ReportQueue } from '../jobs/queue.ts';
import { createMailer } from '../mail/mailer.ts';
import { readEml } from '../mail/read-eml.ts';
import { TEST_ORIGIN, testApp } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../test/fixtures.ts';
import { DEADLINE_DIGEST_QUEUE } from './digest-job.ts';
import { digestsSentOn, sendDigests } from './digest.ts';

/**
 * The daily digest (issue 16 part 4) with two workers on one database and the outbox transport
 * (real RFC 822 messages in a folder): the day is queued once, and each admin gets one e-mail a
 * day even when two runs overlap.
 */
describe('the daily digest of deadlines', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  let outbox: string;
  const queues: ReportQueue[] = [];
  const today = todayInBrasilia();
  /** A Brasília hour of a day, as the job's clock. */
  const at = (iso: string, hour: number) => new Date(isoToDate(iso).getTime() + (hour + 3) * 3600_000);
  let clock = at(today, 5);
  const mails = () => readdirSync(outbox).filter((name) => name.endsWith('.eml'));

  beforeAll(async () => {
    ctx = await testApp();
    f = await createFixtures(ctx.database.db);
    outbox = mkdtempSync(path.join(tmpdir(), 'wt-notices-digest-'));
    // Project A: a window ending in two days (due soon); project B: the registry's 15 days after
    // the prenotação, already over (Decreto 9.310/2018 art. 42), which no job closes by itself.
    await ctx.database.db.insert(notifiedParties).values({
      project_id: f.projectA,
      role: 'confrontante',
      name: 'Eva Confinante',
      notice_method: 'ar',
      notified_on: addDays(today, -28),
    });
    await ctx.database.db.insert(procedureEvents).values({
      project_id: f.projectB,
      stage: 'prenotacao',
      date: addDays(today, -30),
      move: 'first',
      act_number: 'Protocolo 4242',
    });
  }, 60_000);
  afterAll(async () => {
    for (const q of queues) await q.stop({ graceful: false, timeout: 500 }).catch(() => undefined);
    await ctx?.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('two workers: the day is queued once, from 7 a.m., and each admin gets one e-mail', async () => {
    const mailer = createMailer(
      { from: 'REURB <reurb@example.org>', outboxDir: outbox, logLinks: true },
      {
        info: () => undefined,
        warn: () => undefined,
      },
    );
    for (let i = 0; i < 2; i++)
      queues.push(
        new ReportQueue({
          database: ctx.database,
          config: ctx.config,
          workers: true,
          pollingIntervalSeconds: 0.5,
          now: () => clock,
          mailer,
        }),
      );
    await Promise.all(queues.map((q) => q.start()));
    // 5 a.m. in Brasília: too early, nothing queued.
    expect(await queues[0].digestJob!.trigger()).toBeNull();
    clock = at(today, 12);
    await Promise.all(queues.flatMap((q) => [q.digestJob!.trigger(), q.digestJob!.trigger()]));
    // The admins: projectAdmin (project A) and outsider (admin of project B).
    const deadline = Date.now() + 20_000;
    while ((await digestsSentOn(ctx.database.db, today)) < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 1500));
    expect(mails()).toHaveLength(2);
    const jobs = rowsOf<{ n: number | string }>(
      await ctx.database.db.execute(sql`select count(*) as n from pgboss.job where name = ${DEADLINE_DIGEST_QUEUE}`),
    );
    expect(Number(jobs[0].n)).toBe(1);

    const messages = mails().map((name) => readEml(readFileSync(path.join(outbox, name), 'utf8')));
    const toA = messages.find((m) => m.headers.to.includes(PERSONA_EMAILS.projectAdmin))!;
    expect(toA.headers.subject).toBe(
      `Prazos da Reurb: 1 prazo vence em até 7 dias (${today.split('-').reverse().join('/')})`,
    );
    expect(toA.text).toContain(
      `Vence em ${dueDate('impugnacao', addDays(today, -28)).split('-').reverse().join('/')}: Prazo para impugnação`,
    );
    expect(toA.text).toContain('Eva Confinante');
    expect(toA.text).toContain(`${TEST_ORIGIN}/projects/${f.projectA}/deadlines`);
    expect(toA.text).not.toContain('Cartório');
    const toB = messages.find((m) => m.headers.to.includes(PERSONA_EMAILS.outsider))!;
    expect(toB.text).toContain('Vencido em');
    expect(toB.text).toContain('Cartório: nota de exigência ou atos de registro');
    expect(toB.text).not.toContain('Eva');
  }, 60_000);

  it('two overlapping runs of the same day send each e-mail once', async () => {
    const next = addDays(today, 1);
    let sent = 0;
    const mailer = createMailer(
      { from: 'REURB <reurb@example.org>', outboxDir: outbox, logLinks: true },
      {
        info: () => undefined,
        warn: () => undefined,
      },
    );
    const counting = { kind: mailer.kind, send: (m: Parameters<typeof mailer.send>[0]) => (sent++, mailer.send(m)) };
    const deps = { db: ctx.database.db, engine: ctx.database.engine, mailer: counting, appUrl: TEST_ORIGIN };
    const runs = await Promise.all([sendDigests(deps, at(next, 9)), sendDigests(deps, at(next, 9))]);
    expect(sent).toBe(2);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect(runs.reduce((n, r) => n + r.skipped, 0)).toBe(2);
    expect(await digestsSentOn(ctx.database.db, next)).toBe(2);
    expect(mails()).toHaveLength(4);
  });

  it('a failed send records nothing and fails the job (pg-boss retries it); the other admins still get theirs', async () => {
    const later = addDays(today, 2);
    const mailer = createMailer(
      { from: 'REURB <reurb@example.org>', outboxDir: outbox, logLinks: true },
      { info: () => undefined, warn: () => undefined },
    );
    const refusing = {
      kind: mailer.kind,
      send: (m: Parameters<typeof mailer.send>[0]) =>
        m.to === PERSONA_EMAILS.projectAdmin ? Promise.reject(new Error('SMTP fora do ar')) : mailer.send(m),
    };
    const deps = { db: ctx.database.db, engine: ctx.database.engine, appUrl: TEST_ORIGIN };
    await expect(sendDigests({ ...deps, mailer: refusing }, at(later, 9))).rejects.toThrow(
      'resumo diário: 1 e-mail(s) não enviado(s)',
    );
    expect(await digestsSentOn(ctx.database.db, later)).toBe(1);
    // The retry sends only the one that failed.
    expect(await sendDigests({ ...deps, mailer }, at(later, 10))).toEqual({ sent: 1, skipped: 1 });
    expect(await digestsSentOn(ctx.database.db, later)).toBe(2);
  });

  it("a mailing's thousand windows are one line that counts them, overdue clocks first", async () => {
    // Project B: a mailing to 30 titulares on one day, their 30 days ending within the week of
    // the digest's day; the prenotação's 15 days (art. 42) long over.
    const day = addDays(today, 5);
    const mailedOn = addDays(today, -20);
    await ctx.database.db.insert(notifiedParties).values(
      Array.from({ length: 30 }, (_, i) => ({
        project_id: f.projectB,
        role: 'titular',
        name: `Titular ${i + 1}`,
        notice_method: 'ar',
        notified_on: mailedOn,
      })),
    );
    const mailer = createMailer(
      { from: 'REURB <reurb@example.org>', outboxDir: outbox, logLinks: true },
      { info: () => undefined, warn: () => undefined },
    );
    const sent: Parameters<typeof mailer.send>[0][] = [];
    const capturing = {
      kind: mailer.kind,
      send: (m: Parameters<typeof mailer.send>[0]) => (sent.push(m), mailer.send(m)),
    };
    await sendDigests(
      { db: ctx.database.db, engine: ctx.database.engine, mailer: capturing, appUrl: TEST_ORIGIN },
      at(day, 9),
    );
    const toB = sent.find((m) => m.to === PERSONA_EMAILS.outsider)!;
    const lines = toB.text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^- Vencido em .*: Cartório: nota de exigência ou atos de registro/);
    const first = dueDate('impugnacao', mailedOn).split('-').reverse().join('/');
    expect(lines[1]).toBe(
      `- Vencem a partir de ${first}: Prazo para impugnação – 30 prazos (Lei 13.465/2017, art. 31, §§ 1º e 4º a 6º; Decreto 9.310/2018, art. 24, §§ 1º, 5º e 6º, e art. 85, parágrafo único)`,
    );
    expect(toB.text).toContain('1 prazo vencido e 30 prazos vencem em até 7 dias');
  });
});
