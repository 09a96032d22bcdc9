import type { Store } from 'react-admin';

/** MUI's `md` breakpoint: below it a screen is a tablet or a phone. */
const TABLET_MAX_WIDTH = 900;

/**
 * react-admin opens the sidebar by default on every screen wider than a phone (600 px): on a
 * 768 px tablet the menu then takes 240 px, a third of the screen, from the lot form and the
 * tables (issue 18). On a first visit below 900 px it starts closed instead (icons only on a
 * tablet, a drawer on a phone); once the user opens or closes it, their choice is kept.
 */
export function closeSidebarOnTablets(store: Store, width: number): void {
  if (width < TABLET_MAX_WIDTH && store.getItem('sidebar.open') === undefined) store.setItem('sidebar.open', false);
}
