import { area, bbox, centroid, distance, featureCollection, intersect } from '@turf/turf';
import { labelled, type ValueOf } from '../enums/choice.ts';
import {
  CORNERS,
  cornerLabel,
  lotShape,
  missingCoordinates,
  selfIntersects,
  type LotCoordinates,
  type LotShape,
} from './polygon.ts';
import { inBrazil } from './bounds.ts';
import { toLonLat, type LonLat, type UtmZone } from './projection.ts';
import { named } from '../text/named.ts';

/** The geometry rules a registry applies before accepting parcels (issue 17), with pt-BR labels. */
export const GEOMETRY_RULES = labelled([
  ['missing', 'Coordenadas ausentes'],
  ['out_of_bounds', 'Ponto fora do Brasil ou X/Y trocados'],
  ['self_intersection', 'Polígono cruzado (gravata) ou pontos fora de ordem'],
  ['overlap', 'Sobreposição com outro lote'],
  ['area_mismatch', 'Área calculada diferente da declarada'],
  ['far_from_block', 'Lote longe do restante da quadra'],
]);
export type GeometryRule = ValueOf<typeof GEOMETRY_RULES>;

/** The project tolerance between the declared and the computed area when none is set (5%). */
export const DEFAULT_AREA_TOLERANCE_PCT = 5;

export { BRAZIL_BOUNDS } from './bounds.ts';

/** Shared boundaries computed in floating point overlap by square millimetres: below this, none. */
export const OVERLAP_MIN_M2 = 0.05;

/** A lot is "far" when its centre is farther than this from its block's centre, and … */
export const FAR_MIN_M = 150;
/** … farther than this many times the block's median distance to its centre. */
export const FAR_FACTOR = 5;

/** What the checks need of a lot. */
export interface GeometryLot extends LotCoordinates {
  id: number;
  name: string;
  block_id: number | null;
  area?: number | null;
}

/** One finding: the lot, the rule, a pt-BR message and, for an overlap, the other lot. */
export interface GeometryIssue {
  lot_id: number;
  rule: GeometryRule;
  message: string;
  other_lot_id?: number;
  /** Overlap area in m² (rule overlap). */
  overlap_m2?: number;
}

export interface GeometryOptions {
  zone?: UtmZone | null;
  /** Declared vs computed area, in percent of the declared; DEFAULT_AREA_TOLERANCE_PCT when null. */
  areaTolerancePct?: number | null;
}

// One formatter each, made once: `toLocaleString` with options builds one at every call, and the
// messages of 5,000 lots' checks spent 0.3 s of the API's thread on it (an import's plan).
const twoDecimals = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const m2 = (value: number) => twoDecimals.format(value);
const pct = (value: number) => oneDecimal.format(value);
const metres = (value: number) => (value >= 1000 ? `${oneDecimal.format(value / 1000)} km` : `${Math.round(value)} m`);

/** The points outside Brazil, saying when X and Y look swapped (the swapped pair lies inside). */
function boundsIssue(lot: GeometryLot, zone: UtmZone | null | undefined): GeometryIssue | null {
  const outside: string[] = [];
  let swapped = 0;
  for (const p of CORNERS) {
    const x = lot[`coord_${p}_x`]!;
    const y = lot[`coord_${p}_y`]!;
    if (inBrazil(toLonLat(x, y, zone))) continue;
    outside.push(cornerLabel(p));
    if (inBrazil(toLonLat(y, x, zone))) swapped++;
  }
  if (!outside.length) return null;
  const points = outside.join(', ');
  const message =
    swapped === outside.length
      ? `${points} fora do Brasil: X e Y parecem trocados (X é a ${zone ? 'coordenada E' : 'longitude'}, Y a ${zone ? 'coordenada N' : 'latitude'})`
      : `${points} fora do Brasil: confira as coordenadas${zone ? ` (fuso UTM ${zone} do projeto)` : ' (graus decimais, SIRGAS 2000)'}`;
  return { lot_id: lot.id, rule: 'out_of_bounds', message };
}

/** A lot's shape for the checks, or the issue that stops its shape from being checked further. */
function shapeOrIssue(lot: GeometryLot, zone: UtmZone | null | undefined): LotShape | GeometryIssue {
  const missing = missingCoordinates(lot);
  if (missing.length === 8)
    return { lot_id: lot.id, rule: 'missing', message: 'Lote sem coordenadas dos pontos P1 a P4' };
  if (missing.length) return { lot_id: lot.id, rule: 'missing', message: `Faltam coordenadas: ${missing.join(', ')}` };
  const bounds = boundsIssue(lot, zone);
  if (bounds) return bounds;
  const shape = lotShape(lot, zone)!;
  if (selfIntersects(shape.polygon))
    return {
      lot_id: lot.id,
      rule: 'self_intersection',
      message:
        'O polígono se cruza (gravata): os pontos P1 a P4 não seguem a volta do lote; troque a ordem de dois deles',
    };
  if (shape.area_m2 < 0.01)
    return {
      lot_id: lot.id,
      rule: 'self_intersection',
      message: 'O polígono não tem área: há pontos repetidos ou alinhados',
    };
  return shape;
}

const isIssue = (value: LotShape | GeometryIssue): value is GeometryIssue => 'rule' in value;

/**
 * What stops one lot's points from describing its boundary (missing, out of Brazil or swapped,
 * a bow-tie or no area), or null when they describe a polygon: the título's legal rule reads it
 * (domain/legal/rules.ts, vertices-georreferenciados).
 */
export function lotShapeIssue(lot: LotCoordinates, zone: UtmZone | null | undefined): GeometryIssue | null {
  const found = shapeOrIssue({ id: 0, name: '', block_id: null, ...lot }, zone);
  return isIssue(found) ? found : null;
}

/** Computed area (m²) of the lots whose shape is valid, for the answers that show it beside the issues. */
export interface GeometryReport {
  issues: GeometryIssue[];
  /** Lot id → computed area in m² (only lots with a drawable polygon). */
  areas: Map<number, number>;
}

/**
 * Every geometry rule over a set of lots (a project, or a block with its neighbours): each
 * lot's own problems, then overlaps between valid polygons (found with a sweep over their
 * boxes, so 5,000 lots stay fast) and lots far from the rest of their block.
 */
export function checkGeometry(lots: readonly GeometryLot[], options: GeometryOptions = {}): GeometryReport {
  const steps = checkingGeometry(lots, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * checkGeometry step by step: it yields after each lot, each lot's sweep for overlaps and each
 * block, so the server can give other requests their turn between steps (server/loop/turns.ts):
 * 5,000 lots are ~80–200 ms of CPU, which held the API's thread in one piece (issue #19, goal 5).
 */
export function* checkingGeometry(
  lots: readonly GeometryLot[],
  options: GeometryOptions = {},
): Generator<void, GeometryReport> {
  const tolerance = options.areaTolerancePct ?? DEFAULT_AREA_TOLERANCE_PCT;
  const issues: GeometryIssue[] = [];
  const areas = new Map<number, number>();
  const valid: { lot: GeometryLot; shape: LotShape; box: number[] }[] = [];
  for (const lot of lots) {
    yield;
    const result = shapeOrIssue(lot, options.zone);
    if (isIssue(result)) {
      issues.push(result);
      continue;
    }
    areas.set(lot.id, result.area_m2);
    valid.push({ lot, shape: result, box: bbox(result.polygon) });
    if (lot.area != null && lot.area > 0) {
      const diff = ((result.area_m2 - lot.area) / lot.area) * 100;
      if (Math.abs(diff) > tolerance)
        issues.push({
          lot_id: lot.id,
          rule: 'area_mismatch',
          message: `Área calculada de ${m2(result.area_m2)} m² difere ${pct(Math.abs(diff))}% da declarada (${m2(lot.area)} m²); a tolerância do projeto é ${pct(tolerance)}%`,
        });
    }
  }
  yield* overlaps(valid, issues);
  yield* farFromBlock(valid, issues);
  return { issues, areas };
}

/** About a millimetre in degrees: neighbours that share a side touch within it. */
const TOUCH = 1e-8;

const isConvex = (ring: readonly LonLat[]): boolean => {
  let sign = 0;
  for (let i = 0; i < ring.length; i++) {
    const [a, b, c] = [ring[i], ring[(i + 1) % ring.length], ring[(i + 2) % ring.length]];
    const cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
    if (cross === 0) continue;
    if (sign && Math.sign(cross) !== sign) return false;
    sign = Math.sign(cross);
  }
  return true;
};

/**
 * A quick pre-filter before Turf's intersection (the costly part over 5,000 lots): two convex
 * lots with a side's normal on which they overlap by no more than TOUCH do not overlap (the
 * separating axis theorem). Adjoining lots are the common case and end here.
 */
function separated(a: readonly LonLat[], b: readonly LonLat[]): boolean {
  if (!isConvex(a) || !isConvex(b)) return false;
  for (const ring of [a, b])
    for (let i = 0; i < ring.length; i++) {
      const [p, q] = [ring[i], ring[(i + 1) % ring.length]];
      const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
      if (!length) continue;
      const [nx, ny] = [(p[1] - q[1]) / length, (q[0] - p[0]) / length];
      const project = (r: readonly LonLat[]) => r.map((v) => v[0] * nx + v[1] * ny);
      const [pa, pb] = [project(a), project(b)];
      if (Math.min(Math.max(...pa), Math.max(...pb)) - Math.max(Math.min(...pa), Math.min(...pb)) <= TOUCH) return true;
    }
  return false;
}

/** The overlaps between valid polygons, added to `issues`: a step per lot of the sweep. */
function* overlaps(valid: { lot: GeometryLot; shape: LotShape; box: number[] }[], issues: GeometryIssue[]) {
  const sorted = [...valid].sort((a, b) => a.box[0] - b.box[0]);
  for (let i = 0; i < sorted.length; i++) {
    yield;
    const a = sorted[i];
    for (let j = i + 1; j < sorted.length && sorted[j].box[0] <= a.box[2]; j++) {
      const b = sorted[j];
      if (b.box[1] > a.box[3] || b.box[3] < a.box[1] || separated(a.shape.corners, b.shape.corners)) continue;
      const common = intersect(featureCollection([a.shape.polygon, b.shape.polygon]));
      if (!common) continue;
      // Turf measures on a sphere: scaled to the ellipsoid by the first lot's two measures.
      const shared = (area(common) * a.shape.area_m2) / area(a.shape.polygon);
      if (shared < OVERLAP_MIN_M2) continue;
      const ofSmaller = (shared / Math.min(a.shape.area_m2, b.shape.area_m2)) * 100;
      for (const [self, other] of [
        [a, b],
        [b, a],
      ])
        issues.push({
          lot_id: self.lot.id,
          rule: 'overlap',
          other_lot_id: other.lot.id,
          overlap_m2: shared,
          message: `Sobrepõe o ${named('lote', other.lot.name)} em ${m2(shared)} m² (${pct(ofSmaller)}% do menor dos dois)`,
        });
    }
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Lots whose centre is far from their block's (the median of its lots' centres), added to
 * `issues`; blocks of 3 lots or more. A step per lot's centre and per block.
 */
function* farFromBlock(valid: { lot: GeometryLot; shape: LotShape }[], issues: GeometryIssue[]) {
  const byBlock = new Map<number, { lot: GeometryLot; centre: [number, number] }[]>();
  for (const { lot, shape } of valid) {
    yield;
    if (lot.block_id == null) continue;
    const centre = centroid(shape.polygon).geometry.coordinates as [number, number];
    const list = byBlock.get(lot.block_id) ?? [];
    list.push({ lot, centre });
    byBlock.set(lot.block_id, list);
  }
  for (const members of byBlock.values()) {
    yield;
    if (members.length < 3) continue;
    const centre: [number, number] = [median(members.map((m) => m.centre[0])), median(members.map((m) => m.centre[1]))];
    const distances = members.map((m) => distance(m.centre, centre, { units: 'meters' }));
    const typical = median(distances);
    const limit = Math.max(FAR_MIN_M, FAR_FACTOR * typical);
    members.forEach((m, i) => {
      if (distances[i] > limit)
        issues.push({
          lot_id: m.lot.id,
          rule: 'far_from_block',
          message: `Lote a ${metres(distances[i])} do centro da sua quadra, onde os demais lotes estão a ${metres(typical)} em mediana: confira as coordenadas ou a quadra`,
        });
    });
  }
}
