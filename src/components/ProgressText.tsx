import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatProgress, progressState } from './progress';

const COLOURS = { none: 'inherit', partial: 'warning', complete: 'success' } as const;

/** `completed/total (percent)` over a thin bar, for list cells and views; the bar is named "Progresso" and reads the text. */
export const ProgressText = ({ completed, total }: { completed?: number | null; total?: number | null }) => {
  const translate = useTranslate();
  const value = total ? ((completed ?? 0) / total) * 100 : 0;
  const text = formatProgress(completed, total);
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress
        aria-label={translate('app.projects.progress')}
        aria-valuetext={text}
        variant="determinate"
        value={value}
        color={COLOURS[progressState(value / 100)]}
        sx={{ height: 4, borderRadius: 2 }}
      />
    </Box>
  );
};
