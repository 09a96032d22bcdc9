import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, isMdr } from '../../components/domain/model';
import type { LotAssignment, LotRecord } from './lotRecord';

/**
 * Who did the social registration and (MDR projects) the improvements, from the lot's
 * assigned_users; 'pendente' while nobody has, with the person a project admin assigned it to
 * (docs/screens.md#screens).
 */
export const LotAssignedUsers = ({ lot }: { lot: LotRecord }) => {
  const translate = useTranslate();
  const text = (assignment: LotAssignment | null | undefined) =>
    !assignment
      ? translate('app.lots.assigned.pending')
      : assignment.done
        ? translate('app.lots.assigned.by', { name: assignment.name ?? '—', date: formatDateTime(assignment.at) })
        : translate('app.lots.assigned.assigned_to', { name: assignment.name ?? '—' });
  const parts = [`${translate('app.lots.assigned.social')}: ${text(lot.assigned_users?.social)}`];
  if (isMdr(lot.project_class))
    parts.push(`${translate('app.lots.assigned.improvements')}: ${text(lot.assigned_users?.benfeitorias)}`);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="lot-assigned-users">
      {parts.join(' · ')}
    </Typography>
  );
};
