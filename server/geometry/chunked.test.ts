import { kml as kmlToGeoJson } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { eq } from 'drizzle-orm';
import proj4 from 'proj4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotsGeoJsonAnswer } from '../../domain/api/geometry.ts';
import { checkGeometry } from '../../domain/geo/checks.ts';
import { lotsFeatureCollection } from '../../domain/geo/features.ts';
import type { UtmZone } from '../../domain/geo/projection.ts';
import { blocks, projects } from '../db/schema/index.ts';
import { insertLot, lotWorld } from '../lots/test-kit.ts';
import { bearer } from '../test/app.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { lotsGeoJson, lotsKml } from './formats.ts';
import { geometryLotChunks, geometryLots, geometryProject, lotNeighbourhood } from './queries.ts';
import { lotGeometry, projectFeatureChunks, projectGeometryChecks } from './service.ts';

/**
 * The map's routes read the lots a chunk at a time and check them in slices (issue #19, goal 5):
 * the answers must be the ones the whole project read at once gives, and a lot's findings,
 * read from its neighbourhood only, the ones the whole project's checks give that lot.
 */

// 10 m × 20 m lots near Campinas; x and y in metres east and north of a corner.
const UTM_23S = '+proj=utm +zone=23 +south +ellps=GRS80 +units=m +no_defs';
const ORIGIN = [288_000, 7_466_000];
type Corners = Record<string, number>;
function rect(x: number, y: number, zone: UtmZone | null, w = 10, h = 20): Corners {
  const points = [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ].map(([e, n]) => [ORIGIN[0] + e, ORIGIN[1] + n]);
  const stored = zone ? points : points.map((p) => proj4(UTM_23S, 'WGS84', p));
  return Object.fromEntries(
    stored.flatMap(([a, b], i) => [
      [`coord_p${i + 1}_x`, a],
      [`coord_p${i + 1}_y`, b],
    ]),
  );
}

/**
 * Three quadras: Q1 in a row, with an overlap inside it (L02 over L03) and a lot 400 m away
 * (L05); Q2 across the street, with M02 over Q1's L01 (an overlap between quadras), M03 without
 * points and M04 with X and Y swapped; Q3 a lone lot. Names that sort by case and accent.
 */
async function seedProject(db: Awaited<ReturnType<typeof lotWorld>>['db'], projectId: number, zone: UtmZone | null) {
  const block = async (name: string) =>
    (await db.insert(blocks).values({ name, project_id: projectId }).returning())[0].id;
  const [q1, q2, q3] = [await block('Quadra 1'), await block('quadra 2'), await block('Quadra Ação')];
  const lots: [string, number, Corners, number?][] = [
    ['L01', q1, rect(0, 0, zone)],
    ['L02', q1, rect(10, 0, zone)],
    ['L03', q1, rect(17, 0, zone)],
    ['L04', q1, rect(30, 0, zone)],
    ['L05', q1, rect(400, 0, zone)],
    ['l06', q1, rect(40, 0, zone), 230],
    ['Lé07', q1, rect(50, 0, zone)],
    ['M01', q2, rect(0, 30, zone)],
    ['M02', q2, rect(0, 5, zone)],
    ['M03', q2, {}],
    [
      'M04',
      q2,
      Object.fromEntries(
        Object.entries(rect(10, 30, zone)).map(([k, v]) => [
          k.endsWith('x') ? k.replace('x', 'y') : k.replace('y', 'x'),
          v,
        ]),
      ),
    ],
    ['A01', q3, rect(100, 100, zone)],
  ];
  const ids: Record<string, number> = {};
  for (const [name, blockId, corners, area] of lots)
    ids[name] = await insertLot(db, { name, block_id: blockId, project_id: projectId, area: area ?? 200, ...corners });
  return ids;
}

describe('the map read in chunks, checked in slices, a lot by its neighbourhood (issue #19)', () => {
  let world: Awaited<ReturnType<typeof lotWorld>>;
  let degrees: Record<string, number>;
  let utmProject: number;
  let utm: Record<string, number>;

  beforeAll(async () => {
    world = await lotWorld();
    degrees = await seedProject(world.db, world.f.projectA, null);
    const [row] = await world.db.insert(projects).values({ name: 'Núcleo em UTM', utm_zone: '23S' }).returning();
    utmProject = row.id;
    utm = await seedProject(world.db, utmProject, '23S');
  });
  afterAll(() => world.ctx.close());

  it('reads the same lots in the same order a chunk at a time, with a turn of the event loop between chunks', async () => {
    // Fewer lots than a chunk: one read, the order the database gives.
    const whole = await geometryLots(world.db, world.f.projectA);
    const turns: number[] = [];
    const chunks: number[] = [];
    const read = [];
    for await (const chunk of await geometryLotChunks(world.db, world.f.projectA, undefined, 3)) {
      chunks.push(chunk.length);
      read.push(...chunk);
      // A macrotask queued now runs before the next chunk is read.
      setImmediate(() => turns.push(chunks.length));
    }
    expect(read).toEqual(whole);
    // The quadras and lots in the database's collation, across chunk boundaries: case and accents aside.
    const mine = read.filter((r) => ['Quadra 1', 'quadra 2', 'Quadra Ação'].includes(r.block_name!));
    expect(mine.map((r) => r.name)).toEqual([
      'L01',
      'L02',
      'L03',
      'L04',
      'L05',
      'l06',
      'Lé07',
      'M01',
      'M02',
      'M03',
      'M04',
      'A01',
    ]);
    expect(chunks.length).toBe(Math.ceil(whole.length / 3));
    expect(turns.slice(0, chunks.length - 1)).toEqual(chunks.slice(0, -1).map((_, i) => i + 1));
  });

  it("a lot's findings from its neighbourhood are the ones the whole project's checks give it", async () => {
    for (const [projectId, ids] of [
      [world.f.projectA, degrees],
      [utmProject, utm],
    ] as const) {
      const project = await geometryProject(world.db, projectId);
      const all = await geometryLots(world.db, projectId);
      const { issues } = checkGeometry(all, { zone: project.utm_zone, areaTolerancePct: project.area_tolerance_pct });
      for (const lot of all) {
        const answer = await lotGeometry(world.db, projectId, lot.id);
        expect(answer.checks, `${lot.name} (${project.utm_zone ?? 'graus'})`).toEqual(
          issues.filter((issue) => issue.lot_id === lot.id),
        );
      }
      const rules = async (name: string) =>
        (await lotGeometry(world.db, projectId, ids[name])).checks.map((c) => [c.rule, c.other_lot_id ?? null]);
      // The overlap between quadras is found from either side; L01's quadra alone would miss it.
      expect(await rules('L01')).toEqual([['overlap', ids.M02]]);
      expect(await rules('M02')).toEqual([['overlap', ids.L01]]);
      expect(await rules('L05')).toEqual([['far_from_block', null]]);
      expect(await rules('l06')).toEqual([['area_mismatch', null]]);
      expect(await rules('M03')).toEqual([['missing', null]]);
      expect(await rules('M04')).toEqual([['out_of_bounds', null]]);
      const { near } = await lotNeighbourhood(world.db, project, ids.M01);
      expect(near.map((l) => l.name)).toEqual(['M01', 'M02', 'M03', 'M04']);
    }
  });

  it('the project checks in slices are the whole checks, lot by lot', async () => {
    const project = await geometryProject(world.db, utmProject);
    const all = await geometryLots(world.db, utmProject);
    const { issues } = checkGeometry(all, { zone: '23S', areaTolerancePct: project.area_tolerance_pct });
    const { data } = await projectGeometryChecks(world.db, utmProject);
    const order = new Map(all.map((l, i) => [l.id, i]));
    const lot = new Map(all.map((l) => [l.id, l]));
    expect(data).toEqual(
      [...issues]
        .sort((a, b) => order.get(a.lot_id)! - order.get(b.lot_id)!)
        .map((issue) => ({
          ...issue,
          lot_name: lot.get(issue.lot_id)!.name,
          block_id: lot.get(issue.lot_id)!.block_id,
          block_name: lot.get(issue.lot_id)!.block_name,
        })),
    );
    expect(data.map((d) => d.rule)).toEqual(
      expect.arrayContaining(['overlap', 'far_from_block', 'area_mismatch', 'missing', 'out_of_bounds']),
    );
  });

  it('streams the GeoJSON and the KML a chunk at a time, the same as written whole', async () => {
    const project = await geometryProject(world.db, world.f.projectA);
    const all = await geometryLots(world.db, world.f.projectA);
    const whole = lotsFeatureCollection(all, project.utm_zone, { holder: true });
    let text = '';
    for await (const piece of lotsGeoJson(
      (await projectFeatureChunks(world.db, world.f.projectA, undefined, true, 2)).chunks,
    ))
      text += piece;
    expect(text).toBe(JSON.stringify(whole));

    // Over HTTP, as the map asks: what the response schema made of the whole collection.
    const token = await world.ctx.tokenFor(PERSONA_EMAILS.member);
    const res = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${world.f.projectA}/lots.geojson?with_holder=true`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/geo+json');
    expect(res.json()).toEqual(lotsGeoJsonAnswer.parse(JSON.parse(JSON.stringify(whole))));
    expect(res.json().features.length).toBe(whole.features.length);
    expect(whole.features.length).toBeGreaterThanOrEqual(10);

    let kml = '';
    for await (const piece of lotsKml(
      (await projectFeatureChunks(world.db, world.f.projectA, undefined, false, 2)).chunks,
      'T',
    ))
      kml += piece;
    let once = '';
    const features = lotsFeatureCollection(all, project.utm_zone).features;
    for await (const piece of lotsKml(
      (async function* () {
        yield features;
      })(),
      'T',
    ))
      once += piece;
    expect(kml).toBe(once);
    const back = kmlToGeoJson(new DOMParser().parseFromString(kml, 'text/xml'));
    expect(back.features.map((f) => f.properties?.lote)).toEqual(whole.features.map((f) => f.properties.lote));
  });

  it('a quadra of another project is a 404 before any byte', async () => {
    const [other] = await world.db.select({ id: blocks.id }).from(blocks).where(eq(blocks.project_id, utmProject));
    await expect(projectFeatureChunks(world.db, world.f.projectA, other.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
