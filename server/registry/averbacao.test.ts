import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUALIFIED, legalSettings } from '../legal/test-kit.ts';
import { insertLot, lotWorld } from '../lots/test-kit.ts';
import { pdfText } from '../reports/test-kit.ts';
import { bearer } from '../test/app.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';

/**
 * The requerimento of the averbação of a Reurb-S unit's building by mera notícia (Decreto
 * 9.310/2018 art. 72), through the real route and its render worker: read back from the PDF,
 * refused with the reason while the unit cannot ask for it, and only for the project's members.
 */
let w: Awaited<ReturnType<typeof lotWorld>>;
let member: Record<string, string>;
beforeAll(async () => {
  w = await lotWorld();
  await legalSettings(w.db, w.f.projectA, { origin_registry_office: '1º Cartório de Registro de Imóveis de Campinas' });
  member = bearer(await w.ctx.tokenFor(PERSONA_EMAILS.member));
}, 60_000);
afterAll(() => w?.ctx.close());

const url = (lot: number) => `/api/lots/${lot}/averbacao-edificacao.pdf`;
const get = (lot: number, headers = member) => w.ctx.app.inject({ method: 'GET', url: url(lot), headers });
let n = 0;
const house = (values: Record<string, unknown> = {}) =>
  insertLot(w.db, {
    ...QUALIFIED,
    name: `Lote ${12 + n++}`,
    block_id: w.f.blockA,
    project_id: w.f.projectA,
    owner_name: 'Maria da Silva Oliveira',
    uso_do_lote: 'RESIDENCIAL',
    area_construida: 64.5,
    registry_matricula: '55.123',
    street_address: 'Rua das Flores',
    street_number: '45',
    ...values,
  });

describe('GET /lots/{id}/averbacao-edificacao.pdf (Decreto 9.310/2018 art. 72)', () => {
  it('the holders ask the registry office to record their house on the unit’s matrícula, free up to 70 m²', async () => {
    const lot = await house();
    const response = await get(lot);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const doc = await pdfText(response.rawPayload);
    expect(doc.pages).toBe(1);
    const text = doc.text.replace(/\s+/g, ' ');
    for (const expected of [
      'REQUERIMENTO DE AVERBAÇÃO DE EDIFICAÇÃO',
      'Ao(À) Oficial do 1º Cartório de Registro de Imóveis de Campinas.',
      'Matrícula: 55.123',
      'Área construída: 64,5 m²',
      'MARIA DA SILVA OLIVEIRA',
      'JOSÉ OLIVEIRA',
      'titulares da unidade imobiliária correspondente ao Lote 12 da Quadra',
      'objeto da matrícula nº 55.123',
      'vêm requerer a averbação da edificação existente na unidade, com área construída de 64,5 m²',
      'nos termos do art. 72 do Decreto nº 9.310, de 15 de março de 2018, dispensada a apresentação de habite-se',
      'o ato é isento de custas e emolumentos (Decreto nº 9.310/2018, arts. 53 e 54, V)',
      'Termos em que pede deferimento.',
      'Requerente',
    ])
      expect(text).toContain(expected);
    // Not the Município's letter: the family signs it.
    expect(text).not.toContain('Prefeito');
  });

  it('says no exemption for a larger or non-residential building (art. 54, V)', async () => {
    for (const values of [{ area_construida: 120 }, { uso_do_lote: 'NAO_RESIDENCIAL', area_construida: 40 }]) {
      const response = await get(await house(values));
      expect(response.statusCode).toBe(200);
      expect((await pdfText(response.rawPayload)).text).not.toContain('isento de custas');
    }
  });

  it('is refused, saying why, while the unit cannot ask for it', async () => {
    const refusal = async (values: Record<string, unknown>) => {
      const response = await get(await house(values));
      expect(response.statusCode).toBe(409);
      return response.json().message as string;
    };
    expect(await refusal({ registry_matricula: null })).toContain('informe a matrícula na aba Registro');
    expect(await refusal({ area_construida: null })).toContain('Informe a área construída do lote');
    expect(await refusal({ owner_name: null })).toContain('cadastre o(a) titular do lote');
    await legalSettings(w.db, w.f.projectA, {}, 'E');
    try {
      expect(await refusal({})).toContain('é da Reurb-S (Decreto 9.310/2018, art. 72), e este lote não é de Reurb-S');
    } finally {
      await legalSettings(w.db, w.f.projectA, {
        origin_registry_office: '1º Cartório de Registro de Imóveis de Campinas',
      });
    }
  });

  it('is for the members of the lot’s project', async () => {
    const lot = await house();
    expect((await get(lot, bearer(await w.ctx.tokenFor(PERSONA_EMAILS.outsider)))).statusCode).toBe(404);
    expect((await w.ctx.app.inject({ method: 'GET', url: url(lot) })).statusCode).toBe(401);
    expect((await get(999_999)).statusCode).toBe(404);
  });
});
