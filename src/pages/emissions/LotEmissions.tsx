import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useActor } from '../../components/permissions';
import { EmissionsTable } from './EmissionsTable';

/** On the lot screen: the títulos and CRFs emitted for this lot (issue 14). */
export const LotEmissions = ({ lot }: { lot: { id: number; project_id: number } }) => {
  const translate = useTranslate();
  const access = useActor();
  return (
    <Box component="section" sx={{ my: 2 }} aria-label={translate('app.emissions.lot_section')}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('app.emissions.lot_section')}
      </Typography>
      <EmissionsTable projectId={lot.project_id} lotId={lot.id} admin={access.isProjectAdmin(lot.project_id)} />
    </Box>
  );
};
