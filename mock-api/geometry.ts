import { http, HttpResponse } from 'msw';
import { checkGeometry, type GeometryLot } from '../domain/geo/checks.ts';
import { lotsFeatureCollection, type LotFeatureSource } from '../domain/geo/features.ts';
import { lotShape, lotSides } from '../domain/geo/polygon.ts';
import type { UtmZone } from '../domain/geo/projection.ts';
import { API, actor, idParam, notFound, unauthorized } from './http.ts';
import type { MockRecord } from './generate.ts';
import { mockStore } from './store.ts';

/**
 * The map routes of issue 17 on the mock store, with the server's own geometry code
 * (domain/geo/): the lots as GeoJSON, the project's and a lot's geometry checks.
 */
const zoneOf = (projectId: number) =>
  (mockStore.projects.find((p) => p.id === projectId)?.utm_zone as UtmZone | null | undefined) ?? null;

const source = (lot: MockRecord): LotFeatureSource & GeometryLot => ({
  ...(lot as unknown as LotFeatureSource),
  id: lot.id,
  name: lot.name as string,
  block_id: (lot.block_id as number) ?? null,
  block_name: (mockStore.blocks.find((b) => b.id === lot.block_id)?.name as string) ?? null,
  status: (lot.status as string) ?? null,
  area: (lot.area as number) ?? null,
});

const projectChecks = (projectId: number) => {
  const lots = mockStore.lots.filter((l) => l.project_id === projectId).map(source);
  const tolerance = mockStore.projects.find((p) => p.id === projectId)?.area_tolerance_pct as number | undefined;
  const names = new Map(lots.map((l) => [l.id, l]));
  return checkGeometry(lots, { zone: zoneOf(projectId), areaTolerancePct: tolerance ?? null }).issues.map((i) => ({
    ...i,
    lot_name: names.get(i.lot_id)!.name,
    block_id: names.get(i.lot_id)!.block_id,
    block_name: names.get(i.lot_id)!.block_name,
  }));
};

export const geometryHandlers = [
  http.get(`${API}/projects/:id/lots.geojson`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const projectId = idParam(params);
    if (!mockStore.projects.some((p) => p.id === projectId) || !who.canSee(projectId)) return notFound();
    const blockId = Number(new URL(request.url).searchParams.get('block_id')) || undefined;
    const lots = mockStore.lots
      .filter((l) => l.project_id === projectId && (!blockId || l.block_id === blockId))
      .map(source);
    const holder = new URL(request.url).searchParams.get('with_holder') === 'true';
    return HttpResponse.json(lotsFeatureCollection(lots, zoneOf(projectId), { holder }));
  }),
  http.get(`${API}/projects/:id/geometry-checks`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const projectId = idParam(params);
    if (!mockStore.projects.some((p) => p.id === projectId) || !who.canSee(projectId)) return notFound();
    return HttpResponse.json({ data: projectChecks(projectId) });
  }),
  http.get(`${API}/lots/:id/geometry`, ({ request, params }) => {
    const who = actor(request);
    if (!who) return unauthorized();
    const lot = mockStore.lots.find((l) => l.id === idParam(params));
    if (!lot || !who.canSee(lot.project_id as number)) return notFound();
    const projectId = lot.project_id as number;
    const shape = lotShape(source(lot), zoneOf(projectId));
    return HttpResponse.json({
      lot_id: lot.id,
      project_id: projectId,
      utm_zone: zoneOf(projectId),
      area_declared: (lot.area as number) ?? null,
      area_computed: shape ? Math.round(shape.area_m2 * 100) / 100 : null,
      perimeter_m: shape ? Math.round(shape.perimeter_m * 100) / 100 : null,
      sides: shape ? lotSides(source(lot), zoneOf(projectId)) : null,
      checks: projectChecks(projectId).filter((c) => c.lot_id === lot.id),
    });
  }),
];
