import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { startMockApi } from '../../components/testing/server';
import { mockLot, openLot as openLotScreen } from '../lots/testing';
import type { LotsMapProps } from './LotsMap';
import { LotsMapViewProvider } from './lotsMapView';

// Leaflet lays out and draws on a page jsdom does not lay out: the map shows the list of what it
// would draw, given as the app gives its map view (the journeys draw with Leaflet).
const MapAsList = ({ lots, selected, label }: LotsMapProps) => (
  <ul aria-label={label}>
    {lots.features.map((f) => (
      <li key={f.properties.lot_id} aria-current={f.properties.lot_id === selected}>
        {f.properties.lote}
      </li>
    ))}
  </ul>
);
const WithMapAsList = ({ children }: { children: ReactNode }) => (
  <LotsMapViewProvider draw={(props) => <MapAsList {...props} />}>{children}</LotsMapViewProvider>
);
const openLot = (path: string, account: Parameters<typeof openLotScreen>[1]) =>
  openLotScreen(path, account, WithMapAsList);

startMockApi();

/**
 * Lot Q07-L01 of the import fixture (Campinas): 10 m × 20 m on the UTM 23S grid, where the grid
 * is 1.00015 times the ground (212 km off the central meridian), so 199.94 m² on the ground.
 */
const RECTANGLE = {
  coord_p1_x: -47.066839644,
  coord_p1_y: -22.900557806,
  coord_p2_x: -47.0667422,
  coord_p2_y: -22.900559074,
  coord_p3_x: -47.066739464,
  coord_p3_y: -22.900378521,
  coord_p4_x: -47.066836907,
  coord_p4_y: -22.900377253,
  area: 200,
};

const panel = () => screen.findByRole('region', { name: 'Conformidade geométrica' });

describe('Conformidade geométrica on the lot screen (issue 17)', () => {
  it('a drawn lot: its computed area, its four sides with bearings and a small map of its block', async () => {
    mockLot(1, RECTANGLE);
    openLot('/lots/1', 'member');
    const box = await panel();
    expect(await within(box).findByText(/^Área calculada: 199,9\d m² · Área declarada: 200 m²/)).toBeInTheDocument();
    const rows = within(within(box).getByRole('table', { name: 'Lados' })).getAllByRole('row');
    expect(rows.map((r) => r.firstChild?.textContent)).toEqual(['Lado', 'P1–P2', 'P2–P3', 'P3–P4', 'P4–P1']);
    expect(within(box).getByText('Nenhum problema geométrico encontrado.')).toBeInTheDocument();
    const map = await within(box).findByRole('list', { name: 'Mapa dos lotes' });
    expect(within(map).getByText(/.+/, { selector: '[aria-current="true"]' })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Ver no mapa' }).getAttribute('href')).toMatch(
      /^\/projects\/\d+\/map\?block_id=\d+&lot=1$/,
    );
  });

  it('a point with X and Y swapped: the finding, and a link to the coordinates on the form', async () => {
    mockLot(1, { ...RECTANGLE, coord_p2_x: RECTANGLE.coord_p2_y, coord_p2_y: RECTANGLE.coord_p2_x });
    openLot('/lots/1', 'member');
    const box = await panel();
    expect(
      await within(box).findByText(/P2 fora do Brasil: X e Y parecem trocados \(X é a longitude, Y a latitude\)/),
    ).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Corrigir as coordenadas' })).toHaveAttribute(
      'href',
      '/lots/1/edit?tab=info&field=coord_p1_x',
    );
  });

  it('a lot without points says there is no polygon yet', async () => {
    mockLot(1, { coord_p1_x: null, coord_p1_y: null, coord_p2_x: null });
    openLot('/lots/1', 'member');
    const box = await panel();
    expect(await within(box).findByText(/O lote ainda não tem os quatro pontos/)).toBeInTheDocument();
    expect(within(box).getByText(/Faltam coordenadas: P1 – X, P1 – Y, P2 – X/)).toBeInTheDocument();
  });
});
