import { Tabs, type TabsProps } from '@mui/material';
import { usePhone } from './usePhone';

/**
 * The app's tab bar: scrollable, with arrows that say there are more tabs than fit.
 *
 * On a phone the arrows are always there (greyed at either end), not only once the tabs
 * overflow: MUI brings the selected tab into view when the bar first draws, and arrows that
 * appeared after that took 40 px off the bar and covered the tab again ("ESTADO DO" for
 * "Estado do sistema" on /admin/status opened at 390 px). On a wider screen, where the tabs
 * usually fit, they show only when needed.
 */
export const ScrollableTabs = (props: Omit<TabsProps, 'variant' | 'scrollButtons'>) => {
  const phone = usePhone();
  return <Tabs variant="scrollable" scrollButtons={phone ? true : 'auto'} allowScrollButtonsMobile {...props} />;
};
