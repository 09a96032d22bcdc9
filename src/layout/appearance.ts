import type { Theme } from '@mui/material';
import type { CSSObject } from '@mui/material/styles';

/**
 * The sidebar's look (docs/screens.md#screens): its colour (blue, azure, green, orange, red, purple, black) and the
 * colour of the active item (primary, info, success, warning, danger), chosen by each person and
 * kept in the browser (react-admin's store). Blue and primary by default.
 */
export const SIDEBAR_COLOURS = [
  { id: 'blue', name: 'Azul', background: '#1565c0' },
  { id: 'azure', name: 'Azul-celeste', background: '#0277bd' },
  { id: 'green', name: 'Verde', background: '#2e7d32' },
  { id: 'orange', name: 'Laranja', background: '#c43e00' },
  { id: 'red', name: 'Vermelho', background: '#b71c1c' },
  { id: 'purple', name: 'Roxo', background: '#6a1b9a' },
  { id: 'black', name: 'Preto', background: '#212121' },
] as const;
export type SidebarColour = (typeof SIDEBAR_COLOURS)[number]['id'];

/** Active colours by the spec's names; "danger" is MUI's error palette. */
export const ACTIVE_COLOURS = [
  { id: 'primary', name: 'Primária', palette: 'primary' },
  { id: 'info', name: 'Informação', palette: 'info' },
  { id: 'success', name: 'Sucesso', palette: 'success' },
  { id: 'warning', name: 'Atenção', palette: 'warning' },
  { id: 'danger', name: 'Perigo', palette: 'error' },
] as const;
export type ActiveColour = (typeof ACTIVE_COLOURS)[number]['id'];

export const SIDEBAR_COLOUR_KEY = 'appearance.sidebarColour';
export const ACTIVE_COLOUR_KEY = 'appearance.activeColour';
export const DEFAULT_SIDEBAR_COLOUR: SidebarColour = 'blue';
export const DEFAULT_ACTIVE_COLOUR: ActiveColour = 'primary';

const background = (id: string) => (SIDEBAR_COLOURS.find((c) => c.id === id) ?? SIDEBAR_COLOURS[0]).background;
const activePalette = (id: string) => (ACTIVE_COLOURS.find((c) => c.id === id) ?? ACTIVE_COLOURS[0]).palette;

/**
 * The layout's styles for a choice: the sidebar in its colour with white text and icons, the
 * active item filled with the active colour (a lighter band where that colour is the sidebar's
 * own, so the item still stands out), the user block readable on the colour.
 */
export const sidebarSx =
  (colour: string, active: string) =>
  (theme: Theme): CSSObject => {
    const bg = background(colour);
    const tone = theme.palette[activePalette(active)];
    return {
      '& .RaSidebar-fixed, & .RaSidebar-paper': { backgroundColor: bg, color: '#fff' },
      '& .RaSidebar-fixed .MuiDivider-root': { borderColor: 'rgba(255,255,255,0.24)' },
      '& .RaSidebar-fixed [data-testid=user-block] .MuiTypography-root': { color: '#fff' },
      '& .RaSidebar-fixed .RaMenuItemLink-root, & .RaSidebar-fixed .RaMenuItemLink-icon': {
        color: 'rgba(255,255,255,0.85)',
      },
      '& .RaSidebar-fixed .RaMenuItemLink-root:hover': { backgroundColor: 'rgba(255,255,255,0.12)' },
      '& .RaSidebar-fixed .RaMenuItemLink-active, & .RaSidebar-fixed .RaMenuItemLink-active .RaMenuItemLink-icon': {
        color: tone.contrastText,
      },
      '& .RaSidebar-fixed .RaMenuItemLink-active': {
        backgroundColor: tone.main.toLowerCase() === bg.toLowerCase() ? 'rgba(255,255,255,0.2)' : tone.main,
      },
    };
  };
