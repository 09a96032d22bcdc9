import type { PgBoss } from 'pg-boss';
import { todayInBrasilia } from '../../domain/procedure/calendar.ts';
import type { Database, Db } from '../db/connection.ts';
import {
  type CertificateNoticeResult,
  type InstalledCertificate,
  sendCertificateNotices,
  suspendsEmissions,
} from '../emissions/certificate-notices.ts';
import type { Signing } from '../emissions/sign.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendDigests } from './digest.ts';

/**
 * The daily digest as a pg-boss job (issue 16 part 4), scheduled as the procedure's window job
 * is (server/procedure/window-job.ts): each worker asks for the day's run every hour with the
 * Brasília date as singletonKey, so the day is queued once however many workers ask; the first
 * ask from 7 a.m. in Brasília queues it, so the digest comes in the morning and after the night's
 * window job recorded what closed in silence. sendDigests itself sends each admin's e-mail once
 * a day even when two runs overlap (server/calendar/digest.ts). The same run e-mails the global
 * administrators about the signing certificate's end, or that it cannot be opened
 * (server/emissions/certificate-notices.ts).
 * `now` is the job's clock: tests set it.
 */
export const DEADLINE_DIGEST_QUEUE = 'deadline-digest';
const TRIGGER_EVERY_MS = 60 * 60 * 1000;
/** The hour (Brasília) from which the day's digest is queued. */
export const DIGEST_HOUR = 7;

export interface DigestJobOptions {
  db: Db;
  engine: Database['engine'];
  mailer: Mailer;
  appUrl: string;
  now?: () => Date;
  pollingIntervalSeconds?: number;
  log?: (message: string) => void;
  /** The certificate that signs the PDFs (server/emissions/sign.ts, signingOf): null when none is configured. */
  signing?: () => Promise<Pick<Signing, 'name' | 'validity'> | null>;
}

export interface DigestJob {
  /** Queues the day's run (null when queued already today, or before DIGEST_HOUR). */
  trigger(): Promise<string | null>;
  /**
   * The certificate's notice at start, sent when it stops every emission: what was sent, or null
   * when nothing was due at start or the send failed. Never rejects.
   */
  atStart: Promise<CertificateNoticeResult | null>;
  stop(): void;
}

const HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hourCycle: 'h23' });
/** The hour of `date` in Brasília. */
const brasiliaHour = (date: Date) => Number(HOUR.format(date));

export async function startDigestJob(boss: PgBoss, options: DigestJobOptions): Promise<DigestJob> {
  const now = options.now ?? (() => new Date());
  await boss.createQueue(DEADLINE_DIGEST_QUEUE, { retryLimit: 3, retryDelay: 300, deleteAfterSeconds: 30 * 24 * 3600 });
  const deps = { db: options.db, engine: options.engine, mailer: options.mailer, appUrl: options.appUrl };
  // A certificate configured but not readable stops every emission as one that has ended does:
  // its own notice, every day.
  const installed = (): Promise<InstalledCertificate> =>
    (options.signing?.() ?? Promise.resolve(null)).catch((error: unknown) => {
      options.log?.(
        `aviso do certificado digital: o certificado (SIGNING_P12) não pôde ser aberto (${error instanceof Error ? error.message : String(error)})`,
      );
      return { unreadable: true as const };
    });
  const certificateNotices = async (at: Date, signing: InstalledCertificate) => {
    const result = await sendCertificateNotices(deps, signing, at);
    if (result.sent) options.log?.(`aviso do certificado digital: ${result.sent} e-mail(s) enviado(s)`);
    return result;
  };
  await boss.work(DEADLINE_DIGEST_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 }, async () => {
    const at = now();
    // The certificate's notices first: a failed digest throws (pg-boss retries the job), and the
    // retry sends only what is still unsent of both.
    const certificate = await certificateNotices(at, await installed());
    const { sent } = await sendDigests(deps, at);
    if (sent) options.log?.(`resumo diário de prazos: ${sent} e-mail(s) enviado(s)`);
    if (certificate.failed)
      throw new Error(`aviso do certificado digital: ${certificate.failed} e-mail(s) não enviado(s)`);
  });
  const trigger = async () => {
    const at = now();
    if (brasiliaHour(at) < DIGEST_HOUR) return null;
    const day = todayInBrasilia(at);
    return boss.send(DEADLINE_DIGEST_QUEUE, { day }, { singletonKey: `dia-${day}`, singletonSeconds: 24 * 3600 });
  };
  await trigger().catch(() => null);
  const timer = setInterval(() => void trigger().catch(() => null), TRIGGER_EVERY_MS);
  timer.unref();
  // At start, whatever the hour, a certificate that stops every emission (unreadable, ended, not
  // yet valid) is said at once: a restart after the day's run, with a renewed file's old
  // password, would otherwise be told the next morning. Its notices are keyed by day, so the
  // day's run sends none twice; a coming end waits for the morning's run. Not awaited: reading
  // the PKCS#12 is not the start's work, and a failed send here waits for the next daily run.
  const atStart = (async () => {
    const at = now();
    const signing = await installed();
    return suspendsEmissions(signing, at) ? await certificateNotices(at, signing) : null;
  })().catch(() => null);
  return { trigger, atStart, stop: () => clearInterval(timer) };
}
