import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lots } from '../../db/schema/index.ts';
import { titlesReport } from '../generate.ts';
import { CPF, joined, officialDocumentsApp } from './official-documents.test-kit.ts';

/**
 * The título de legitimação fundiária (issue 15, parts 3 and 4; Lei 13.465/2017 art. 23,
 * Decreto 9.310/2018 art. 16), read back from the generated PDF: every word agreeing with each
 * person's sex, 200-character texts written whole, and the PDF/A a registry office files.
 */
describe('the título', () => {
  const app = officialDocumentsApp();

  it('título of a woman: modality, procedure, matrícula, grant clause, boundary in SIRGAS 2000, effects, declaration, all in the feminine', async () => {
    const doc = await app.render(titlesReport, CPF.maria);
    const text = joined(doc.text);
    for (const expected of [
      'TÍTULO DE LEGITIMAÇÃO FUNDIÁRIA',
      'Reurb-S (Regularização Fundiária Urbana de Interesse Social)',
      'Procedimento administrativo nº PMC.2026.00012345',
      'Núcleo urbano informal:',
      'Protocolo nº REURB-2026-000123',
      'Matrícula nº 98.765 (CNM 123456.2.0098765-12)',
      'matrícula ou transcrição nº 45.678 do 2º Cartório de Registro de Imóveis de Campinas',
      'com fundamento no art. 23 da Lei nº 13.465',
      'art. 16 do Decreto nº 9.310',
      'aprovado por meio de Decreto nº 22.145/2026, de 10 de março de 2026, publicado em 12/03/2026',
      'MARIA DAS DORES SOUZA, brasileira, viúva, costureira',
      'inscrita no CPF sob o nº 529.982.247-25',
      'filha de Ana das Dores e de Pedro Souza',
      'o direito real de propriedade, por legitimação fundiária, sobre o imóvel urbano',
      'Lote 201',
      'com área de 180,5 m²',
      'comprovadamente existente em 22 de dezembro de 2016 (existência comprovada desde 15/07/2011; Lei nº 13.465/2017, art. 9º, § 2º; Decreto nº 9.310/2018, art. 1º, § 2º, e art. 16)',
      'inscrição imobiliária nº 01.002.0030',
      'SIRGAS 2000',
      'inicia-se no vértice P1, de coordenadas latitude 22°54\'00,000" S e longitude 47°03\'36,000" W',
      'até o vértice P2',
      'ponto inicial da descrição',
      'é originária',
      'livre e desembaraçada de quaisquer ônus',
      'exceto quando disserem respeito à própria beneficiária',
      'A beneficiária declara, sob as penas da lei, que não é concessionária, foreira ou proprietária',
      'não foi contemplada com legitimação de posse ou fundiária',
      // What the family must know to register it free (Decreto 9.310/2018 arts. 53 to 56).
      'Por se tratar de Reurb-S, o registro da legitimação fundiária é isento de custas e',
      'emolumentos (Decreto nº 9.310/2018, art. 53 e art. 54, II)',
      'não pode exigir comprovação de pagamento de tributos para registrá-la (art. 55)',
      'deve ser apresentado, pelos ocupantes ou por um dos legitimados da Reurb, ao cartório de registro de imóveis competente no prazo máximo de um ano, contado da data de sua emissão, ou seja, até 20/11/2027 (art. 56).',
      'Beneficiária',
      'Dário Saadi',
      'Campinas/SP, 20 de novembro de 2026.',
    ]) {
      expect(text).toContain(expected);
    }
    // The sides' lengths, computed on the ellipsoid: ~10,26 m east-west and ~17,71 m north-south.
    expect(text).toMatch(/rumo [NS] \d+°\d\d'\d\d" [EW] e distância de 10,2\d m/u);
    expect(text).toMatch(/distância de 17,7\d m/u);
    expect(text).not.toMatch(/registro nº \d/u);
    expect(text).not.toContain('REURB Gestão');
    // The mayor's office too, as the settings name it: no neutral form is left.
    expect(text).toContain('neste ato representado por seu Prefeito Municipal, Dário Saadi');
    expect(text).not.toMatch(/\(a\)/u);
  });

  it('título of a married man with his wife: marriage date and regime, each word in its gender, both declaring', async () => {
    const text = joined((await app.render(titlesReport, CPF.jose)).text);
    expect(text).toContain(
      'JOSÉ CARLOS DA SILVA, brasileiro, casado em 11/02/1995, sob o regime de comunhão parcial de bens',
    );
    expect(text).toContain('filho de Joana da Silva');
    expect(text).toMatch(/e sua cônjuge, RITA DE CÁSSIA DA SILVA, brasileira, casada, cozinheira/u);
    // Both are named in the grant and both sign: both declare the conditions of art. 23, § 1º.
    expect(text).toContain(
      'Os beneficiários declaram, cada um por si, sob as penas da lei, que não são concessionários, foreiros ou proprietários',
    );
    expect(text).toContain('não foram contemplados com legitimação de posse ou fundiária');
    expect(text).toContain('os beneficiários adquirem a unidade imobiliária');
    expect(text).toContain('exceto quando disserem respeito aos próprios beneficiários');
    expect(text).not.toContain('O beneficiário declara');
    expect(text).toContain('Cônjuge');
    expect(text).not.toContain('Matrícula nº');
  });

  it('título with unknown sex keeps the neutral forms; an undecided real right is said, never invented', async () => {
    const text = joined((await app.render(titlesReport, CPF.neutro)).text);
    expect(text).toContain('ALEX NOGUEIRA, brasileira, solteiro(a)');
    expect(text).toContain('inscrito(a) no CPF');
    expect(text).toContain('O(a) beneficiário(a) declara');
    expect(text).toContain('direito real conferido: não definido');
    expect(text).not.toContain('Descrição do perímetro');
  });

  it('título of a non-residential unit in Reurb-S states the act that recognised the public interest of its occupation', async () => {
    const shop = {
      uso_do_lote: 'NAO_RESIDENCIAL',
      public_interest_act_number: 'Decreto 1.234/2025',
      public_interest_act_date: '2025-08-14',
    };
    await app.db.update(lots).set(shop).where(eq(lots.cpf, CPF.neutro));
    try {
      const text = joined((await app.render(titlesReport, CPF.neutro)).text);
      expect(text).toContain(
        'O Poder Público reconheceu o interesse público da ocupação do imóvel, de finalidade não residencial, por meio de Decreto 1.234/2025, de 14/08/2025 (Lei nº 13.465/2017, art. 23, § 1º, III; Decreto nº 9.310/2018, art. 16, § 1º, III).',
      );
    } finally {
      await app.db
        .update(lots)
        .set({ uso_do_lote: 'RESIDENCIAL', public_interest_act_number: null, public_interest_act_date: null })
        .where(eq(lots.cpf, CPF.neutro));
    }
  });

  it('título: a 200-character name, profession and address are written whole', async () => {
    const text = joined((await app.render(titlesReport, CPF.longo)).text);
    // The holder's name is written in capitals and the profession in lower case, as the título does.
    expect(text).toContain('FIMNOME');
    expect(text).toContain('fimprof');
    expect(text).toContain('Fimrua');
    expect(text).not.toContain('…');
  });

  it('official documents are PDF/A-2b with embedded fonts and no product name in their metadata', async () => {
    const doc = await app.render(titlesReport, CPF.maria);
    const raw = doc.bytes.toString('latin1');
    expect(raw).toContain('<pdfaid:part>2</pdfaid:part>');
    expect(raw).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(raw).toContain('/OutputIntents');
    expect(raw).toMatch(/\/FontFile2/u);
    expect(raw).not.toContain('REURB Gest');
  });
});
