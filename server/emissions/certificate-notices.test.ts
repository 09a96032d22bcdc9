import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { certificateNoticeSends, users } from '../db/schema/index.ts';
import { ReportQueue } from '../jobs/queue.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { readEml } from '../mail/read-eml.ts';
import { TEST_ORIGIN, testApp, testConfig } from '../test/app.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { type InstalledCertificate, sendCertificateNotices } from './certificate-notices.ts';
import { SIGNER, throwawayP12 } from './test-p12.ts';

/**
 * The e-mails to the global administrators about the signing certificate's end, through the
 * outbox transport (real RFC 822 messages in a folder): which day each goes, once per
 * administrator and notice, and sent by the daily job of a worker configured with a certificate.
 */
describe("the signing certificate's end, e-mailed to the administrators", () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let outbox: string;
  let mailer: Mailer;
  let admins: string[];
  const messages = () =>
    readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readEml(readFileSync(path.join(outbox, name), 'utf8')));
  const emptyOutbox = () => {
    for (const name of readdirSync(outbox)) rmSync(path.join(outbox, name));
  };
  /** An hour of a Brasília day. */
  const at = (day: string, hour = 9) => new Date(Date.parse(`${day}T00:00:00Z`) + (hour + 3) * 3_600_000);
  // Valid until 10/01/2027 09:00 in Brasília.
  const signing = {
    name: SIGNER,
    validity: { from: new Date('2026-01-10T12:00:00Z'), until: new Date('2027-01-10T12:00:00Z') },
  };
  // The one installed after it, valid for a year.
  const renewed = { ...signing, validity: { from: at('2027-01-12'), until: at('2028-01-12') } };
  const send = (day: string, using: Mailer = mailer, certificate: InstalledCertificate = signing) =>
    sendCertificateNotices(
      { db: ctx.database.db, engine: ctx.database.engine, mailer: using, appUrl: TEST_ORIGIN },
      certificate,
      at(day),
    );

  beforeAll(async () => {
    ctx = await testApp();
    outbox = mkdtempSync(path.join(tmpdir(), 'reurb-certificate-notices-'));
    mailer = createMailer(
      { from: 'REURB <reurb@example.org>', outboxDir: outbox, logLinks: true },
      { info: () => undefined, warn: () => undefined },
    );
    admins = (await ctx.database.db.select().from(users).where(eq(users.role, 'admin'))).map((u) => u.email);
    // Another global administrator besides the seeded one; members and project admins get nothing.
    await ctx.database.db
      .insert(users)
      .values({ sub: 'local|segunda-admin', email: 'segunda.admin@reurb.local', name: 'Sônia Segunda', role: 'admin' });
    admins.push('segunda.admin@reurb.local');
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('writes to no one while more than 30 days are left, and to each administrator once from 30 days before', async () => {
    expect(admins).toContain(PERSONA_EMAILS.globalAdmin);
    expect(await send('2026-12-10')).toEqual({ notice: null, sent: 0, skipped: 0, failed: 0 });
    expect(messages()).toHaveLength(0);

    expect(await send('2026-12-11')).toEqual({ notice: 'ending-30', sent: admins.length, skipped: 0, failed: 0 });
    const sent = messages();
    expect(sent.map((m) => m.headers.to).sort()).toEqual([...admins].sort());
    const toSonia = sent.find((m) => m.headers.to.includes('segunda.admin'))!;
    expect(toSonia.headers.subject).toBe(
      'O certificado digital dos títulos e CRFs vence em 10/01/2027 (faltam 30 dias)',
    );
    expect(toSonia.text).toContain('Olá, Sônia Segunda!');
    expect(toSonia.text).toContain(`(SIGNING_P12, de ${SIGNER}) vence em 10/01/2027`);
    expect(toSonia.text).toContain('nenhum título nem CRF em PDF pode ser emitido');
    expect(toSonia.text).toContain(TEST_ORIGIN);
    expect(toSonia.html).toContain('Abrir o REURB Gestão');

    // Again that day, and the next (29 days: the same notice), nothing more.
    expect(await send('2026-12-11')).toMatchObject({ sent: 0, skipped: admins.length });
    expect(await send('2026-12-12')).toMatchObject({ notice: 'ending-30', sent: 0 });
    expect(messages()).toHaveLength(admins.length);
  });

  it('writes again 15 days before, a day the job did not run made up the next, and its last day', async () => {
    emptyOutbox();
    // The worker was down on the 26th (15 days left): the 27th sends the 15 days' notice.
    expect(await send('2026-12-27')).toMatchObject({ notice: 'ending-15', sent: admins.length });
    expect(messages()[0].headers.subject).toBe(
      'O certificado digital dos títulos e CRFs vence em 10/01/2027 (faltam 14 dias)',
    );
    emptyOutbox();
    expect(await send('2027-01-10', mailer)).toMatchObject({ notice: 'ending-0', sent: admins.length });
    expect(messages()[0].headers.subject).toBe('O certificado digital dos títulos e CRFs vence hoje (10/01/2027)');
  });

  it('once it has ended, every day, saying the emissions are suspended', async () => {
    emptyOutbox();
    expect(await send('2027-01-11')).toMatchObject({ notice: 'expired-2027-01-11', sent: admins.length });
    expect(await send('2027-01-11')).toMatchObject({ sent: 0, skipped: admins.length });
    const [message] = messages();
    expect(message.headers.subject).toBe(
      'O certificado digital dos títulos e CRFs venceu em 10/01/2027: emissões suspensas',
    );
    expect(message.text).toContain('as minutas continuam disponíveis');
    expect(message.text).toContain('Este aviso se repete a cada dia');
    expect(await send('2027-01-12')).toMatchObject({ notice: 'expired-2027-01-12', sent: admins.length });
    // A new certificate, valid for a year: nothing to say, and its own notices start afresh.
    expect(await send('2027-01-13', mailer, renewed)).toMatchObject({ notice: null, sent: 0 });
    expect(await send('2027-12-13', mailer, renewed)).toMatchObject({ notice: 'ending-30', sent: admins.length });
  });

  it('a send the relay refused is not recorded: the next run sends it, and only it', async () => {
    emptyOutbox();
    const refusing: Mailer = {
      kind: mailer.kind,
      send: (m) => (m.to.includes('segunda.admin') ? Promise.reject(new Error('SMTP fora do ar')) : mailer.send(m)),
    };
    expect(await send('2027-12-28', refusing, renewed)).toMatchObject({
      notice: 'ending-15',
      sent: admins.length - 1,
      failed: 1,
    });
    expect(await send('2027-12-28', mailer, renewed)).toMatchObject({ sent: 1, skipped: admins.length - 1, failed: 0 });
    expect(
      messages()
        .map((m) => m.headers.to)
        .sort(),
    ).toEqual([...admins].sort());
    const rows = await ctx.database.db
      .select()
      .from(certificateNoticeSends)
      .where(eq(certificateNoticeSends.notice, 'ending-15'));
    // The first certificate's and the renewed one's, one each per administrator.
    expect(rows).toHaveLength(2 * admins.length);
  });

  it('one that cannot be opened: every day, saying the emissions are suspended and what to check', async () => {
    emptyOutbox();
    const unreadable = { unreadable: true } as const;
    expect(await send('2028-02-01', mailer, unreadable)).toMatchObject({
      notice: 'unreadable-2028-02-01',
      sent: admins.length,
    });
    expect(await send('2028-02-01', mailer, unreadable)).toMatchObject({ sent: 0, skipped: admins.length });
    const toSonia = messages().find((m) => m.headers.to.includes('segunda.admin'))!;
    expect(toSonia.headers.subject).toBe(
      'O certificado digital dos títulos e CRFs não pôde ser lido: emissões suspensas',
    );
    expect(toSonia.text).toContain('Olá, Sônia Segunda!');
    expect(toSonia.text).toContain('nenhum título nem CRF em PDF pode ser emitido; as minutas continuam disponíveis');
    expect(toSonia.text).toContain('Confira o arquivo e a senha configurados (SIGNING_P12 e SIGNING_P12_PASSWORD)');
    expect(toSonia.text).toContain('Este aviso se repete a cada dia');
    expect(await send('2028-02-02', mailer, unreadable)).toMatchObject({
      notice: 'unreadable-2028-02-02',
      sent: admins.length,
    });
    // Kept with no end, once per administrator and day.
    const rows = await ctx.database.db
      .select()
      .from(certificateNoticeSends)
      .where(isNull(certificateNoticeSends.valid_until));
    expect(rows.map((r) => r.notice).sort()).toEqual(
      [...admins.map(() => 'unreadable-2028-02-01'), ...admins.map(() => 'unreadable-2028-02-02')].sort(),
    );
    // None configured: PDFs go unsigned, nothing to say.
    expect(await send('2028-02-03', mailer, null)).toEqual({ notice: null, sent: 0, skipped: 0, failed: 0 });
  });

  /** A worker whose server is configured with `p12` and `password`, its clock at `hour` of `day`. */
  const worker = (day: string, hour: number, p12: string, password: string) =>
    new ReportQueue({
      database: ctx.database,
      config: testConfig({ SIGNING_P12: p12, SIGNING_P12_PASSWORD: password }),
      workers: true,
      pollingIntervalSeconds: 0.5,
      now: () => at(day, hour),
      mailer,
    });

  /** Starts a worker as `worker` does and runs its daily job at noon of `day` (the job runs once a day). */
  async function dailyJob(
    day: string,
    p12: string,
    password: string,
    check: (sent: ReturnType<typeof messages>) => void,
  ) {
    const queue = worker(day, 12, p12, password);
    try {
      await queue.start();
      await queue.digestJob!.trigger();
      const deadline = Date.now() + 20_000;
      while (messages().length < admins.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      const sent = messages();
      expect(sent.map((m) => m.headers.to).sort()).toEqual([...admins].sort());
      check(sent);
    } finally {
      await queue.stop({ graceful: false, timeout: 500 }).catch(() => undefined);
    }
  }

  it("is sent by the worker's daily job, with the certificate the server is configured with", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reurb-certificate-p12-'));
    const p12 = path.join(dir, 'municipio.p12');
    try {
      // Ending in 6 days: the 7 days' notice.
      await writeFile(p12, throwawayP12('senha', { from: -300, until: 6.5 }));
      emptyOutbox();
      await dailyJob(todayInBrasilia(), p12, 'senha', (sent) =>
        expect(sent[0].headers.subject).toMatch(
          /^O certificado digital dos títulos e CRFs vence em \d\d\/\d\d\/\d{4} \(faltam [67] dias\)$/,
        ),
      );
      // Renewed, and installed the next day with the old password: the file cannot be opened.
      await writeFile(p12, throwawayP12('senha-nova', { from: -1, until: 365 }));
      emptyOutbox();
      await dailyJob(addDays(todayInBrasilia(), 1), p12, 'senha', (sent) =>
        expect(sent[0].headers.subject).toBe(
          'O certificado digital dos títulos e CRFs não pôde ser lido: emissões suspensas',
        ),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('is sent when a worker starts, before the morning, if no emission can be signed; a coming end waits', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reurb-certificate-p12-'));
    const p12 = path.join(dir, 'municipio.p12');
    // 5 a.m.: the day's run is not queued before 7 (DIGEST_HOUR).
    const day = addDays(todayInBrasilia(), 2);
    const subject = 'O certificado digital dos títulos e CRFs não pôde ser lido: emissões suspensas';
    const started = async (password: string) => {
      const queue = worker(day, 5, p12, password);
      try {
        await queue.start();
        expect(await queue.digestJob!.trigger()).toBeNull();
        return await queue.digestJob!.atStart;
      } finally {
        await queue.stop({ graceful: false, timeout: 500 });
      }
    };
    try {
      await writeFile(p12, throwawayP12('senha', { from: -300, until: 10 }));
      emptyOutbox();
      // Ending in 8 days (the clock is 2 days ahead): told by the morning's run, not at start.
      expect(await started('senha')).toBeNull();
      // Restarted with a wrong password: every administrator told at once.
      expect(await started('senha-errada')).toMatchObject({ notice: `unreadable-${day}`, sent: admins.length });
      const sent = messages().filter((m) => m.headers.subject === subject);
      expect(sent.map((m) => m.headers.to).sort()).toEqual([...admins].sort());
      // Started again the same day: nothing twice.
      expect(await started('senha-errada')).toMatchObject({ sent: 0, skipped: admins.length });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
