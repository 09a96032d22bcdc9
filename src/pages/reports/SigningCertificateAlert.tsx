import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import { SIGNING_NOTICE_DAYS, signingValidity } from '../../../domain/emissions/signing-validity.ts';
import { formatDate } from '../../../domain/validation/display-dates.ts';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { SigningCertificate } from '../../providers/data/emissions';

/** The server's answer when the certificate it is configured with cannot be opened (server/http/emissions.ts). */
const isUnreadable = (error: unknown) => error instanceof HttpError && error.status === 503;

/**
 * The signing certificate (GET /emissions/signing-certificate), read as `select` says, for the
 * screens that warn and for Estado do sistema. Not retried: a 503 is the file the server cannot
 * open, to be said at once, not a passing fault. `staleTime`: how long an answer is kept.
 */
export function useSigningCertificate<T>(select: (answer: SigningCertificate) => T, staleTime = 0) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['emissions', 'signing-certificate'],
    queryFn: () => dataProvider.getSigningCertificate(),
    select,
    staleTime,
    retry: false,
  });
}

/** What the screens say of the signing certificate at `now`: nothing, or a message key, its day and severity. */
export function certificateNotice(
  { certificate }: SigningCertificate,
  now: number,
): { severity: 'error' | 'warning'; key: 'not_yet' | 'expired' | 'ending'; date: string; days: number } | null {
  if (!certificate) return null;
  const validity = { from: new Date(certificate.valid_from), until: new Date(certificate.valid_until) };
  const at = signingValidity(validity, now);
  if (at.state === 'not_yet') return { severity: 'error', key: 'not_yet', date: formatDate(validity.from), days: 0 };
  if (at.state === 'expired') return { severity: 'error', key: 'expired', date: formatDate(validity.until), days: 0 };
  return at.daysLeft > SIGNING_NOTICE_DAYS
    ? null
    : { severity: 'warning', key: 'ending', date: formatDate(validity.until), days: at.daysLeft };
}

/**
 * Above the buttons that emit títulos and CRFs, and in the register: the signing certificate out
 * of its validity (no PDF can be emitted; the server refuses them, server/emissions/sign.ts) or
 * ending within SIGNING_NOTICE_DAYS, so the municipality renews it before the emissions stop (an
 * A1 lasts a year); or configured but unreadable (the server's 503: a wrong password after a
 * renewal), which stops every PDF emission as an ended one does. Nothing when it is valid for
 * longer or none is configured. The day is the viewer's, as every date on screen.
 */
export const SigningCertificateAlert = () => {
  const translate = useTranslate();
  const { data: notice, error } = useSigningCertificate((answer) => certificateNotice(answer, Date.now()), 60 * 60_000);
  if (isUnreadable(error))
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {translate('app.emissions.signing.unreadable')}
      </Alert>
    );
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} sx={{ mb: 2 }}>
      {translate(`app.emissions.signing.${notice.key}`, { date: notice.date, smart_count: notice.days })}
    </Alert>
  );
};
