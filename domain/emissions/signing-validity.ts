import { daysBetween, todayInBrasilia } from '../procedure/calendar.ts';

/**
 * Where an instant stands in the signing certificate's validity (RFC 5280 §4.1.2.5: both ends
 * included), the one rule behind the server's refusal to sign outside it
 * (server/emissions/sign.ts) and the screens' warning before it ends
 * (src/pages/reports/SigningCertificateAlert.tsx), and the e-mails to the administrators before it
 * ends (server/emissions/certificate-notices.ts).
 */

/** From how many days before its end the screens announce the certificate's coming expiry. */
export const SIGNING_NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

export type SigningValidity =
  | { state: 'not_yet' }
  | { state: 'expired' }
  /** Valid at `at`; `daysLeft` whole days or part of one until its end. */
  | { state: 'valid'; daysLeft: number };

export function signingValidity(validity: { from: Date; until: Date }, at: number): SigningValidity {
  if (at < validity.from.getTime()) return { state: 'not_yet' };
  if (at > validity.until.getTime()) return { state: 'expired' };
  return { state: 'valid', daysLeft: Math.ceil((validity.until.getTime() - at) / DAY_MS) };
}

/**
 * Days before the certificate's end (Brasília calendar days; 0: it ends today) from which the
 * global administrators are e-mailed about it, once each (server/emissions/certificate-notices.ts):
 * the screens only warn whoever opens Relatórios or the register, and renewing an ICP-Brasil A1
 * certificate takes days (a new purchase, an identity check).
 */
export const SIGNING_MAIL_DAYS = [30, 15, 7, 3, 1, 0] as const;

/**
 * The e-mail notice due at `at` for the certificate, as a key sent once per administrator and
 * certificate:
 * - `ending-N` from N days before the end (Brasília calendar days), N the nearest of
 *   SIGNING_MAIL_DAYS at or above the days left, so a day the worker was down is made up the next
 *   day instead of skipped;
 * - `expired-<day>` and `not_yet-<day>` every day (Brasília) while no PDF can be signed: every
 *   título and CRF emission is refused (server/emissions/sign.ts);
 * - null when it ends in more than SIGNING_MAIL_DAYS[0] days.
 */
export function signingMailNotice(
  validity: { from: Date; until: Date },
  at: Date,
): { key: string; state: 'ending' | 'expired' | 'not_yet'; daysLeft: number } | null {
  const today = todayInBrasilia(at);
  const { state } = signingValidity(validity, at.getTime());
  if (state !== 'valid') return { key: `${state}-${today}`, state, daysLeft: 0 };
  const daysLeft = daysBetween(today, todayInBrasilia(validity.until));
  const band = [...SIGNING_MAIL_DAYS].reverse().find((n) => n >= daysLeft);
  return band === undefined ? null : { key: `ending-${band}`, state: 'ending', daysLeft };
}

/**
 * The notice due at `at` when the configured certificate cannot be opened (a wrong password after
 * a renewal, another kind of file): `unreadable-<day>`, every day (Brasília), since every título
 * and CRF emission is refused until it is mended (server/http/emissions.ts, 503). Its end cannot
 * be read, so nothing warns before; Decreto 9.310/2018 names no rule for the certificate, and the
 * municipality's emissions must not stop in silence.
 */
export function unreadableMailNotice(at: Date): { key: string; state: 'unreadable' } {
  return { key: `unreadable-${todayInBrasilia(at)}`, state: 'unreadable' };
}
