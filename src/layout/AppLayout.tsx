import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu } from 'react-admin';
import { AppMenu } from './AppMenu';

const AppUserMenu = () => (
  <UserMenu>
    <Logout />
  </UserMenu>
);

/** Top bar with the page's name (each page sets its <Title>) and the Sair menu. */
const AppTopBar = () => <AppBar userMenu={<AppUserMenu />} color="primary" />;

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AppTopBar} menu={AppMenu}>
    {children}
  </Layout>
);
