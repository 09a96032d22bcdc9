import { describe, expect, it } from 'vitest';
import { distance } from '@turf/turf';
import { checkGeometry, type GeometryLot } from './checks.ts';
import { fourCorners } from './corners.ts';
import proj4 from 'proj4';
import {
  formatDms,
  localPlane,
  lotShape,
  lotSides,
  missingCoordinates,
  quadrantBearing,
  selfIntersects,
} from './polygon.ts';
import { fromLonLat, toLonLat } from './projection.ts';

/** A lot from four [x, y] points. */
const lot = (id: number, points: number[][], extra: Partial<GeometryLot> = {}): GeometryLot => ({
  id,
  name: `L${id}`,
  block_id: 1,
  ...Object.fromEntries(
    points.flatMap(([x, y], i) => [
      [`coord_p${i + 1}_x`, x],
      [`coord_p${i + 1}_y`, y],
    ]),
  ),
  ...extra,
});

/** A 10 m × 20 m rectangle in SIRGAS 2000 / UTM 23S (São Paulo), south-west corner at (e, n). */
const rect = (e: number, n: number, w = 10, h = 20) => [
  [e, n],
  [e + w, n],
  [e + w, n + h],
  [e, n + h],
];

describe('projection: SIRGAS 2000 / UTM to longitude and latitude', () => {
  it('converts a UTM 23S point to within 1 cm of an independent computation', () => {
    // Expected value: Karney's 6th-order Krüger series (J. Geod. 2011, eqs. 11–15 and the
    // conformal-to-geodetic latitude iteration), written out by hand on GRS 80 (a = 6378137,
    // f = 1/298.257222101, k0 = 0.9996, λ0 = 45° W, false northing 10 000 km) outside proj4.
    const [lon, lat] = toLonLat(333000, 7395000, '23S');
    const expected: [number, number] = [-46.636073838, -23.546753238];
    expect(distance([lon, lat], expected, { units: 'meters' })).toBeLessThan(0.01);
  });

  it('goes back to the same UTM point, and leaves degrees alone when the project has no zone', () => {
    const [x, y] = fromLonLat(toLonLat(333000, 7395000, '23S'), '23S');
    expect(Math.abs(x - 333000)).toBeLessThan(0.001);
    expect(Math.abs(y - 7395000)).toBeLessThan(0.001);
    expect(toLonLat(-46.6, -23.5, null)).toEqual([-46.6, -23.5]);
  });
});

describe('polygon of a lot', () => {
  it('a 10 m × 20 m rectangle measures 200 m² (within 0.5%) and 60 m around', () => {
    const shape = lotShape(lot(1, rect(333000, 7395000)), '23S')!;
    expect(Math.abs(shape.area_m2 - 200) / 200).toBeLessThan(0.005);
    expect(Math.abs(shape.perimeter_m - 60) / 60).toBeLessThan(0.005);
  });

  it("measures the perimeter as the sum of the sides' lengths, to the last bit, without writing the sides", () => {
    for (const [x, y, zone] of [
      [333000, 7395000, '23S'],
      [288123.45, 7466987.6, '23S'],
      [612000.5, 9580000.25, '24S'],
    ] as const) {
      const corners = lot(1, rect(x, y));
      const shape = lotShape(corners, zone)!;
      expect(shape).not.toHaveProperty('sides');
      expect(shape.perimeter_m).toBe(lotSides(corners, zone)!.reduce((sum, side) => sum + side.length_m, 0));
    }
  });

  it('detects a bow-tie (P3 and P4 swapped)', () => {
    const [a, b, c, d] = rect(333000, 7395000);
    expect(selfIntersects(lotShape(lot(1, [a, b, d, c]), '23S')!.polygon)).toBe(true);
    expect(selfIntersects(lotShape(lot(1, [a, b, c, d]), '23S')!.polygon)).toBe(false);
  });

  it('puts the corners on the tangent plane exactly where proj4 puts them from the definition string', () => {
    // Lots across Brazil's zones and latitudes, the plane given to proj4 as it parses it (localPlane).
    for (const [zone, east, north] of [
      ['18S', 500000, 9100000],
      ['22S', 612345.678, 7811222.5],
      ['23S', 333000, 7395000],
      ['21N', 250111.1, 330000.25],
      ['25S', 290000, 9150000],
    ] as const) {
      for (let k = 0; k < 20; k++) {
        const corners = rect(east + k * 37.3, north - k * 11.9).map(([x, y]) => toLonLat(x, y, zone));
        const lon = corners.reduce((s, c) => s + c[0], 0) / corners.length;
        const lat = corners.reduce((s, c) => s + c[1], 0) / corners.length;
        const plane = proj4(
          '+proj=longlat +ellps=GRS80 +no_defs',
          `+proj=tmerc +lat_0=${lat} +lon_0=${lon} +k=1 +x_0=0 +y_0=0 +ellps=GRS80 +units=m +no_defs`,
        );
        expect(localPlane(corners)).toEqual(corners.map((c) => plane.forward([c[0], c[1]])));
      }
    }
  });

  it('names the missing coordinates as the form does', () => {
    expect(missingCoordinates({ coord_p1_x: 1, coord_p1_y: 2, coord_p2_x: 3 })).toEqual([
      'P2 – Y',
      'P3 – X',
      'P3 – Y',
      'P4 – X',
      'P4 – Y',
    ]);
    expect(lotShape({ coord_p1_x: 1 })).toBeNull();
  });

  it('gives each side its length, azimuth and quadrant bearing (for the boundary description)', () => {
    const sides = lotSides(lot(1, rect(333000, 7395000)), '23S')!;
    expect(sides.map((s) => `${s.from}-${s.to}`)).toEqual(['P1-P2', 'P2-P3', 'P3-P4', 'P4-P1']);
    expect(sides.map((s) => Math.round(s.length_m * 100) / 100)).toEqual([10, 20, 10, 20]);
    // UTM grid north differs from true north by the meridian convergence (about 0.64° here).
    expect(sides[0].azimuth_deg).toBeGreaterThan(89);
    expect(sides[0].azimuth_deg).toBeLessThan(91);
    expect(sides[1].bearing.startsWith('N ')).toBe(true);
    expect(sides[1].bearing.endsWith(' E')).toBe(true);
    expect(quadrantBearing(135)).toBe(`S 45°00'00" E`);
    expect(quadrantBearing(225.5)).toBe(`S 45°30'00" W`);
    expect(quadrantBearing(300)).toBe(`N 60°00'00" W`);
    expect(formatDms(12.99999)).toBe(`13°00'00"`);
  });
});

describe('geometry checks', () => {
  const at = (i: number) => rect(333000 + i * 10, 7395000);

  it('passes a row of adjoining lots with their declared areas', () => {
    const lots = [0, 1, 2, 3].map((i) => lot(i + 1, at(i), { area: 200 }));
    const report = checkGeometry(lots, { zone: '23S' });
    expect(report.issues).toEqual([]);
    expect(report.areas.size).toBe(4);
  });

  it('reports an overlap on both lots, with its area and the share of the smaller', () => {
    const lots = [lot(1, at(0)), lot(2, rect(333005, 7395000))];
    const issues = checkGeometry(lots, { zone: '23S' }).issues;
    expect(issues.map((i) => [i.lot_id, i.rule, i.other_lot_id])).toEqual([
      [1, 'overlap', 2],
      [2, 'overlap', 1],
    ]);
    expect(issues[0].overlap_m2!).toBeCloseTo(100, 0);
    expect(issues[0].message).toMatch(/Sobrepõe o lote L2 em 100(,\d+)? m² \(50% do menor dos dois\)/);
  });

  it('reports a bow-tie, a lot without coordinates and one with some missing', () => {
    const [a, b, c, d] = at(0);
    const issues = checkGeometry([lot(1, [a, b, d, c]), { id: 2, name: 'L2', block_id: 1 }, lot(3, [a, b, c])], {
      zone: '23S',
    }).issues;
    expect(issues.map((i) => [i.lot_id, i.rule])).toEqual([
      [1, 'self_intersection'],
      [2, 'missing'],
      [3, 'missing'],
    ]);
    expect(issues[2].message).toBe('Faltam coordenadas: P4 – X, P4 – Y');
  });

  it('compares the computed area with the declared one at the project tolerance (5% by default)', () => {
    const lots = [lot(1, at(0), { area: 230 }), lot(2, at(1), { area: 205 })];
    expect(checkGeometry(lots, { zone: '23S' }).issues.map((i) => [i.lot_id, i.rule])).toEqual([[1, 'area_mismatch']]);
    expect(checkGeometry(lots, { zone: '23S', areaTolerancePct: 20 }).issues).toEqual([]);
    expect(checkGeometry(lots, { zone: '23S', areaTolerancePct: 1 }).issues.map((i) => i.lot_id)).toEqual([1, 2]);
    expect(checkGeometry(lots, { zone: '23S' }).issues[0].message).toMatch(/difere 13(,\d)?% da declarada \(230 m²\)/);
  });

  it('says when X and Y look swapped, and when a point is simply outside Brazil', () => {
    const square = [
      [-46.6361, -23.5468],
      [-46.636, -23.5468],
      [-46.636, -23.5467],
      [-46.6361, -23.5467],
    ];
    const swapped = square.map((p, i) => (i === 1 ? [p[1], p[0]] : p));
    const far = square.map((p, i) => (i === 2 ? [2.35, 48.85] : p));
    const issues = checkGeometry([lot(1, square), lot(2, swapped), lot(3, far)]).issues;
    expect(issues.map((i) => [i.lot_id, i.rule])).toEqual([
      [2, 'out_of_bounds'],
      [3, 'out_of_bounds'],
    ]);
    expect(issues[0].message).toBe('P2 fora do Brasil: X e Y parecem trocados (X é a longitude, Y a latitude)');
    expect(issues[1].message).toMatch(/^P3 fora do Brasil: confira as coordenadas/);
  });

  it('finds a lot far from the rest of its block', () => {
    const lots = [0, 1, 2, 3].map((i) => lot(i + 1, at(i)));
    lots.push(lot(5, rect(335000, 7395000)));
    const issues = checkGeometry(lots, { zone: '23S' }).issues;
    expect(issues.map((i) => [i.lot_id, i.rule])).toEqual([[5, 'far_from_block']]);
    expect(issues[0].message).toMatch(/^Lote a 2 km do centro da sua quadra/);
  });

  it('checks 5,000 lots quickly (sweep over boxes, not every pair)', () => {
    const lots = Array.from({ length: 5000 }, (_, i) =>
      lot(i + 1, rect(333000 + (i % 100) * 10, 7395000 + Math.floor(i / 100) * 20), { area: 200, block_id: i % 100 }),
    );
    const started = performance.now();
    const report = checkGeometry(lots, { zone: '23S' });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(report.issues).toEqual([]);
  });
});

describe('four corners from a surveyed ring', () => {
  it('drops the vertices that shape the lot least and keeps the ring order', () => {
    const ring: [number, number][] = [
      [0, 0],
      [0.00005, 0.0000001],
      [0.0001, 0],
      [0.0001, 0.0002],
      [0.00005, 0.00020001],
      [0, 0.0002],
      [0, 0],
    ];
    expect(fourCorners(ring)).toEqual({
      corners: [
        [0, 0],
        [0.0001, 0],
        [0.0001, 0.0002],
        [0, 0.0002],
      ],
      dropped: 2,
    });
    expect(
      fourCorners([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toBeNull();
  });
});
