/**
 * Where an instant stands in the signing certificate's validity (RFC 5280 §4.1.2.5: both ends
 * included), the one rule behind the server's refusal to sign outside it
 * (server/emissions/sign.ts) and the screens' warning before it ends
 * (src/pages/reports/SigningCertificateAlert.tsx).
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
