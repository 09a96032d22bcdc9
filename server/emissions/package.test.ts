import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emissions, lots, projectSettings } from '../db/schema/index.ts';
import { pdfText, xlsxRows } from '../reports/test-kit.ts';
import { renderPool } from '../render/pool.ts';
import { REGISTRY_OCCUPANT_COLUMNS } from '../reports/xlsx/registry-occupants.ts';
import { PACKAGE_ONLY_CRF } from './package.ts';
import { emissionWorld, qualifiedLot, unzip, type EmissionWorld } from './test-kit.ts';

/**
 * The registry package of an emitted CRF (issue 15 part 8), through the real route: the ZIP is
 * opened, the manifest's hashes checked against the files, the spreadsheet and the GeoJSON read
 * back; who may download it, and which emissions are refused.
 */
let w: EmissionWorld['w'];
let admin: EmissionWorld['admin'];
beforeAll(async () => {
  ({ w, admin } = await emissionWorld());
}, 60_000);
afterAll(() => w?.ctx.close());

const place = () => ({ block_id: w.f.blockA, project_id: w.f.projectA });
const get = (url: string, headers: Record<string, string> = admin) =>
  w.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
const byName = (owner: string) => `name=${encodeURIComponent(owner)}`;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const emissionIds = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['x-emission-ids']).split(',').map(Number);

/** A 10 m × 20 m lot in SIRGAS 2000 degrees (Campinas), p1–p4 counter-clockwise. */
const polygon = {
  coord_p1_x: -47.06,
  coord_p1_y: -22.9,
  coord_p2_x: -47.0599,
  coord_p2_y: -22.9,
  coord_p3_x: -47.0599,
  coord_p3_y: -22.8998,
  coord_p4_x: -47.06,
  coord_p4_y: -22.8998,
};

describe('GET /api/emissions/:id/package', () => {
  let crfId: number;
  let crfBytes: Buffer;
  let drawn: number;
  let bare: number;

  beforeAll(async () => {
    drawn = await qualifiedLot(w.db, place(), 'Pâmela Pacoteira', {
      ...polygon,
      real_right: 'LEGITIMACAO_FUNDIARIA',
      registry_matricula: '12.345',
      street_number: '120',
      area: 200,
    });
    // A legitimação de posse: the CRF and its sheet give the occupation's start (Decreto 9.310/2018 art. 18).
    bare = await qualifiedLot(w.db, place(), 'Paulo Pacoteira', {
      real_right: 'LEGITIMACAO_POSSE',
      data_ocupacao_imovel: '2009-05-04',
      occupation: '=HYPERLINK("x")',
    });
    const emitted = await get(`/projects/${w.f.projectA}/cert-reg-fund?${byName('Pacoteira')}`);
    expect(emitted.statusCode, emitted.body.slice(0, 300)).toBe(200);
    [crfId] = emissionIds(emitted);
    crfBytes = emitted.rawPayload;
  }, 60_000);

  it('streams the CRF PDF, the occupant list, the polygons and a manifest whose hashes match', async () => {
    const lease = vi.spyOn(renderPool(), 'lease');
    const response = await get(`/emissions/${crfId}/package`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    // Written in a render worker, never on the API's thread (server/render).
    expect(lease).toHaveBeenCalledTimes(1);
    lease.mockRestore();
    expect(response.headers['content-type']).toBe('application/zip');
    expect(String(response.headers['content-disposition'])).toMatch(
      /attachment; filename="pacote-cartorio-CRF-\d{3}-\d{4}\.zip"/,
    );
    const entries = unzip(response.rawPayload);
    expect(entries.map((e) => e.name.replace(/\d{3}-\d{4}/, 'N'))).toEqual([
      'CRF-N.pdf',
      'ocupantes-CRF-N.xlsx',
      'lotes.geojson',
      'manifest.json',
    ]);
    const manifest = JSON.parse(entries[3].data.toString('utf8'));
    const [row] = await w.db.select().from(emissions).where(eq(emissions.id, crfId));
    expect(manifest.crf).toMatchObject({
      id: crfId,
      numero: `CRF nº ${String(row.number).padStart(3, '0')}/${row.year}`,
      situacao: 'válido',
      sha256_registrado: row.sha256,
    });
    expect(manifest.crf.codigo_verificacao.replaceAll('-', '')).toBe(row.verification_code);
    expect(manifest).toMatchObject({ lotes: 2, ocupantes: 4, lotes_com_poligono: 1 });
    // The project's state stored by name, given as the code the field is named for.
    expect(manifest.projeto).toMatchObject({ municipio: 'Campinas', uf: 'SP' });
    expect(manifest.lotes_sem_poligono).toHaveLength(1);
    expect(manifest.lotes_sem_poligono[0]).toContain('Lote Paulo Pacoteira');
    // One registry office (none named here): no folders, the package as a whole (art. 41 not in play).
    expect(manifest.cartorios).toEqual([
      {
        nome: null,
        pasta: null,
        lotes: 2,
        ocupantes: 4,
        lotes_com_poligono: 1,
        lotes_sem_poligono: manifest.lotes_sem_poligono,
        // No unit bought here: no contract to hand over (art. 50, parágrafo único; purchase.test.ts).
        lotes_com_titulo_habil: 0,
      },
    ]);
    expect(manifest.arquivos.map((f: { nome: string }) => f.nome)).toEqual(entries.slice(0, 3).map((e) => e.name));
    for (const [i, file] of (manifest.arquivos as { bytes: number; sha256: string }[]).entries()) {
      expect(file.sha256).toBe(sha(entries[i].data));
      expect(file.bytes).toBe(entries[i].data.length);
    }

    // The PDF is the emitted document byte for byte (what the emission served and the register hashed).
    expect(entries[0].data.equals(crfBytes)).toBe(true);
    expect(sha(entries[0].data)).toBe(row.sha256);
    const crfText = (await pdfText(entries[0].data)).text;
    expect(crfText).toContain('Pâmela Pacoteira');
    expect(crfText).toContain('ocupação desde 04/05/2009');

    const sheet = (await xlsxRows(entries[1].data))['Ocupantes'];
    expect(sheet[0]).toEqual(REGISTRY_OCCUPANT_COLUMNS.map((c) => c.header));
    const column = (name: string) => sheet[0].indexOf(name);
    expect(sheet).toHaveLength(5); // header + holder and spouse of each lot
    const pamela = sheet.find((r) => r[column('Nome')] === 'Pâmela Pacoteira')!;
    expect(pamela[column('Unidade (ordem na CRF)')]).toBe(1);
    expect(pamela[column('Lote')]).toBe('Lote Pâmela Pacoteira');
    expect(pamela[column('Número (endereço)')]).toBe('120');
    expect(pamela[column('Área (m²)')]).toBe(200);
    expect(pamela[column('Matrícula')]).toBe('12.345');
    expect(pamela[column('Direito real conferido')]).toBe('Legitimação fundiária');
    expect(pamela[column('CPF')]).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    for (const name of ['Qualidade', 'Estado civil', 'Profissão', 'RG', 'Filiação (mãe)'])
      expect(pamela[column(name)]).toBeTruthy();
    const married = sheet.filter((r) => r[column('Qualidade')] === 'Titular')[0];
    expect(married[column('Data do casamento')]).toBeInstanceOf(Date);
    const paulo = sheet.find((r) => r[column('Nome')] === 'Paulo Pacoteira')!;
    expect(paulo[column('Direito real conferido')]).toBe('Legitimação de posse');
    expect(paulo[column('Legitimação de posse: ocupação desde')]).toEqual(new Date(Date.UTC(2009, 4, 4)));
    expect(pamela[column('Legitimação de posse: ocupação desde')]).toBeFalsy();
    // A formula typed in a field stays text (injection quoting of server/reports/xlsx/workbook.ts).
    expect(paulo[column('Profissão')]).toBe(`'=HYPERLINK("x")`);
    expect(sheet.slice(1).map((r) => r[column('Unidade (ordem na CRF)')])).toEqual([1, 1, 2, 2]);

    const geo = JSON.parse(entries[2].data.toString('utf8'));
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.crs.properties.name).toBe('urn:ogc:def:crs:EPSG::4674');
    expect(geo.features).toHaveLength(1);
    const [feature] = geo.features;
    expect(feature.properties).toMatchObject({
      lot_id: drawn,
      lote: 'Lote Pâmela Pacoteira',
      matricula: '12.345',
      direito_real: 'Legitimação fundiária',
    });
    expect(feature.properties.holder).toBeUndefined();
    expect(feature.properties.area_computed).toBeGreaterThan(150);
    expect(feature.geometry.coordinates[0][0]).toEqual([-47.06, -22.9]);
    expect(feature.geometry.coordinates[0]).toHaveLength(5);
    // The same geometry as the project's lots.geojson (one shared code path, domain/geo).
    const shared = (await get(`/projects/${w.f.projectA}/lots.geojson`)).json();
    const same = shared.features.find((f: { id: number }) => f.id === drawn);
    expect(feature.geometry).toEqual(same.geometry);
    expect(shared.features.some((f: { id: number }) => f.id === bare)).toBe(false);
  });

  it('a Reurb over two circunscrições: a folder per registry office with the whole CRF and its lots alone (art. 41)', async () => {
    const first = '1º Cartório de Registro de Imóveis de Campinas';
    const second = '2º Cartório de Registro de Imóveis de Campinas';
    const right = { real_right: 'LEGITIMACAO_FUNDIARIA' };
    await qualifiedLot(w.db, place(), 'Carla Divisa', { ...right, registry_office: second });
    await qualifiedLot(w.db, place(), 'Caio Divisa', { ...polygon, ...right, registry_office: ` ${first} ` });
    await qualifiedLot(w.db, place(), 'Cida Divisa', right);
    const emitted = await get(`/projects/${w.f.projectA}/cert-reg-fund?${byName('Divisa')}`);
    expect(emitted.statusCode, emitted.body.slice(0, 300)).toBe(200);
    const [id] = emissionIds(emitted);

    // A lot naming no office, when the núcleo's is not stated either: nobody can say whose it is.
    const unsaid = await get(`/emissions/${id}/package`);
    expect(unsaid.statusCode).toBe(409);
    expect(unsaid.json().message).toMatch(
      /^Os lotes desta CRF são de 2 cartórios de registro de imóveis, .*art\. 41\): informe o cartório de 1 lote\(s\) sem cartório.*Lote Cida Divisa\.$/,
    );

    // The núcleo's office, in the settings, is the office of every lot that names none.
    const settings = eq(projectSettings.project_id, w.f.projectA);
    await w.db.update(projectSettings).set({ origin_registry_office: first }).where(settings);
    try {
      const response = await get(`/emissions/${id}/package`);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const entries = unzip(response.rawPayload);
      const one = '1o-cartorio-de-registro-de-imoveis-de-campinas';
      const two = '2o-cartorio-de-registro-de-imoveis-de-campinas';
      expect(entries.map((e) => e.name.replace(/\d{3}-\d{4}/, 'N'))).toEqual([
        `${one}/CRF-N.pdf`,
        `${one}/ocupantes-CRF-N.xlsx`,
        `${one}/lotes.geojson`,
        `${two}/CRF-N.pdf`,
        `${two}/ocupantes-CRF-N.xlsx`,
        `${two}/lotes.geojson`,
        'manifest.json',
      ]);
      // Each office receives the whole CRF, byte for byte the emitted one.
      expect(entries[0].data.equals(emitted.rawPayload)).toBe(true);
      expect(entries[3].data.equals(emitted.rawPayload)).toBe(true);
      const holders = async (entry: { data: Buffer }) => {
        const sheet = (await xlsxRows(entry.data))['Ocupantes'];
        const name = sheet[0].indexOf('Nome');
        const role = sheet[0].indexOf('Qualidade');
        return sheet.filter((r) => r[role] === 'Titular').map((r) => r[name]);
      };
      expect(await holders(entries[1])).toEqual(['Caio Divisa', 'Cida Divisa']);
      expect(await holders(entries[4])).toEqual(['Carla Divisa']);
      expect(JSON.parse(entries[2].data.toString('utf8')).features).toHaveLength(1);
      expect(JSON.parse(entries[5].data.toString('utf8')).features).toHaveLength(0);

      const manifest = JSON.parse(entries[6].data.toString('utf8'));
      expect(manifest).toMatchObject({ lotes: 3, ocupantes: 6, lotes_com_poligono: 1 });
      expect(manifest.cartorios).toMatchObject([
        { nome: first, pasta: one, lotes: 2, ocupantes: 4, lotes_com_poligono: 1 },
        { nome: second, pasta: two, lotes: 1, ocupantes: 2, lotes_com_poligono: 0 },
      ]);
      expect(manifest.arquivos[3].descricao).toContain(`para o ${second}`);
      for (const [i, file] of (manifest.arquivos as { nome: string; sha256: string }[]).entries()) {
        expect(file.nome).toBe(entries[i].name);
        expect(file.sha256).toBe(sha(entries[i].data));
      }
    } finally {
      await w.db.update(projectSettings).set({ origin_registry_office: null }).where(settings);
    }
  }, 60_000);

  it('the download rules: a member 403, another project’s member and an unknown id the same 404', async () => {
    const unknown = await get('/emissions/987654/package');
    expect(unknown.statusCode).toBe(404);
    const outsider = await w.call('outsider', 'GET', `/emissions/${crfId}/package`);
    expect(outsider).toEqual({ status: 404, body: unknown.json() });
    expect((await w.call('member', 'GET', `/emissions/${crfId}/package`)).status).toBe(403);
    expect((await w.call('anonymous', 'GET', `/emissions/${crfId}/package`)).status).toBe(401);
  });

  it('a holder changed since the emission: 409 naming the lot, nothing streamed', async () => {
    await w.db.update(lots).set({ owner_name: 'Pâmela Pacoteira Souza' }).where(eq(lots.id, drawn));
    const response = await get(`/emissions/${crfId}/package`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/mudou desde a emissão desta CRF \(Quadra .* · Lote Pâmela Pacoteira\)/);
    await w.db.update(lots).set({ owner_name: 'Pâmela Pacoteira' }).where(eq(lots.id, drawn));
    expect((await get(`/emissions/${crfId}/package`)).statusCode).toBe(200);
  });

  it('refuses a título, a CRF without real right, a spreadsheet CRF and a cancelled one with a clear 409', async () => {
    await qualifiedLot(w.db, place(), 'Tito Titulado', { real_right: 'LEGITIMACAO_FUNDIARIA' });
    const titulo = await get(`/projects/${w.f.projectA}/titulo-legitimacao?${byName('Tito Titulado')}`);
    expect(titulo.statusCode, titulo.body.slice(0, 300)).toBe(200);
    const tituloPackage = await get(`/emissions/${emissionIds(titulo)[0]}/package`);
    expect(tituloPackage.statusCode).toBe(409);
    expect(tituloPackage.json().message).toBe(
      `${PACKAGE_ONLY_CRF}: este documento é um título de legitimação fundiária.`,
    );

    // The legal gate refuses a CRF over a lot whose real right is undecided (domain/legal/rules.ts,
    // 'direito-real-definido'); a CRF whose lot lost its right since it was emitted is caught here.
    const rui = await qualifiedLot(w.db, place(), 'Rui Semdireito');
    const undecided = await get(`/projects/${w.f.projectA}/cert-reg-fund?${byName('Rui Semdireito')}`);
    expect(undecided.statusCode, undecided.body.slice(0, 300)).toBe(200);
    await w.db.update(lots).set({ real_right: null }).where(eq(lots.id, rui));
    const noRight = await get(`/emissions/${emissionIds(undecided)[0]}/package`);
    expect(noRight.statusCode).toBe(409);
    expect(noRight.json().message).toMatch(
      /^Informe o direito real conferido \(Decreto 9\.310\/2018, art\. 8º\) em 1 lote\(s\).*Lote Rui Semdireito/,
    );

    const sheet = await get(`/projects/${w.f.projectA}/cert-reg-fund?${byName('Pacoteira')}&format=excel`);
    expect(sheet.statusCode).toBe(200);
    const sheetPackage = await get(`/emissions/${emissionIds(sheet)[0]}/package`);
    expect(sheetPackage.statusCode).toBe(409);
    expect(sheetPackage.json().message).toMatch(new RegExp(`^${PACKAGE_ONLY_CRF} em PDF`));

    const reason = { reason: 'Emitida com o núcleo errado.' };
    expect((await w.call('projectAdmin', 'POST', `/emissions/${crfId}/cancel`, reason)).status).toBe(200);
    const cancelled = await get(`/emissions/${crfId}/package`);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(`${PACKAGE_ONLY_CRF}: esta CRF foi cancelada.`);
  }, 60_000);
});
