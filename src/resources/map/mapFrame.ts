import type { SxProps, Theme } from '@mui/material';

/** The map's plain background, where no tiles are configured. */
export const MAP_BACKGROUND = '#eef1f4';

/**
 * The map's box: its size, border and plain background (what shows where no tiles are set).
 * The map and its placeholder share it, so one stands exactly where the other will be.
 */
export const mapFrame = (height: number | string) =>
  ({
    height,
    width: '100%',
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
    bgcolor: MAP_BACKGROUND,
  }) satisfies SxProps<Theme>;
