import type { ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createTheme } from '@mui/material';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProviders } from '../components/testing/providers';
import { i18nProvider } from '../providers/i18n';
import { AppLayout } from './AppLayout';
import { ACTIVE_COLOUR_KEY, SIDEBAR_COLOUR_KEY, SIDEBAR_COLOURS, sidebarSx } from './appearance';
import { closeSidebarOnTablets } from './sidebarDefault';
import { SIDEBAR_RESIZE_EVERY_MS, SIDEBAR_RESIZE_FOR_MS } from './useResizeOnSidebarToggle';

afterEach(cleanup);

function renderLayout(path = '/', content: ReactNode = <p>conteúdo</p>) {
  const store = memoryStore();
  const { dataProvider, authProvider } = testProviders('member');
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
        <AppLayout>{content}</AppLayout>
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...result, store };
}

describe('Aparência: the sidebar colours of docs/screens.md#screens', () => {
  it('offers the seven sidebar colours and five active colours, and keeps the choice', async () => {
    const { store, container } = renderLayout();
    await screen.findByText('conteúdo');
    expect(container.querySelector('[data-sidebar-colour]')?.getAttribute('data-sidebar-colour')).toBe('blue');
    await userEvent.click(await screen.findByRole('button', { name: /perfil|profile/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Aparência' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aparência' });
    const sidebar = within(dialog).getByRole('radiogroup', { name: 'Cor da barra lateral' });
    expect(
      within(sidebar)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['blue', 'azure', 'green', 'orange', 'red', 'purple', 'black']);
    const active = within(dialog).getByRole('radiogroup', { name: 'Cor do item ativo' });
    expect(
      within(active)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['primary', 'info', 'success', 'warning', 'danger']);
    await userEvent.click(within(sidebar).getByRole('radio', { name: 'Verde' }));
    await userEvent.click(within(active).getByRole('radio', { name: 'Perigo' }));
    expect(store.getItem(SIDEBAR_COLOUR_KEY)).toBe('green');
    expect(store.getItem(ACTIVE_COLOUR_KEY)).toBe('danger');
    await waitFor(() =>
      expect(container.querySelector('[data-sidebar-colour]')?.getAttribute('data-sidebar-colour')).toBe('green'),
    );
  });

  it('paints the sidebar and the active item in the chosen colours', () => {
    const theme = createTheme();
    const green = SIDEBAR_COLOURS.find((c) => c.id === 'green')!.background;
    const styles = sidebarSx('green', 'danger')(theme) as Record<string, Record<string, string>>;
    expect(styles['& .RaSidebar-fixed, & .RaSidebar-paper'].backgroundColor).toBe(green);
    expect(styles['& .RaSidebar-fixed .RaMenuItemLink-active'].backgroundColor).toBe(theme.palette.error.main);
    // An unknown stored value falls back to blue.
    const fallback = sidebarSx('pink', 'nope')(theme) as Record<string, Record<string, string>>;
    expect(fallback['& .RaSidebar-fixed, & .RaSidebar-paper'].backgroundColor).toBe(SIDEBAR_COLOURS[0].background);
  });
});

describe('the sidebar on a first visit (issue 18)', () => {
  it('starts closed below 900 px, open on a desktop, and never overrides the user’s choice', () => {
    const tablet = memoryStore();
    tablet.setup();
    closeSidebarOnTablets(tablet, 768);
    expect(tablet.getItem('sidebar.open')).toBe(false);
    const desktop = memoryStore();
    desktop.setup();
    closeSidebarOnTablets(desktop, 1440);
    expect(desktop.getItem('sidebar.open')).toBeUndefined();
    const chosen = memoryStore({ 'sidebar.open': true });
    chosen.setup();
    closeSidebarOnTablets(chosen, 768);
    expect(chosen.getItem('sidebar.open')).toBe(true);
  });
});

describe('a record path whose id is not a number', () => {
  const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

  it('goes to the dashboard instead of an empty screen', async () => {
    renderLayout('/projects/abc', <Where />);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/home$/);
    cleanup();
    renderLayout('/projects/1', <Where />);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/projects\/1$/);
  });
});

describe('the sidebar opening or closing (docs/limits.md#time)', () => {
  afterEach(() => vi.useRealTimers());

  it('fires a window resize every 180 ms for 1000 ms, and none on the first render', async () => {
    const { store } = renderLayout();
    await screen.findByText('conteúdo');
    let resizes = 0;
    const count = () => resizes++;
    window.addEventListener('resize', count);
    try {
      vi.useFakeTimers();
      act(() => vi.advanceTimersByTime(2 * SIDEBAR_RESIZE_FOR_MS));
      expect(resizes).toBe(0);
      act(() => store.setItem('sidebar.open', !store.getItem('sidebar.open', true)));
      act(() => vi.advanceTimersByTime(SIDEBAR_RESIZE_EVERY_MS - 1));
      expect(resizes).toBe(0);
      act(() => vi.advanceTimersByTime(1));
      expect(resizes).toBe(1);
      act(() => vi.advanceTimersByTime(SIDEBAR_RESIZE_FOR_MS));
      expect(resizes).toBe(Math.floor(SIDEBAR_RESIZE_FOR_MS / SIDEBAR_RESIZE_EVERY_MS));
      act(() => vi.advanceTimersByTime(5 * SIDEBAR_RESIZE_FOR_MS));
      expect(resizes).toBe(5);
    } finally {
      window.removeEventListener('resize', count);
    }
  });
});

describe('the sidebar when the window narrows to a phone', () => {
  /** A window whose max-width queries answer `narrow`, telling its listeners when it changes. */
  function resizableWindow() {
    let narrow = false;
    const listeners = new Set<() => void>();
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        get matches() {
          return query.includes('max-width') && narrow;
        },
        media: query,
        onchange: null,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        addListener: (listener: () => void) => listeners.add(listener),
        removeListener: (listener: () => void) => listeners.delete(listener),
        dispatchEvent: () => false,
      }),
    });
    return {
      narrowTo: (value: boolean) =>
        act(() => {
          narrow = value;
          for (const listener of [...listeners]) listener();
        }),
    };
  }
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('closes an open sidebar when crossing into a phone’s width, and lets the menu open it there', async () => {
    const screenSize = resizableWindow();
    const { store } = renderLayout();
    await screen.findByText('conteúdo');
    act(() => store.setItem('sidebar.open', true));
    // A phone turned to portrait: the drawer would cover the screen with an invisible layer.
    screenSize.narrowTo(true);
    await waitFor(() => expect(store.getItem('sidebar.open')).toBe(false));
    // On the phone, the menu button opens the drawer, and it stays open.
    act(() => store.setItem('sidebar.open', true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getItem('sidebar.open')).toBe(true);
    // Back to a wide window, the choice is kept.
    screenSize.narrowTo(false);
    expect(store.getItem('sidebar.open')).toBe(true);
  });
});
