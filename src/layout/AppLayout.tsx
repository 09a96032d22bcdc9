import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasNonNumericId } from '../components/recordPath';
import { AppBar, Logout, UserMenu, useGetIdentity, useStore, useTranslate } from 'react-admin';
import type { SxProps, Theme } from '@mui/material/styles';
import { AppFrame } from './AppFrame';
import { AppMenu } from './AppMenu';
import { AppearanceMenuItem } from './AppearanceMenuItem';
import { useResizeOnSidebarToggle } from './useResizeOnSidebarToggle';
import { useCloseSidebarOnPhone } from './useCloseSidebarOnPhone';
import {
  ACTIVE_COLOUR_KEY,
  DEFAULT_ACTIVE_COLOUR,
  DEFAULT_SIDEBAR_COLOUR,
  SIDEBAR_COLOUR_KEY,
  sidebarSx,
} from './appearance';

/**
 * The user menu (Aparência, Sair). From 600 px up react-admin shows the person's name on its
 * button, so the button's name says it too: a name without its visible text fails WCAG 2.5.3.
 */
const AppUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const label = identity?.fullName
    ? translate('app.user_menu', { name: identity.fullName })
    : translate('ra.auth.user_menu');
  return (
    <UserMenu label={label}>
      <AppearanceMenuItem />
      <Logout />
    </UserMenu>
  );
};

/**
 * The page's name ends in an ellipsis where the bar is too narrow for it. The bar's own ellipsis
 * (react-admin's TitlePortal) reaches only inline text, and react-admin's <Title> writes the name
 * in an inline-block (its Configurable): on a phone a long name was cut mid-letter at the icons
 * ("Jardim Esperança - Relatóri"). Each of the title's boxes is held to the bar and ellipsised.
 */
const titleFits: SxProps<Theme> = {
  '& #react-admin-title > *': {
    display: 'inline-block',
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'bottom',
  },
};

/** Top bar with the page's name (each page sets its <Title>) and the user menu (Aparência, Sair). */
const AppTopBar = () => <AppBar userMenu={<AppUserMenu />} color="primary" sx={titleFits} />;

/**
 * The layout (react-admin's styles, AppFrame.tsx) is at least as wide as its content (`min-width: fit-content`), so one wide
 * table widened every screen past a phone's. The content is held to the window instead; what
 * cannot shrink (a table) scrolls inside its own box (theme.ts) or becomes cards on a phone.
 */
const fitWindow: SxProps<Theme> = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

/** The layout, its sidebar in the colours each person chose (docs/screens.md#screens, "Aparência"). */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const [colour] = useStore<string>(SIDEBAR_COLOUR_KEY, DEFAULT_SIDEBAR_COLOUR);
  const [active] = useStore<string>(ACTIVE_COLOUR_KEY, DEFAULT_ACTIVE_COLOUR);
  useResizeOnSidebarToggle();
  useCloseSidebarOnPhone();
  // A record named by something that is not a number is an unknown path: to the dashboard,
  // as the catch-all route does, instead of an empty screen.
  if (hasNonNumericId(useLocation().pathname)) return <Navigate to="/home" replace />;
  return (
    <AppFrame
      appBar={AppTopBar}
      menu={AppMenu}
      sx={[fitWindow, sidebarSx(colour, active)]}
      data-sidebar-colour={colour}
    >
      {children}
    </AppFrame>
  );
};
