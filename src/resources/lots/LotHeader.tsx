import { CardHeader } from '@mui/material';
import { formatDateTime, getField, lotEntity } from '../../components/domain/model';
import type { LotRecord } from './lotRecord';

const UPDATED_AT = getField(lotEntity, 'updated_at')!;

/** The lot's name, its block and when it last changed. */
export const LotHeader = ({ lot }: { lot: LotRecord }) => {
  const subheader = [
    lot.block?.name ?? null,
    lot.updated_at ? `${UPDATED_AT.label} ${formatDateTime(lot.updated_at)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <CardHeader title={lot.name} subheader={subheader} slotProps={{ title: { variant: 'h5', component: 'h1' } }} />
  );
};
