import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalSettings } from '../legal/test-kit.ts';
import { insertLot } from '../lots/test-kit.ts';
import { UNIDENTIFIED_OWNER, VACANT_QUALITY, VACANT_RIGHT } from '../reports/occupants.ts';
import { pdfText, xlsxRows } from '../reports/test-kit.ts';
import { EMPTY_SELECTION } from './http-official.ts';
import { emissionWorld, qualifiedLot, unzip, type EmissionWorld } from './test-kit.ts';

/**
 * A unit left vacant and unsold (Decreto 9.310/2018 art. 52), through the real routes: marked on
 * the lot, judged by the rules, listed in the emitted CRF and its registry package with the
 * original owner where the occupant would be, and left out of the títulos.
 */
let w: EmissionWorld['w'];
let admin: EmissionWorld['admin'];
const ORIGIN_OWNER = 'Imobiliária Jardim Aurora Ltda.';
beforeAll(async () => {
  ({ w, admin } = await emissionWorld({ origin_owner_name: ORIGIN_OWNER }));
}, 60_000);
afterAll(() => w?.ctx.close());

const place = () => ({ block_id: w.f.blockA, project_id: w.f.projectA });
const get = (url: string) => w.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: admin });
const emissionIds = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['x-emission-ids']).split(',').map(Number);

/** The entries of a ZIP by name, the emission's number left out ("ocupantes-CRF-N.xlsx"). */
const byName = (zip: Buffer) =>
  new Map(unzip(zip).map((entry) => [entry.name.replace(/\d{3}-\d{4}/, 'N'), entry.data] as const));

describe('a unit left vacant and unsold (Decreto 9.310/2018 art. 52)', () => {
  let vacant: number;

  beforeAll(async () => {
    // Selected by their inscrição: the vacant unit has no holder whose name a filter could find.
    await qualifiedLot(w.db, place(), 'Vera Aurora', {
      real_right: 'LEGITIMACAO_FUNDIARIA',
      inscricao_imobiliaria: 'AUR.001',
    });
    vacant = await insertLot(w.db, {
      ...place(),
      name: 'Lote Aurora Vago',
      status: 'complete',
      area: 210,
      inscricao_imobiliaria: 'AUR.002',
    });
  }, 60_000);

  it('is marked on the lot, and its CRF no longer waits for an occupant it does not have', async () => {
    const before = await w.call('projectAdmin', 'GET', `/lots/${vacant}/legal`);
    expect(before.body).toMatchObject({ crf_allowed: false, titulo_allowed: false });
    const marked = await w.call('projectAdmin', 'PATCH', `/lots/${vacant}`, { unidade_desocupada: true });
    expect(marked.status).toBe(200);
    expect(marked.body.unidade_desocupada).toBe(true);
    const { body } = await w.call('member', 'GET', `/lots/${vacant}/legal`);
    expect(body).toMatchObject({ crf_allowed: true, titulo_allowed: false });
    const state = (id: string) => body.rules.find((r: { id: string }) => r.id === id).state;
    expect(state('unidade-desocupada')).toBe('passed');
    expect(state('unidade-desocupada-sem-titulo')).toBe('blocked');
    expect(state('qualificacao-ocupante')).toBe('not_applicable');
    expect(state('direito-real-definido')).toBe('not_applicable');
  });

  it('the settings name the original owner, in whose name its matrícula opens', async () => {
    const saved = await w.call('projectAdmin', 'PATCH', `/projects/${w.f.projectA}/settings`, {
      origin_owner_name: ORIGIN_OWNER,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.origin_owner_name).toBe(ORIGIN_OWNER);
    const tooLong = await w.call('projectAdmin', 'PATCH', `/projects/${w.f.projectA}/settings`, {
      origin_owner_name: 'x'.repeat(301),
    });
    expect(tooLong.status).toBe(400);
  });

  it('the emitted CRF lists it without occupant, and its registry package names the original owner', async () => {
    const emitted = await get(`/projects/${w.f.projectA}/cert-reg-fund?inscricao_imobiliaria=AUR`);
    expect(emitted.statusCode, emitted.body.slice(0, 400)).toBe(200);
    const text = (await pdfText(emitted.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Lote Aurora Vago');
    expect(text).toContain('Vera Aurora');
    expect(text).toContain(ORIGIN_OWNER);
    expect(text).toContain('unidade desocupada e não comercializada');
    expect(text).toContain(VACANT_RIGHT.split(':')[0]);

    const pkg = await get(`/emissions/${emissionIds(emitted)[0]}/package`);
    expect(pkg.statusCode, pkg.body.slice(0, 400)).toBe(200);
    const entries = byName(pkg.rawPayload);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
    // Two units; the occupants are Vera and her spouse: the vacant unit's row names nobody who occupies it.
    expect(manifest).toMatchObject({ lotes: 2, ocupantes: 2 });
    const sheet = (await xlsxRows(entries.get('ocupantes-CRF-N.xlsx')!))['Ocupantes'];
    const column = (name: string) => sheet[0].indexOf(name);
    const row = sheet.find((r) => r[column('Lote')] === 'Lote Aurora Vago')!;
    expect(row[column('Qualidade')]).toBe(VACANT_QUALITY);
    expect(row[column('Nome')]).toBe(ORIGIN_OWNER);
    expect(row[column('Direito real conferido')]).toBe(VACANT_RIGHT);
    // The owner of origin is the núcleo's here; the settings name no matrícula of origin.
    expect(row[column('Proprietário de origem')]).toBe(ORIGIN_OWNER);
    expect(row[column('Matrícula de origem')]).toBeFalsy();
  });

  it('a unit from another matrícula of origin names it, and a vacant one opens in that owner’s name (arts. 47, 48 I, 52)', async () => {
    const own = await insertLot(w.db, {
      ...place(),
      name: 'Lote Aurora Outra Origem',
      status: 'complete',
      inscricao_imobiliaria: 'AUR.003',
    });
    const saved = await w.call('projectAdmin', 'PATCH', `/lots/${own}`, {
      unidade_desocupada: true,
      origin_registration: 'matrícula nº 7.777 do 1º CRI',
      origin_owner_name: 'Espólio de Antônio Prado',
    });
    expect(saved.status).toBe(200);
    const minuta = await get(`/projects/${w.f.projectA}/cert-reg-fund?inscricao_imobiliaria=AUR.003&minuta=1`);
    expect(minuta.statusCode).toBe(200);
    const text = (await pdfText(minuta.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Origem: matrícula nº 7.777 do 1º CRI');
    expect(text).toContain('Espólio de Antônio Prado');
    expect(text).not.toContain(ORIGIN_OWNER);
    const sheet = await get(
      `/projects/${w.f.projectA}/cert-reg-fund?inscricao_imobiliaria=AUR.003&minuta=1&format=xlsx`,
    );
    const rows = (await xlsxRows(sheet.rawPayload))['Ocupantes'];
    expect(rows[1][rows[0].indexOf('Matrícula de origem')]).toBe('matrícula nº 7.777 do 1º CRI');
    expect(rows[1][rows[0].indexOf('Nome')]).toBe('Espólio de Antônio Prado');
  });

  it('says the original owner was not identified when the settings do not name one (art. 48, II)', async () => {
    await legalSettings(w.db, w.f.projectA, { origin_owner_name: null });
    try {
      const minuta = await get(`/projects/${w.f.projectA}/cert-reg-fund?inscricao_imobiliaria=AUR&minuta=1`);
      expect(minuta.statusCode).toBe(200);
      expect((await pdfText(minuta.rawPayload)).text).toContain(UNIDENTIFIED_OWNER);
      // The CRF as a spreadsheet says the same in its occupants' sheet.
      const sheet = await get(`/projects/${w.f.projectA}/cert-reg-fund?inscricao_imobiliaria=AUR&minuta=1&format=xlsx`);
      expect(sheet.statusCode).toBe(200);
      const rows = (await xlsxRows(sheet.rawPayload))['Ocupantes'];
      const column = (name: string) => rows[0].indexOf(name);
      const row = rows.find((r) => r[column('Lote')] === 'Lote Aurora Vago')!;
      expect([row[column('Qualidade')], row[column('Nome')], row[column('Direito real conferido')]]).toEqual([
        VACANT_QUALITY,
        UNIDENTIFIED_OWNER,
        VACANT_RIGHT,
      ]);
    } finally {
      await legalSettings(w.db, w.f.projectA, { origin_owner_name: ORIGIN_OWNER });
    }
  });

  it('the títulos leave it out: only the occupied unit receives one', async () => {
    const emitted = await get(`/projects/${w.f.projectA}/titulo-legitimacao?inscricao_imobiliaria=AUR`);
    expect(emitted.statusCode, emitted.body.slice(0, 400)).toBe(200);
    expect(emissionIds(emitted)).toHaveLength(1);
    const text = (await pdfText(emitted.rawPayload)).text;
    expect(text).toContain('Vera Aurora');
    expect(text).not.toContain('Lote Aurora Vago');
    const alone = await get(`/projects/${w.f.projectA}/titulo-legitimacao?inscricao_imobiliaria=AUR.002`);
    expect(alone.statusCode).toBe(422);
    expect(alone.json().message).toBe(EMPTY_SELECTION);
  });

  it('is refused when a holder is recorded on it: a home is never given to the original owner', async () => {
    const held = await qualifiedLot(w.db, place(), 'Olga Ocupada', { unidade_desocupada: true });
    const { body } = await w.call('projectAdmin', 'GET', `/lots/${held}/legal`);
    expect(body.crf_allowed).toBe(false);
    const rule = body.rules.find((r: { id: string }) => r.id === 'unidade-desocupada');
    expect(rule.state).toBe('blocked');
    expect(rule.messages[0]).toContain('tem titular cadastrado (Olga Ocupada)');
  });
});
