import { useQueries, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { emissionsQuery } from '../../pages/emissions/EmissionsTable';
import { lotGeometryQuery, lotNeighboursQuery } from '../map/LotGeometryPanel';
import { lotLegalQuery } from './LotLegalPanel';
import type { LotRecord } from './lotRecord';
import { useShownTogether } from '../../components/useShownTogether';

/**
 * Whether the lot screen can show its panels and the tabs under them (LotShow). Each panel
 * (Conformidade legal, Conformidade geométrica and its map, Documentos emitidos) asks for its
 * answer on its own, and each answer, as it came, pushed the panels under it and the tabs down:
 * 786 px in three steps over 0.65 s on a laptop, 1,600 px on a phone, under a click aimed at a
 * tab. So the screen shows them together, once every panel has its answer or its error, or once
 * 2 s have passed (useShownTogether). The panels ask for the same queries (the same keys): nothing is
 * asked twice. Once shown for a lot, they stay: a save asks again, and the panels show that.
 */
export function useLotPanelsSettled(lot: LotRecord): boolean {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [legal, geometry, emissions] = useQueries({
    queries: [
      lotLegalQuery(dataProvider, lot),
      lotGeometryQuery(dataProvider, lot),
      emissionsQuery(dataProvider, lot.project_id, lot.id),
    ],
  });
  const hasPolygon = Boolean(geometry.data?.sides);
  const neighbours = useQuery(lotNeighboursQuery(dataProvider, lot, hasPolygon));
  const answered =
    !legal.isPending && !geometry.isPending && !emissions.isPending && (!hasPolygon || !neighbours.isPending);
  return useShownTogether(answered, lot.id);
}
