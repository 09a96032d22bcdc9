import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LotsMapProps } from './LotsMap';
import { mapFrame } from './mapFrame';

/** Leaflet's map, loaded with the first map shown: Leaflet stays out of every screen's JavaScript until then. */
const LeafletLotsMap = lazy(() => import('./LotsMap'));

/**
 * The map's frame, as tall as the map, with a spinner: it stands in while Leaflet or the lots
 * load, so what is below the map is already where it will stay (a spinner's height would let
 * the map push it down under a click aimed at it).
 */
export const MapPlaceholder = ({ height }: { height: LotsMapProps['height'] }) => {
  const translate = useTranslate();
  return (
    <Box aria-busy="true" sx={{ ...mapFrame(height), display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={translate('app.map.loading')} />
    </Box>
  );
};

type DrawLots = (props: LotsMapProps) => ReactNode;

const Context = createContext<DrawLots>((props) => (
  <Suspense fallback={<MapPlaceholder height={props.height} />}>
    <LeafletLotsMap {...props} />
  </Suspense>
));

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
