import type { ReactNode } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What a panel shows while it asks for its answer again (a query kept by keepForSameSubject):
 * the previous answer stays where it was, dimmed and marked busy for screen readers, under a
 * thin bar that takes no room, so nothing below it moves; at rest it is just its children.
 */
export const Refreshing = ({ active, children }: { active: boolean; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box aria-busy={active || undefined} sx={{ position: 'relative' }}>
      {active && (
        <LinearProgress
          aria-label={translate('app.refreshing')}
          sx={{ position: 'absolute', top: -8, left: 0, right: 0, height: 2 }}
        />
      )}
      <Box sx={{ opacity: active ? 0.55 : 1, transition: 'opacity 150ms' }}>{children}</Box>
    </Box>
  );
};
