import { Box, Button, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useTranslate } from 'react-admin';
import { LOT_STATUSES } from '../../components/domain/model';
import { useActor } from '../../components/permissions';
import { LotAssignedUsers } from './LotAssignedUsers';
import { LotReviewResult } from './LotReviewResult';
import type { LotRecord } from './lotRecord';
import { useLotReview } from './useLotReview';
import { useLotStatus } from './useLotStatus';

/**
 * The project admin's lot controls (docs/screens.md#screens, docs/roles.md#roles): 'Executar Análise', the status dropdown
 * and who did the work; then what the last review found. Nothing for other users.
 */
export const LotAdminBar = ({ lot, reload }: { lot: LotRecord; reload: () => unknown }) => {
  const access = useActor();
  if (!access.isProjectAdmin(lot.project_id)) return null;
  return <AdminControls lot={lot} reload={reload} />;
};

const AdminControls = ({ lot, reload }: { lot: LotRecord; reload: () => unknown }) => {
  const translate = useTranslate();
  const review = useLotReview(lot.id, reload);
  const status = useLotStatus(lot.id, lot.status, reload);
  return (
    <Box sx={{ mb: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
      >
        <Button
          variant="contained"
          onClick={() => void review.run()}
          disabled={review.running}
          startIcon={review.running ? <CircularProgress size={18} color="inherit" /> : <FactCheckIcon />}
        >
          {translate(review.running ? 'app.lots.review.running' : 'app.lots.review.run')}
        </Button>
        <TextField
          select
          size="small"
          label={translate('app.lots.status.label')}
          value={status.status}
          onChange={(e) => void status.change(e.target.value)}
          disabled={status.saving}
          fullWidth={false}
          sx={{ width: 220 }}
        >
          {LOT_STATUSES.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <LotAssignedUsers lot={lot} />
      </Stack>
      {review.result && <LotReviewResult result={review.result} onClose={review.clear} />}
    </Box>
  );
};
