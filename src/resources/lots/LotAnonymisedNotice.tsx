import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../components/domain/model';
import { useActor } from '../../components/permissions';
import type { LotRecord } from './lotRecord';

/** Tells project admins that an LGPD removal anonymised this lot's personal data (issue 7). */
export const LotAnonymisedNotice = ({ lot }: { lot: LotRecord }) => {
  const translate = useTranslate();
  const { isProjectAdmin } = useActor();
  if (!lot.anonymised_at || !isProjectAdmin(lot.project_id)) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="lot-anonymised">
      {translate('app.lots.anonymised_notice', { date: formatDateTime(lot.anonymised_at) })}
    </Alert>
  );
};
