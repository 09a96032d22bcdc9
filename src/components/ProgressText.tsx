import { Box, LinearProgress, Typography } from '@mui/material';
import { formatProgress, progressState } from './progress';

const COLOURS = { none: 'inherit', partial: 'warning', complete: 'success' } as const;

/** `completed/total (percent)` over a thin bar, for list cells and views. */
export const ProgressText = ({ completed, total }: { completed?: number | null; total?: number | null }) => {
  const value = total ? ((completed ?? 0) / total) * 100 : 0;
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2">{formatProgress(completed, total)}</Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        color={COLOURS[progressState(value / 100)]}
        sx={{ height: 4, borderRadius: 2 }}
      />
    </Box>
  );
};
