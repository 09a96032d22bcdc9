import type { CheckboxOwnerState, Theme } from '@mui/material';
import { ptBR } from '@mui/material/locale';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { raPtBr } from '../providers/i18n/ra-pt-br';

/**
 * One look everywhere: the product's blue, compact tables, rounded cards. Every colour that
 * carries text (a chip's label, a text button, white on a filled chip) reads at 4.5:1 or more
 * on white and on the page's grey (WCAG 2.1 AA 1.4.3): MUI's own warning (#ed6c02, 3.1:1),
 * info (#0288d1, 3.9:1) and error (#c62828, 4.3:1 on a toolbar's grey) did not.
 */
/**
 * MUI's own texts in Portuguese: the names screen readers say for a pager's buttons below 900 px
 * ("Ir para a próxima página", not "Go to next page"), a picker's Abrir, Fechar and Limpar, its
 * "Sem opções" and an alert's Fechar. react-admin's theme keeps its own Autocomplete defaults
 * beside them.
 */
const muiPtBr = ptBR.components!;
const raComponents = defaultLightTheme.components!;

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
    ...muiPtBr,
    ...raComponents,
    MuiAutocomplete: {
      ...raComponents.MuiAutocomplete,
      defaultProps: { ...muiPtBr.MuiAutocomplete?.defaultProps, ...raComponents.MuiAutocomplete?.defaultProps },
    },
    // react-admin's theme also gives a disabled filled input `&$disabled`, JSS's syntax, which
    // emotion writes out as it is: an invalid selector that every browser drops. Left out, so
    // that the theme declares only what applies (src/test/production-styles.test.tsx keeps them out).
    MuiFilledInput: { styleOverrides: { root: { backgroundColor: 'rgba(0, 0, 0, 0.04)' } } },
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
    // MUI gives every input its own <GlobalStyles> for the keyframes that detect a browser's
    // autofill: on the lot form, some 130 style components, each searching the document when it
    // mounts. The keyframes are declared once, in the baseline, and the inputs keep their
    // detection (the same animation styles InputBase applies when it injects them itself).
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: {
          animationName: 'mui-auto-fill-cancel',
          animationDuration: '10ms',
          '&:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' },
        },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
        '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
      },
    },
    // On a phone a card's title and its button share a row only when both fit; otherwise the
    // button goes beneath (a long subheader was squeezed into a third of the width beside
    // "Adicionar notificado", one or two words a line).
    MuiCardHeader: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('sm')]: {
            flexWrap: 'wrap',
            rowGap: theme.spacing(1),
            // Beneath, the buttons wrap within the card instead of running off its edge.
            '& .MuiCardHeader-action': { maxWidth: '100%', marginRight: 0 },
          },
        }),
      },
    },
    // A chosen value reads whole: on a phone MUI's one line cut "Reurb-S (Regularização Fundiária
    // Urbana de Interesse Social)" to "Reurb-S (Regularização Fundiária Urba…"; it wraps instead.
    MuiSelect: { styleOverrides: { select: { whiteSpace: 'normal' } } },
    // A table wider than a phone scrolls inside its own box, never the page.
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
  },
};
