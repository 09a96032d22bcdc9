import { and, asc, eq, isNull } from 'drizzle-orm';
import { signingMailNotice, unreadableMailNotice } from '../../domain/emissions/signing-validity.ts';
import { todayInBrasilia } from '../../domain/procedure/calendar.ts';
import type { Database, Db } from '../db/connection.ts';
import { certificateNoticeSends, users } from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { oneRunAtATime, recordedAs, sendRecorded } from '../mail/send-once.ts';
import { certificateMail, type CertificateSituation } from '../mail/templates.ts';
import { signingRefusal, type Signing } from './sign.ts';

/**
 * The e-mails to the global administrators about the certificate that signs the títulos and CRFs
 * (SIGNING_P12): from 30 days before its end, and each day once it has ended or before it begins,
 * when every PDF emission is refused (server/emissions/sign.ts). The screens warn whoever opens
 * Relatórios or the register (src/pages/reports/SigningCertificateAlert.tsx); an A1 certificate
 * lasts a year, and its end would otherwise be found by the first person who emits a título after
 * it. Which notice is due is domain/emissions/signing-validity.ts's `signingMailNotice`. A
 * certificate that cannot be opened (a wrong password after a renewal) stops every emission too
 * (503): its notice goes every day (`unreadableMailNotice`).
 *
 * Run by the daily digest job (server/calendar/digest-job.ts). Each notice goes once to each
 * administrator, recorded in certificate_notice_sends as server/mail/send-once.ts does.
 */
export interface CertificateNoticeDeps {
  db: Db;
  engine: Database['engine'];
  mailer: Mailer;
  /** Where the app lives, without a trailing slash. */
  appUrl: string;
}

/**
 * The certificate the server is configured with, as the daily job found it: opened, configured
 * but not readable, or none configured (null: PDFs go unsigned, and there is nothing to say).
 */
export type InstalledCertificate = Pick<Signing, 'name' | 'validity'> | { unreadable: true } | null;

/**
 * Whether `signing` stops every PDF emission at `at`: unreadable (the 503), or refused by the
 * same rule that refuses the emissions (sign.ts, `signingRefusal`), so the two never disagree.
 */
export function suspendsEmissions(signing: InstalledCertificate, at: Date): boolean {
  if (!signing) return false;
  return 'unreadable' in signing || signingRefusal(signing, at) !== null;
}

export interface CertificateNoticeResult {
  /** The notice due today ('ending-30', 'expired-2027-01-10', 'unreadable-2027-01-10'…), or null. */
  notice: string | null;
  sent: number;
  skipped: number;
  failed: number;
}

export function sendCertificateNotices(
  deps: CertificateNoticeDeps,
  signing: InstalledCertificate,
  now: Date,
): Promise<CertificateNoticeResult> {
  return oneRunAtATime(deps, () => sendNow(deps, signing, now));
}

/** The notice due at `now`, what its e-mail says and the end of the certificate it is about. */
function noticeOf(
  signing: InstalledCertificate,
  now: Date,
): { key: string; mail: CertificateSituation; validUntil: Date | null } | null {
  if (!signing) return null;
  // An unreadable certificate's end is unknown: its rows have none (one value of the key).
  if ('unreadable' in signing)
    return { key: unreadableMailNotice(now).key, mail: { state: 'unreadable' }, validUntil: null };
  const due = signingMailNotice(signing.validity, now);
  if (!due) return null;
  const mail = {
    state: due.state,
    daysLeft: due.daysLeft,
    holder: signing.name,
    fromDay: todayInBrasilia(signing.validity.from),
    untilDay: todayInBrasilia(signing.validity.until),
  };
  return { key: due.key, mail, validUntil: signing.validity.until };
}

async function sendNow(
  deps: CertificateNoticeDeps,
  signing: InstalledCertificate,
  now: Date,
): Promise<CertificateNoticeResult> {
  const due = noticeOf(signing, now);
  const result: CertificateNoticeResult = { notice: due?.key ?? null, sent: 0, skipped: 0, failed: 0 };
  if (!due) return result;
  const admins = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id));
  for (const admin of admins) {
    const row = { user_id: admin.id, valid_until: due.validUntil, notice: due.key };
    const sent = await sendRecorded(deps, {
      ...recordedAs(
        certificateNoticeSends,
        row,
        and(
          eq(certificateNoticeSends.user_id, row.user_id),
          row.valid_until
            ? eq(certificateNoticeSends.valid_until, row.valid_until)
            : isNull(certificateNoticeSends.valid_until),
          eq(certificateNoticeSends.notice, row.notice),
        ),
      ),
      send: () =>
        deps.mailer.send({
          to: admin.email,
          ...certificateMail({ ...due.mail, name: admin.name, appUrl: deps.appUrl }),
        }),
    })
      // One refused address or a relay hiccup must not keep the others' notices; it stays
      // unrecorded, so the next run sends it.
      .catch(() => null);
    if (sent === null) result.failed++;
    else if (sent) result.sent++;
    else result.skipped++;
  }
  return result;
}
