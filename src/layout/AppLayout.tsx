import type { ReactNode } from 'react';
import { AppBar, Logout, UserMenu, useStore } from 'react-admin';
import { AppFrame } from './AppFrame';
import { AppMenu } from './AppMenu';
import { AppearanceMenuItem } from './AppearanceMenuItem';
import {
  ACTIVE_COLOUR_KEY,
  DEFAULT_ACTIVE_COLOUR,
  DEFAULT_SIDEBAR_COLOUR,
  SIDEBAR_COLOUR_KEY,
  sidebarSx,
} from './appearance';

const AppUserMenu = () => (
  <UserMenu>
    <AppearanceMenuItem />
    <Logout />
  </UserMenu>
);

/** Top bar with the page's name (each page sets its <Title>) and the user menu (Aparência, Sair). */
const AppTopBar = () => <AppBar userMenu={<AppUserMenu />} color="primary" />;

/** The layout, its sidebar in the colours each person chose (docs/screens.md#screens, "Aparência"). */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const [colour] = useStore<string>(SIDEBAR_COLOUR_KEY, DEFAULT_SIDEBAR_COLOUR);
  const [active] = useStore<string>(ACTIVE_COLOUR_KEY, DEFAULT_ACTIVE_COLOUR);
  return (
    <AppFrame appBar={AppTopBar} menu={AppMenu} sx={sidebarSx(colour, active)} data-sidebar-colour={colour}>
      {children}
    </AppFrame>
  );
};
