import { useEffect, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { emissionsQuery } from '../../pages/emissions/EmissionsTable';
import { lotGeometryQuery, lotNeighboursQuery } from '../map/LotGeometryPanel';
import { lotLegalQuery } from './LotLegalPanel';
import type { LotRecord } from './lotRecord';

/**
 * How long the lot screen waits for its panels before it shows them anyway, each with its own
 * spinner: a request that hangs must not keep the lot's tabs from the person who opened it.
 */
export const PANELS_WAIT_MS = 2_000;

/**
 * Whether the lot screen can show its panels and the tabs under them (LotShow). Each panel
 * (Conformidade legal, Conformidade geométrica and its map, Documentos emitidos) asks for its
 * answer on its own, and each answer, as it came, pushed the panels under it and the tabs down:
 * 786 px in three steps over 0.65 s on a laptop, 1,600 px on a phone, under a click aimed at a
 * tab. So the screen shows them together, once every panel has its answer or its error, or once
 * PANELS_WAIT_MS have passed. The panels ask for the same queries (the same keys): nothing is
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
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    const show = () => setShown(lot.id);
    if (answered) {
      show();
      return undefined;
    }
    const timer = setTimeout(show, PANELS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [answered, lot.id]);
  return answered || shown === lot.id;
}
