import { Component, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { LayoutClasses, Loading, Sidebar, SkipNavigationButton } from 'react-admin';
import { AppError } from './AppError';
import { usePhone } from './usePhone';

/** A screen that throws shows react-admin's error page (loaded then), reset when the user navigates away. */
class ScreenErrorBoundary extends Component<{ children: ReactNode }, { error?: Error; errorInfo?: ErrorInfo }> {
  override state: { error?: Error; errorInfo?: ErrorInfo } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(_error: Error, errorInfo: ErrorInfo) {
    this.setState({ errorInfo });
  }
  reset = () => this.setState({ error: undefined, errorInfo: undefined });
  override render() {
    const { error, errorInfo } = this.state;
    return error ? (
      <AppError error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />
    ) : (
      this.props.children
    );
  }
}

/**
 * react-admin's sidebar, drawn afresh when the window crosses a phone's width: react-admin keeps
 * one MUI Drawer and only turns it from docked to temporary, and that Drawer's slide never came
 * in (its panel hidden, its modal layer over the whole screen, taking the next tap). Drawn
 * afresh, the drawer opens and closes as it does on a phone from the start.
 */
function AppSidebar({ children }: { children: ReactNode }) {
  const phone = usePhone();
  return <Sidebar key={phone ? 'drawer' : 'docked'}>{children}</Sidebar>;
}

/**
 * react-admin's <Layout> (skip link, top bar, sidebar with the menu, the screen in an error
 * boundary and Suspense), same classes and styles, without what this app never shows: the
 * preferences inspector, and react-admin's error page imported up front (it carries MUI's
 * Accordion and, through <Title>, TextField and Select). Error pages load when one shows.
 */
export const AppFrame = ({
  appBar: AppBar,
  menu: Menu,
  sx,
  children,
  ...rest
}: {
  appBar: ComponentType;
  menu: ComponentType;
  sx?: SxProps<Theme>;
  children: ReactNode;
  'data-sidebar-colour'?: string;
}) => (
  <Root className="layout" sx={sx} {...rest}>
    <SkipNavigationButton />
    <div className={LayoutClasses.appFrame}>
      <AppBar />
      <main className={LayoutClasses.contentWithSidebar}>
        <AppSidebar>
          <Menu />
        </AppSidebar>
        <div id="main-content" className={LayoutClasses.content}>
          <ScreenErrorBoundary>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ScreenErrorBoundary>
        </div>
      </main>
    </div>
  </Root>
);

/** react-admin's RaLayout styles (ra-ui-materialui/dist/layout/Layout.js), under the same name for theme overrides. */
const Root = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));
