import type { ReactNode } from 'react';
import { Box, FormHelperText, FormLabel, Stack } from '@mui/material';

/**
 * The frame of a widget: its label (with the required asterisk), content and helper text. In a
 * file of its own, with MUI's parts only: the placeholder the forms show while the widget's code
 * loads (./UploadPlaceholder.tsx) draws the same frame from the first screen's bundle.
 */
export const UploadFrame = ({
  label,
  required,
  error,
  helperText,
  busy,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** The widget's code is still loading (its placeholder): `aria-busy`. */
  busy?: boolean;
  children: ReactNode;
}) => (
  <Box
    component="fieldset"
    aria-busy={busy || undefined}
    sx={{
      border: 1,
      borderColor: error ? 'error.main' : 'divider',
      borderRadius: 1,
      px: 2,
      pt: 0.5,
      pb: 1.5,
      m: 0,
      minWidth: 0,
      width: '100%',
    }}
  >
    <FormLabel component="legend" required={required} error={error} sx={{ px: 0.5, fontSize: '0.8rem' }}>
      {label}
    </FormLabel>
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {children}
    </Stack>
    {helperText ? <FormHelperText error={error}>{helperText}</FormHelperText> : null}
  </Box>
);
