import { createContext, lazy, useContext, type ReactNode } from 'react';
import type { LotsMapProps } from './LotsMap';

/** Leaflet's map, loaded with the first map shown: Leaflet stays out of every screen's JavaScript until then. */
const LeafletLotsMap = lazy(() => import('./LotsMap'));

type DrawLots = (props: LotsMapProps) => ReactNode;

const Context = createContext<DrawLots>((props) => <LeafletLotsMap {...props} />);

/**
 * Gives the maps below another way to draw the lots. Leaflet lays out and draws on a page jsdom
 * does not lay out, so the component tests show the list of what the map would draw; the
 * journeys in Chromium draw with Leaflet (e2e/map.e2e.test.ts).
 */
export const LotsMapViewProvider = ({ draw, children }: { draw: DrawLots; children: ReactNode }) => (
  <Context.Provider value={draw}>{children}</Context.Provider>
);

/** The lots' map of the map screen and the lot's geometry panel: Leaflet's unless a provider draws it otherwise. */
export const LotsMap = (props: LotsMapProps) => useContext(Context)(props);
