import { readFileSync } from 'node:fs';
import { kml as kmlToGeoJson } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { and, eq, inArray } from 'drizzle-orm';
import type { FeatureCollection, Polygon } from 'geojson';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blocks, lotHistory, lots } from '../db/schema/index.ts';
import { multipartBody } from '../files/samples.ts';
import { insertLot, lotWorld } from '../lots/test-kit.ts';
import { bearer } from '../test/app.ts';
import { PERSONA_EMAILS, type Persona } from '../test/fixtures.ts';
import { renderPool } from '../render/pool.ts';
import { geometryFileThread } from './file-thread.ts';
import { sideBySide, zippedShapefile } from './test-files.ts';

/**
 * The block of the fixture (quadra-07.geojson, Campinas, 10 m × 20 m lots): L02 and L03 overlap
 * by 60 m², L04 is a bow-tie, L05 has P2 with X and Y swapped, L06 was surveyed with six
 * vertices, and Q07-L99 has no lot in the project.
 */
const FIXTURE = readFileSync(new URL('./fixtures/quadra-07.geojson', import.meta.url));
const NAMES = ['Q07-L01', 'Q07-L02', 'Q07-L03', 'Q07-L04', 'Q07-L05', 'Q07-L06'];

describe('map of the núcleo: geometry checks, import and exports (issue 17)', () => {
  let world: Awaited<ReturnType<typeof lotWorld>>;
  let block: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    world = await lotWorld();
    const [row] = await world.db.insert(blocks).values({ name: 'Quadra 07', project_id: world.f.projectA }).returning();
    block = row.id;
    for (const name of NAMES)
      ids[name] = await insertLot(world.db, { name, block_id: block, project_id: world.f.projectA, area: 200 });
  });
  afterAll(() => world.ctx.close());

  const tokens = new Map<Exclude<Persona, 'anonymous'>, string>();
  const send = async (
    persona: Exclude<Persona, 'anonymous'>,
    url: string,
    file: Buffer,
    fields: Record<string, string>,
    name = 'lotes.geojson',
  ) => {
    if (!tokens.has(persona)) tokens.set(persona, await world.ctx.tokenFor(PERSONA_EMAILS[persona]));
    const body = await multipartBody([
      ...Object.entries(fields).map(([n, value]) => ({ name: n, value })),
      { name: 'file', filename: name, content: file },
    ]);
    const res = await world.ctx.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...bearer(tokens.get(persona)!), ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const importUrl = (dry: boolean) => `/api/projects/${world.f.projectA}/geometry-import?dry_run=${dry}`.slice(4);
  const coordinates = async () =>
    world.db
      .select({ id: lots.id, x: lots.coord_p1_x, version: lots.version })
      .from(lots)
      .where(inArray(lots.id, Object.values(ids)));

  it('dry run: reports matched, unmatched and the checks that would fail, and writes nothing', async () => {
    const read = geometryFileThread().read;
    const res = await send('projectAdmin', importUrl(true), FIXTURE, { match_by: 'lote' });
    expect(res.status).toBe(200);
    // The file was read off the API's thread (file-thread.ts).
    expect(geometryFileThread().read).toBe(read + 1);
    const report = res.body;
    expect(report).toMatchObject({ dry_run: true, applied: false, features: 7, failing_lots: 4 });
    expect(report.attributes).toEqual(['inscricao', 'lote']);
    expect(report.matched.map((m: { lot_name: string }) => m.lot_name)).toEqual(NAMES);
    expect(report.unmatched).toEqual([{ feature: 7, key: 'Q07-L99', reason: 'Nenhum lote do projeto com este valor' }]);
    expect(report.conflicting).toEqual([]);
    const rules = Object.fromEntries(
      report.matched.map((m: { lot_name: string; checks: { rule: string }[] }) => [
        m.lot_name,
        m.checks.map((c) => c.rule),
      ]),
    );
    expect(rules).toEqual({
      'Q07-L01': [],
      'Q07-L02': ['overlap'],
      'Q07-L03': ['overlap'],
      'Q07-L04': ['self_intersection'],
      'Q07-L05': ['out_of_bounds'],
      'Q07-L06': [],
    });
    const l06 = report.matched.find((m: { lot_name: string }) => m.lot_name === 'Q07-L06');
    expect(l06).toMatchObject({ vertices: 6, dropped: 2 });
    expect(l06.notes[0]).toBe('Polígono com 6 vértices reduzido aos 4 cantos (P1 a P4)');
    expect((await coordinates()).every((r) => r.x === null)).toBe(true);
  });

  it('applies, with a history line on each lot', async () => {
    const res = await send('projectAdmin', importUrl(false), FIXTURE, { match_by: 'lote' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dry_run: false, applied: true, written: 6 });
    const rows = await coordinates();
    expect(rows.every((r) => typeof r.x === 'number' && r.version === 2)).toBe(true);
    const history = await world.db
      .select()
      .from(lotHistory)
      .where(and(eq(lotHistory.lot_id, ids['Q07-L01']), eq(lotHistory.action, 'updated')));
    expect(history).toHaveLength(1);
    expect(history[0].changes.map((c) => c.field)).toEqual([
      'coord_p1_x',
      'coord_p1_y',
      'coord_p2_x',
      'coord_p2_y',
      'coord_p3_x',
      'coord_p3_y',
      'coord_p4_x',
      'coord_p4_y',
    ]);
    expect(history[0].user_name).toBe('Gabriela Gestora');
  });

  it('writes a large import in as many statements as a small one, each lot with its corners and history', async () => {
    // A second quadra of 60 lots.
    const [row] = await world.db.insert(blocks).values({ name: 'Quadra 08', project_id: world.f.projectA }).returning();
    const names = Array.from({ length: 60 }, (_, i) => `Q08-L${String(i + 1).padStart(2, '0')}`);
    for (const name of names)
      await insertLot(world.db, { name, block_id: row.id, project_id: world.f.projectA, area: 200 });
    const collection = (list: string[]) => sideBySide(list, [-47.07, -22.91]);
    const statements = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    const applied = async (list: string[]) => {
      statements.mockClear();
      const res = await send('projectAdmin', importUrl(false), collection(list), { match_by: 'lote' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ applied: true, matched: expect.arrayContaining([]) });
      expect(res.body.matched).toHaveLength(list.length);
      return statements.mock.calls.length;
    };
    const few = await applied(names.slice(0, 2));
    const many = await applied(names);
    statements.mockRestore();
    expect(many).toBe(few);
    const written = await world.db
      .select({ name: lots.name, x: lots.coord_p1_x, version: lots.version })
      .from(lots)
      .where(eq(lots.block_id, row.id))
      .orderBy(lots.name);
    // The first two were written twice (the same corners: no second history line), the others once.
    expect(written.map((r) => r.version)).toEqual(names.map((_, i) => (i < 2 ? 3 : 2)));
    expect(new Set(written.map((r) => r.x)).size).toBe(60);
    const history = await world.db
      .select({ lot: lotHistory.lot_id })
      .from(lotHistory)
      .innerJoin(lots, eq(lots.id, lotHistory.lot_id))
      .where(and(eq(lots.block_id, row.id), eq(lotHistory.action, 'updated')));
    expect(history).toHaveLength(60);
    // The other tests count the project's lots: this quadra goes.
    await world.db.delete(lots).where(eq(lots.block_id, row.id));
    await world.db.delete(blocks).where(eq(blocks.id, row.id));
  });

  it('lists the project checks: the overlapping pair, the bow-tie, the swapped point, the lot without coordinates', async () => {
    const res = await world.call('member', 'GET', `/projects/${world.f.projectA}/geometry-checks`);
    expect(res.status).toBe(200);
    const found = res.body.data.map((i: { lot_id: number; rule: string; other_lot_id?: number }) => [
      i.lot_id,
      i.rule,
      i.other_lot_id ?? null,
    ]);
    expect(found).toEqual([
      [world.f.lotA, 'missing', null],
      [ids['Q07-L02'], 'overlap', ids['Q07-L03']],
      [ids['Q07-L03'], 'overlap', ids['Q07-L02']],
      [ids['Q07-L04'], 'self_intersection', null],
      [ids['Q07-L05'], 'out_of_bounds', null],
    ]);
    const overlap = res.body.data[1];
    expect(overlap.overlap_m2).toBeGreaterThan(59.5);
    expect(overlap.overlap_m2).toBeLessThan(60.5);
    // 3 m × 20 m on the UTM grid, 1.00015 times the ground there (scale factor 212 km off the central meridian).
    expect(overlap.message).toMatch(/^Sobrepõe o lote Q07-L03 em 59,9\d m² \(30% do menor dos dois\)$/);
    expect(res.body.data[4].message).toBe('P2 fora do Brasil: X e Y parecem trocados (X é a longitude, Y a latitude)');
  });

  it("the lot's geometry: computed area, sides with bearings, and its findings; fixing the swapped point clears them", async () => {
    const l01 = await world.call('member', 'GET', `/lots/${ids['Q07-L01']}/geometry`);
    expect(l01.status).toBe(200);
    expect(Math.abs(l01.body.area_computed - 200)).toBeLessThan(1);
    expect(l01.body.sides.map((s: { length_m: number }) => Math.round(s.length_m))).toEqual([10, 20, 10, 20]);
    expect(l01.body.checks).toEqual([]);
    const l02 = await world.call('member', 'GET', `/lots/${ids['Q07-L02']}/geometry`);
    expect(l02.body.checks.map((c: { rule: string; other_lot_id?: number }) => [c.rule, c.other_lot_id])).toEqual([
      ['overlap', ids['Q07-L03']],
    ]);
    const l05 = await world.call('member', 'GET', `/lots/${ids['Q07-L05']}/geometry`);
    expect(l05.body.checks.map((c: { rule: string }) => c.rule)).toEqual(['out_of_bounds']);
    const [row] = await world.db.select().from(lots).where(eq(lots.id, ids['Q07-L05']));
    const fixed = await world.call('member', 'PATCH', `/lots/${ids['Q07-L05']}`, {
      coord_p2_x: row.coord_p2_y,
      coord_p2_y: row.coord_p2_x,
    });
    expect(fixed.status).toBe(200);
    expect((await world.call('member', 'GET', `/lots/${ids['Q07-L05']}/geometry`)).body.checks).toEqual([]);
  });

  it('exports GeoJSON with the lot attributes, for the project and for one block', async () => {
    const all = await world.call('member', 'GET', `/projects/${world.f.projectA}/lots.geojson`);
    expect(all.status).toBe(200);
    expect(all.body.type).toBe('FeatureCollection');
    expect(all.body.features).toHaveLength(6);
    const first = all.body.features.find((f: { properties: { lote: string } }) => f.properties.lote === 'Q07-L01');
    expect(first.properties).toMatchObject({ lot_id: ids['Q07-L01'], quadra: 'Quadra 07', area_declared: 200 });
    expect(Math.abs(first.properties.area_computed - 200)).toBeLessThan(1);
    expect(first.properties).not.toHaveProperty('holder');
    const mine = await world.call(
      'member',
      'GET',
      `/projects/${world.f.projectA}/lots.geojson?block_id=${world.f.blockA}`,
    );
    expect(mine.body.features).toEqual([]);
    const holders = await world.call('member', 'GET', `/projects/${world.f.projectA}/lots.geojson?with_holder=true`);
    expect(holders.body.features[0].properties).toHaveProperty('holder');
    const other = await world.call(
      'member',
      'GET',
      `/projects/${world.f.projectA}/lots.geojson?block_id=${world.f.blockB}`,
    );
    expect(other.status).toBe(404);
  });

  it('exports KML that togeojson reads back, and imports it again', async () => {
    if (!tokens.has('member')) tokens.set('member', await world.ctx.tokenFor(PERSONA_EMAILS.member));
    const res = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${world.f.projectA}/lots.kml?block_id=${block}`,
      headers: bearer(tokens.get('member')!),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.google-earth.kml+xml');
    const back = kmlToGeoJson(new DOMParser().parseFromString(res.body, 'text/xml'));
    expect(back.features.map((f) => f.properties?.lote)).toEqual(NAMES);
    expect(back.features[0].geometry?.type).toBe('Polygon');
    const again = await send('projectAdmin', importUrl(true), Buffer.from(res.body), { match_by: 'lote' }, 'lotes.kml');
    expect(again.status).toBe(200);
    expect(again.body.matched).toHaveLength(6);
    expect(again.body.matched[0].notes).toEqual(['Substitui as coordenadas que o lote já tinha']);
  });

  it('exports DXF in UTM metres, one closed polyline and one label per lot, drawn in a render thread', async () => {
    const lease = vi.spyOn(renderPool(), 'lease');
    const res = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${world.f.projectA}/lots.dxf?block_id=${block}`,
      headers: bearer(tokens.get('member')!),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-utm-zone']).toBe('23S');
    // DXF is group code / value pairs, one per line.
    const lines = res.body.split(/\r?\n/).map((l) => l.trim());
    const pairs = Array.from({ length: lines.length >> 1 }, (_, i) => [lines[2 * i], lines[2 * i + 1]]);
    expect(pairs.filter(([c, v]) => c === '0' && v === 'LWPOLYLINE')).toHaveLength(6);
    expect(pairs.filter(([c, v]) => c === '1' && v.startsWith('Quadra 07 - Q07-L01 ('))).toHaveLength(1);
    const xs = pairs.filter(([c]) => c === '10').map(([, v]) => Number(v));
    expect(xs.some((x) => Math.abs(x - 288000) < 0.01)).toBe(true);
    expect(lease).toHaveBeenCalledTimes(1);
    lease.mockRestore();
    const other = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${world.f.projectA}/lots.dxf?block_id=${world.f.blockB}`,
      headers: bearer(tokens.get('member')!),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Quadra não encontrada neste projeto');
  });

  it('imports a zipped Shapefile in UTM 23S (.prj) to the same points', async () => {
    const collection = JSON.parse(FIXTURE.toString()) as FeatureCollection<Polygon>;
    collection.features = collection.features.filter((f) => f.properties?.lote === 'Q07-L01');
    const zip = await zippedShapefile(collection, 'lote');
    const res = await send('projectAdmin', importUrl(true), zip, { match_by: 'LOTE' }, 'lotes.zip');
    expect(res.status).toBe(200);
    expect(res.body.matched.map((m: { lot_name: string }) => m.lot_name)).toEqual(['Q07-L01']);
    expect(res.body.matched[0].checks).toEqual([]);
  });

  it('refuses what it cannot read, an attribute the file lacks, a member and an outsider', async () => {
    const html = await send('projectAdmin', importUrl(true), Buffer.from('<html><body>oi</body></html>'), {
      match_by: 'lote',
    });
    expect(html.status).toBe(400);
    expect(html.body.message).toMatch(/^O XML do arquivo não é um KML\. Arquivo não reconhecido/);
    const text = await send('projectAdmin', importUrl(true), Buffer.from('lote;x;y'), { match_by: 'lote' });
    expect(text.status).toBe(400);
    const broken = await send('projectAdmin', importUrl(true), Buffer.from('{"type":'), { match_by: 'lote' });
    expect(broken.body.message).toMatch(/^O arquivo parece JSON/);
    // A zip without its directory: the unzipper shpjs uses would loop forever on it (checkZip).
    const zip = await send('projectAdmin', importUrl(true), Buffer.from('PK\x03\x04garbage'), { match_by: 'lote' });
    expect(zip.status).toBe(400);
    expect(zip.body.message).toMatch(/^O \.zip está corrompido ou incompleto\./);
    const cut = await send(
      'projectAdmin',
      importUrl(true),
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(5000, 80)]),
      {
        match_by: 'lote',
      },
    );
    expect(cut.status).toBe(400);
    // Coordinates a parser does not expect fail in the file's thread: the file is refused, the server goes on.
    const odd = await send(
      'projectAdmin',
      importUrl(true),
      Buffer.from('{"type":"Feature","properties":{"lote":"Q07-L01"},"geometry":{"type":"Polygon","coordinates":[5]}}'),
      { match_by: 'lote' },
    );
    expect(odd.status).toBe(400);
    expect(odd.body.message).toMatch(/^O arquivo não pôde ser lido\. Arquivo não reconhecido/);
    const attribute = await send('projectAdmin', importUrl(true), FIXTURE, { match_by: 'quadra' });
    expect(attribute.status).toBe(400);
    expect(attribute.body.errors.match_by).toBe('Atributos do arquivo: inscricao, lote');
    const noField = await send('projectAdmin', importUrl(true), FIXTURE, {});
    expect(noField.status).toBe(400);
    expect(Object.keys(noField.body.errors)).toEqual(['match_by']);
    expect((await send('member', importUrl(false), FIXTURE, { match_by: 'lote' })).status).toBe(403);
    expect((await send('outsider', importUrl(false), FIXTURE, { match_by: 'lote' })).status).toBe(404);
    expect((await world.call('outsider', 'GET', `/projects/${world.f.projectA}/geometry-checks`)).status).toBe(404);
    expect((await world.call('outsider', 'GET', `/lots/${ids['Q07-L01']}/geometry`)).status).toBe(404);
  });

  it('a key shared by two lots, or two features for one lot, is a conflict and is not written', async () => {
    await insertLot(world.db, { name: 'q07-l01', block_id: block, project_id: world.f.projectA });
    const twice = JSON.parse(FIXTURE.toString()) as FeatureCollection<Polygon>;
    twice.features = [twice.features[1], twice.features[1], twice.features[0]];
    const res = await send('projectAdmin', importUrl(false), Buffer.from(JSON.stringify(twice)), { match_by: 'lote' });
    expect(res.status).toBe(200);
    expect(res.body.matched).toEqual([]);
    expect(res.body.conflicting.map((c: { feature: number; reason: string }) => [c.feature, c.reason])).toEqual([
      [1, 'Mais de uma feição para o mesmo lote'],
      [2, 'Mais de uma feição para o mesmo lote'],
      [3, '2 lotes do projeto têm este valor'],
    ]);
  });
});
