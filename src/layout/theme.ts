import type { CheckboxOwnerState, Theme } from '@mui/material';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { raPtBr } from '../providers/i18n/ra-pt-br';

/**
 * One look everywhere: the product's blue, compact tables, rounded cards. Every colour that
 * carries text (a chip's label, a text button, white on a filled chip) reads at 4.5:1 or more
 * on white and on the page's grey (WCAG 2.1 AA 1.4.3): MUI's own warning (#ed6c02, 3.1:1),
 * info (#0288d1, 3.9:1) and error (#c62828, 4.3:1 on a toolbar's grey) did not.
 */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { main: '#0d47a1' },
    success: { main: '#2e7d32' },
    warning: { main: '#b45309' },
    info: { main: '#0270b0' },
    error: { main: '#b71c1c' },
    background: { default: '#f4f6f9' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'Roboto, "Segoe UI", Helvetica, Arial, sans-serif' },
  components: {
    ...defaultLightTheme.components,
    // A spinner says what it is (the top bar's while a page loads, a button's while it works).
    MuiCircularProgress: { defaultProps: { 'aria-label': raPtBr.ra.page.loading } },
    // The hint under a disabled input says how to enable it ("Escolha o estado primeiro"): readable.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
    // react-admin names a row's checkbox on MUI's outer <span> (not allowed there) and leaves the
    // <input> unnamed (axe: label, critical): the name moves to the input, where it is read.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (state: CheckboxOwnerState) => (state['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (state: CheckboxOwnerState) => (state['aria-label'] ? { 'aria-label': state['aria-label'] } : {}),
        },
      },
    },
    // A table wider than a phone scrolls inside its own box, never the page.
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
  },
};
