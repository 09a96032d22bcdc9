import { useMediaQuery, type Theme } from '@mui/material';

/**
 * Whether the screen is a phone's: narrower than the theme's `sm` (600 px). Below it lists are
 * cards instead of tables and dialogs take the whole screen.
 */
export const usePhone = (): boolean => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
