import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emissionLots, emissions, lotHistory, lots } from '../db/schema/index.ts';
import { legalSettings } from '../legal/test-kit.ts';
import { lotWorld } from '../lots/test-kit.ts';
import { pdfText, xlsxRows } from '../reports/test-kit.ts';
import { bearer } from '../test/app.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { emissionRows, nextCpf, qualifiedLot } from './test-kit.ts';

/** The emission gates, the register and the public verification, through the real routes (issue 14). */
let w: Awaited<ReturnType<typeof lotWorld>>;
let admin: Record<string, string>;
beforeAll(async () => {
  w = await lotWorld();
  await legalSettings(w.db, w.f.projectA);
  await legalSettings(w.db, w.f.projectB);
  admin = bearer(await w.ctx.tokenFor(PERSONA_EMAILS.projectAdmin));
}, 60_000);
afterAll(() => w?.ctx.close());

const place = () => ({ block_id: w.f.blockA, project_id: w.f.projectA });
const get = (url: string, headers: Record<string, string> = admin) =>
  w.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
const titulo = (query: string) => get(`/projects/${w.f.projectA}/titulo-legitimacao?${query}`);
const crf = (query: string) => get(`/projects/${w.f.projectA}/cert-reg-fund?${query}`);
const byName = (owner: string) => `name=${encodeURIComponent(owner)}`;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const list = async (query = '') => (await get(`/projects/${w.f.projectA}/emissions?count=200${query}`)).json();
const cancel = (id: number, reason: unknown, persona: 'projectAdmin' | 'member' | 'outsider' = 'projectAdmin') =>
  w.call(persona, 'POST', `/emissions/${id}/cancel`, { reason });

describe('emission gates', () => {
  it('a título for a lot with no data: 422 naming what is missing, nothing registered', async () => {
    const id = (
      await w.db
        .insert(lots)
        .values({
          name: 'Lote Vazio',
          block_id: w.f.blockA,
          project_id: w.f.projectA,
          status: 'complete',
          owner_name: 'Zuleica Vazia',
        })
        .returning()
    )[0].id;
    const before = (await emissionRows(w.db, w.f.projectA)).length;
    const response = await titulo(byName('Zuleica Vazia'));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.lots).toHaveLength(1);
    // With its block: lots of different blocks often share a name (the dialog names both).
    expect(body.lots[0]).toMatchObject({ lot_id: id, lot_name: 'Lote Vazio', block_name: expect.any(String) });
    expect(body.lots[0].block_name.length).toBeGreaterThan(0);
    const qualification = body.lots[0].rules.find((r: { id: string }) => r.id === 'qualificacao-ocupante');
    expect(qualification.article).toContain('art. 41');
    expect(qualification.message).toMatch(/CPF/);
    expect((await emissionRows(w.db, w.f.projectA)).length).toBe(before);
  });

  it('an empty selection is a 422 "Nenhum lote atende aos critérios", never a 0-unit document', async () => {
    for (const response of [
      await titulo(byName('Ninguém Com Este Nome')),
      await crf(byName('Ninguém Com Este Nome')),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'Nenhum lote atende aos critérios', lots: [] });
    }
  });

  it('complete=false and invert never bring an incomplete lot into a título', async () => {
    await qualifiedLot(w.db, place(), 'Ulisses Incompleto', { status: 'incomplete' });
    expect((await titulo(`${byName('Ulisses Incompleto')}&complete=false`)).json().message).toBe(
      'Nenhum lote atende aos critérios',
    );
    // Inverting "name = Ulisses" selects every other lot; the incomplete ones stay out.
    const inverted = await get(
      `/projects/${w.f.projectA}/titulo-legitimacao?${byName('Ulisses Incompleto')}&complete=false&invert=1&minuta=1`,
    );
    expect(inverted.statusCode).toBe(200);
    expect((await pdfText(inverted.rawPayload)).text).not.toContain('ULISSES INCOMPLETO');
  });

  it('the same CPF on two lots: the second título is refused citing art. 23 §1º II; cancelling the first frees it', async () => {
    const shared = nextCpf();
    await qualifiedLot(w.db, place(), 'Rosa Primeira', { cpf: shared });
    const second = await qualifiedLot(w.db, place(), 'Rosa Segunda', { spouse_cpf: shared });
    const first = await titulo(byName('Rosa Primeira'));
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
    const refused = await titulo(byName('Rosa Segunda'));
    expect(refused.statusCode).toBe(422);
    const [lot] = refused.json().lots;
    expect(lot.lot_id).toBe(second);
    const rule = lot.rules.find((r: { article: string }) => r.article.includes('art. 23'));
    expect(rule.article).toMatch(/art\. 23, §1º, II/);

    const firstId = Number(String(first.headers['x-emission-ids']).split(',')[0]);
    expect((await cancel(firstId, '')).status).toBe(400);
    expect((await cancel(firstId, 'Emitido por engano', 'member')).status).toBe(403);
    expect((await cancel(firstId, 'Emitido por engano', 'outsider')).status).toBe(404);
    expect((await cancel(firstId, 'Titular já beneficiado em outro programa; emitido por engano')).status).toBe(200);
    expect((await cancel(firstId, 'De novo')).status).toBe(409);
    const [row] = await w.db.select().from(emissions).where(eq(emissions.id, firstId));
    expect(row).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Titular já beneficiado em outro programa; emitido por engano',
    });
    const [covered] = await w.db.select().from(emissionLots).where(eq(emissionLots.emission_id, firstId));
    expect(covered).toMatchObject({ real_right: 'LEGITIMACAO_FUNDIARIA', uso_do_lote: 'RESIDENCIAL' });
    const history = await w.db.select().from(lotHistory).where(eq(lotHistory.lot_id, covered.lot_id));
    expect(history.map((h) => (h.changes as { to: string }[])[0]?.to)).toContain(
      'cancelado — motivo: Titular já beneficiado em outro programa; emitido por engano',
    );
    expect((await titulo(byName('Rosa Segunda'))).statusCode).toBe(200);
  });
});

describe('minuta', () => {
  it('watermarked on every page, no number, not registered, the blockers on a last page', async () => {
    await w.db.insert(lots).values({
      name: 'Lote Minuta',
      block_id: w.f.blockA,
      project_id: w.f.projectA,
      status: 'complete',
      owner_name: 'Mirela Minuta',
    });
    const before = (await emissionRows(w.db, w.f.projectA)).length;
    const response = await titulo(`${byName('Mirela Minuta')}&minuta=1`);
    expect(response.statusCode).toBe(200);
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('MINUTA - ');
    const doc = await pdfText(response.rawPayload);
    expect(doc.pages).toBeGreaterThanOrEqual(2);
    for (const page of doc.pageTexts) expect(page).toContain('MINUTA — SEM VALOR LEGAL');
    expect(doc.text).not.toMatch(/Título nº \d{4}\/\d{4}/);
    expect(doc.text).not.toContain('Código de verificação');
    expect(doc.pageTexts.at(-1)).toContain('impedimentos à emissão');
    expect(doc.pageTexts.at(-1)).toMatch(/art\. 41/);
    expect((await emissionRows(w.db, w.f.projectA)).length).toBe(before);
  });
});

describe('the register', () => {
  it('numbers 20 concurrent emissions 1…N without gaps or duplicates', async () => {
    const start = (await emissionRows(w.db, w.f.projectB)).filter((r) => r.kind === 'titulo-legitimacao').length;
    const owners = Array.from({ length: 20 }, (_, i) => `Concorrente ${String.fromCharCode(65 + i)}${i}`);
    for (const owner of owners) await qualifiedLot(w.db, { block_id: w.f.blockB, project_id: w.f.projectB }, owner);
    const globalAdmin = bearer(await w.ctx.tokenFor(PERSONA_EMAILS.globalAdmin));
    const responses = await Promise.all(
      owners.map((o) => get(`/projects/${w.f.projectB}/titulo-legitimacao?${byName(o)}`, globalAdmin)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(owners.map(() => 200));
    const numbers = (await emissionRows(w.db, w.f.projectB))
      .filter((r) => r.kind === 'titulo-legitimacao')
      .map((r) => r.number);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: start + 20 }, (_, i) => i + 1));
    // Each document carries its own number.
    const texts = await Promise.all(responses.map(async (r) => (await pdfText(r.rawPayload)).text));
    const printed = texts.map((t) => Number(/Título nº (\d{4})\/\d{4}/.exec(t)?.[1]));
    expect(new Set(printed).size).toBe(20);
  }, 120_000);

  it('emitting again for the same lot: a new number, the previous one superseded; download serves the stored bytes', async () => {
    const lot = await qualifiedLot(w.db, place(), 'Sara Substituída');
    const first = await titulo(byName('Sara Substituída'));
    const again = await titulo(byName('Sara Substituída'));
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    const { data } = await list(`&lot_id=${lot}`);
    expect(data).toHaveLength(2);
    const [newer, older] = data;
    expect(newer.number).toBe(older.number + 1);
    expect(older).toMatchObject({ status: 'superseded', superseded_by: newer.id, lot_ids: [lot] });
    expect(newer).toMatchObject({
      status: 'valid',
      kind: 'titulo-legitimacao',
      sha256: sha(again.rawPayload),
      downloadable: true,
    });
    expect(newer.label).toMatch(/^Título nº \d{4}\/\d{4}$/);
    const download = await get(`/emissions/${older.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(
      (await get(`/emissions/${older.id}/download`, bearer(await w.ctx.tokenFor(PERSONA_EMAILS.outsider)))).statusCode,
    ).toBe(404);
    expect(
      (await get(`/projects/${w.f.projectA}/emissions`, bearer(await w.ctx.tokenFor(PERSONA_EMAILS.outsider))))
        .statusCode,
    ).toBe(404);
  });

  it('a third título of a lot supersedes the valid one only; the lot beside it in the selection keeps its own', async () => {
    const lot = await qualifiedLot(w.db, place(), 'Tereza Terceira');
    const beside = await qualifiedLot(w.db, place(), 'Tereza Vizinha');
    expect((await titulo(byName('Tereza'))).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await titulo(byName('Tereza Terceira'))).statusCode).toBe(200);
    const [third, second, first] = (await list(`&lot_id=${lot}`)).data;
    expect(third).toMatchObject({ status: 'valid' });
    // The first was superseded by the second when the second completed, and stays so.
    expect(second).toMatchObject({ status: 'superseded', superseded_by: third.id });
    expect(first).toMatchObject({ status: 'superseded', superseded_by: second.id });
    const [own] = (await list(`&lot_id=${beside}`)).data;
    expect(own).toMatchObject({ status: 'valid', superseded_by: null });
  });

  it('a CRF covering lots no earlier CRF did is labelled complementar (Decreto 9.310/2018 art. 16 §7º)', async () => {
    await qualifiedLot(w.db, place(), 'Celina Certidão', {
      real_right: 'LEGITIMACAO_POSSE',
      uso_do_lote: 'MISTO',
      data_ocupacao_imovel: '2008-08-08',
    });
    await qualifiedLot(w.db, place(), 'Celina Complementar');
    const firstCrf = await crf(byName('Celina Certidão'));
    expect(firstCrf.statusCode, firstCrf.body.slice(0, 300)).toBe(200);
    const first = (await list()).data.find((e: { kind: string }) => e.kind === 'cert-reg-fund');
    expect(first.complementar_of).toBeNull();
    // The register keeps the lot's right and use as emitted (Decreto 9.310/2018 art. 16, §1º, II reads them).
    const [certified] = await w.db.select().from(emissionLots).where(eq(emissionLots.emission_id, first.id));
    expect(certified).toMatchObject({ real_right: 'LEGITIMACAO_POSSE', uso_do_lote: 'MISTO' });
    // The procedure's "CRF emitida" stage comes from the register (issue 16 part 1), once.
    const crfEvents = async () =>
      (await get(`/projects/${w.f.projectA}/procedure`))
        .json()
        .data.filter((e: { stage: string }) => e.stage === 'crf');
    expect(await crfEvents()).toEqual([
      expect.objectContaining({
        act_number: `CRF nº ${String(first.number).padStart(3, '0')}/${first.year}`,
        automatic: true,
        move: 'next',
        user_name: 'Gabriela Gestora',
      }),
    ]);
    const second = await crf(byName('Celina C'));
    expect(second.statusCode).toBe(200);
    expect(await crfEvents()).toHaveLength(1);
    const text = (await pdfText(second.rawPayload)).text;
    const label = `CRF COMPLEMENTAR nº ${String(first.number + 1).padStart(3, '0')}/${first.year}, complementar à CRF nº ${String(first.number).padStart(3, '0')}/${first.year}`;
    expect(text).toContain(label);
    const row = (await list()).data.find(
      (e: { number: number; kind: string }) => e.kind === 'cert-reg-fund' && e.number === first.number + 1,
    );
    expect(row).toMatchObject({ complementar_of: first.id, label });
    // format=excel is the spreadsheet, numbered too.
    const sheet = await crf(`${byName('Celina Certidão')}&format=excel`);
    expect(sheet.statusCode).toBe(200);
    const rows = await xlsxRows(sheet.rawPayload);
    expect(rows['Núcleo'].map((r) => r[0])).toContain('Código de verificação');
  });
});

describe('public verification', () => {
  it('valid, tampered, cancelled; an unknown code answers like a malformed one', async () => {
    const lot = await qualifiedLot(w.db, place(), 'Vera Verificada da Silva Oliveira');
    const response = await titulo(byName('Vera Verificada'));
    expect(response.statusCode).toBe(200);
    const [row] = (await list(`&lot_id=${lot}`)).data;
    expect(row.verification_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const text = (await pdfText(response.rawPayload)).text;
    const printed = row.verification_code.match(/.{4}/g).join('-');
    expect(text).toContain(printed);
    expect(text).toContain(`/verificar/${row.verification_code}`);

    const anonymous = (code: string) => w.ctx.app.inject({ method: 'GET', url: `/api/public/verify/${code}` });
    const valid = await anonymous(printed.toLowerCase());
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({
      kind: 'titulo-legitimacao',
      number: row.label,
      status: 'válido',
      holder: 'VERA V. S. O.',
      signed: false,
      municipality: 'Campinas/SP',
    });
    expect(valid.json().sha256).toBe(sha(response.rawPayload));
    const tampered = Buffer.from(response.rawPayload);
    tampered[tampered.length - 20] ^= 1;
    expect(sha(tampered)).not.toBe(valid.json().sha256);

    await cancel(row.id, 'Documento com erro de digitação');
    expect((await anonymous(row.verification_code)).json().status).toBe('cancelado');

    const unknown = await anonymous('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    const malformed = await anonymous('x');
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(unknown.json()).toEqual(malformed.json());
    expect((await anonymous('a'.repeat(90))).json()).toEqual(malformed.json());
  });
});
