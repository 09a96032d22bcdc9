import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/validation/display-dates.ts';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { SigningCertificate } from '../../providers/data/emissions';

/** From how many days before its end the certificate's coming expiry is announced. */
export const SIGNING_NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

/** What the screens say of the signing certificate at `now`: nothing, or a message key, its day and severity. */
export function certificateNotice(
  { certificate }: SigningCertificate,
  now: number,
): { severity: 'error' | 'warning'; key: 'not_yet' | 'expired' | 'ending'; date: string; days: number } | null {
  if (!certificate) return null;
  const from = new Date(certificate.valid_from).getTime();
  const until = new Date(certificate.valid_until).getTime();
  if (now < from) return { severity: 'error', key: 'not_yet', date: formatDate(new Date(from)), days: 0 };
  if (now > until) return { severity: 'error', key: 'expired', date: formatDate(new Date(until)), days: 0 };
  const days = Math.ceil((until - now) / DAY_MS);
  return days > SIGNING_NOTICE_DAYS
    ? null
    : { severity: 'warning', key: 'ending', date: formatDate(new Date(until)), days };
}

/**
 * Above the buttons that emit títulos and CRFs, and in the register: the signing certificate out
 * of its validity (no PDF can be emitted; the server refuses them, server/emissions/sign.ts) or
 * ending within SIGNING_NOTICE_DAYS, so the municipality renews it before the emissions stop (an
 * A1 lasts a year). Nothing when it is valid for longer, when none is configured, or when it
 * cannot be read (an emission then says why). The day is the viewer's, as every date on screen.
 */
export const SigningCertificateAlert = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: notice } = useQuery({
    queryKey: ['emissions', 'signing-certificate'],
    queryFn: () => dataProvider.getSigningCertificate(),
    select: (answer) => certificateNotice(answer, Date.now()),
    staleTime: 60 * 60_000,
  });
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} sx={{ mb: 2 }}>
      {translate(`app.emissions.signing.${notice.key}`, { date: notice.date, smart_count: notice.days })}
    </Alert>
  );
};
