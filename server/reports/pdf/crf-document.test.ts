import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lots, projects, projectSettings } from '../../db/schema/index.ts';
import { EMPTY_FILTER } from '../filters.ts';
import { crfReport } from '../generate.ts';
import { qrPath } from '../../emissions/qr.ts';
import { scanQrs, xlsxRows } from '../test-kit.ts';
import { CPF, NOW, crf, joined, officialDocumentsApp } from './official-documents.test-kit.ts';

/**
 * The CRF a registry office accepts (issue 15, parts 1 and 4), read back from the generated PDF
 * and spreadsheet as a person would: its content (Lei 13.465/2017 art. 41; Decreto 9.310/2018
 * arts. 37–38) and a typesetting that cuts nothing, a table running over pages with its header
 * repeated.
 */
describe('the CRF', () => {
  const app = officialDocumentsApp();

  it('CRF: núcleo, modality, approval, works and schedule, numbered units with area, occupants and their real right', async () => {
    const doc = await app.render(crf);
    const text = joined(doc.text);
    for (const expected of [
      'CERTIDÃO DE REGULARIZAÇÃO FUNDIÁRIA – CRF',
      'PREFEITURA MUNICIPAL DE CAMPINAS',
      'I – Núcleo urbano informal:',
      'II – Localização:',
      // Where the registry office finds the núcleo: the registration it comes from (art. 47).
      'imóvel de origem: matrícula ou transcrição nº 45.678 do 2º Cartório de Registro de Imóveis de Campinas',
      'III – Modalidade: Reurb-S',
      // What the Município need not pay to register it (Decreto 9.310/2018 arts. 53 to 55).
      'Isenção de custas e emolumentos: os atos necessários ao registro desta Reurb-S, entre eles o registro desta CRF',
      'são isentos de custas e emolumentos (Decreto nº 9.310/2018, arts. 53 e 54, IV), sendo vedado exigir comprovação de pagamento de tributos (art. 55)',
      'aprovado por meio de Decreto nº 22.145/2026, de 10 de março de 2026, publicado em 12/03/2026',
      'Companhia de Habitação Popular de Campinas – COHAB',
      'Pavimentação e drenagem em 18 meses a contar da aprovação',
      'Unidade nº 1',
      'Área: 180,5 m²',
      'Maria das Dores Souza',
      'Viúva',
      'Ana das Dores e Pedro Souza',
      'Legitimação fundiária',
      // The married man and his wife, each in their own gender, with the marriage.
      'José Carlos da Silva',
      'Casado',
      'casamento em 11/02/1995, regime de comunhão parcial de bens',
      'Rita de Cássia da Silva',
      'Casada',
      'Cozinheira',
      // Unknown sex: the neutral forms; no real right decided: said, not invented.
      'Solteiro(a)',
      'não definido',
      // The settings say how the documents name the mayor.
      'Prefeito Municipal',
      'Presidente da Comissão de Regularização Fundiária',
      'Membro da Comissão de Regularização Fundiária',
      'Página 1 de',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('REURB Gestão');
  });

  it('CRF: the place, the date and every signature on one page, never a signer alone on the next', async () => {
    // A married couple's unit: the table ends low enough that the commission's second row of
    // signatures once went to a page of its own.
    for (const cpf of [CPF.jose, CPF.longo, CPF.maria]) {
      const doc = await app.render(crf, cpf);
      const pageOf = (text: string) => doc.pageTexts.findIndex((page) => joined(page).includes(text));
      const page = pageOf('Presidente da Comissão de Regularização Fundiária');
      expect(page, cpf).toBeGreaterThanOrEqual(0);
      expect(pageOf('Membro da Comissão de Regularização Fundiária'), cpf).toBe(page);
      expect(pageOf('Campinas, 20 de novembro de 2026.'), cpf).toBe(page);
    }
  });

  it('CRF: a table over several pages repeats its header on each; 200-character texts are never cut', async () => {
    const doc = await app.render(crf);
    expect(doc.pages).toBeGreaterThanOrEqual(3);
    // Numbered once the last page is placed (./page-numbers.ts): each page with the true total.
    doc.pageTexts.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${doc.pages}`));
    const tablePages = doc.pageTexts.filter((t) => t.includes('Ocupante Número'));
    expect(tablePages.length).toBeGreaterThanOrEqual(2);
    for (const page of tablePages) {
      expect(page).toContain('Ocupante e qualidade');
      expect(page).toContain('Direito real conferido');
    }
    const text = joined(doc.text);
    expect(text).toContain('Fimnome');
    expect(text).toContain('Fimprof');
    expect(text).toContain('Fimmae');
    expect(text).not.toContain('…');
    // Each unit once, in order, the last one numbered with the selection's size.
    expect(text).toContain(`Unidade nº ${4 + 36}`);
  });

  it("CRF emitted: every page carries the document's stamp, whose QR reads its verification address", async () => {
    const url = 'https://reurb.exemplo.gov.br/verificar/7K2M-9QXD-P4TA-W8CE';
    const stamp = { label: 'CRF nº 003/2026', code: '7K2M-9QXD-P4TA-W8CE', url, qr: qrPath(url) };
    const doc = await app.render((request) => crf({ ...request, official: { stamp } }));
    expect(doc.pages).toBeGreaterThanOrEqual(3);
    const scanned = await scanQrs(doc.bytes, doc.pages);
    for (let n = 1; n <= doc.pages; n++) {
      expect(doc.pageTexts[n - 1]).toContain('CRF nº 003/2026');
      expect(scanned[n - 1], `página ${n}`).toBe(url);
    }
  });

  it('CRF: the infrastructure clause instead of the schedule when nothing is left to build (Dec. 9.310 art. 30 §2º)', async () => {
    const db = app.db;
    await db
      .update(projectSettings)
      .set({ infrastructure_complete: true })
      .where(eq(projectSettings.project_id, app.projectA));
    try {
      const text = joined((await app.render(crf, CPF.maria)).text);
      expect(text).toContain('já possui a infraestrutura essencial definida no § 1º do art. 31');
      expect(text).not.toContain('Pavimentação e drenagem');
    } finally {
      await db
        .update(projectSettings)
        .set({ infrastructure_complete: null })
        .where(eq(projectSettings.project_id, app.projectA));
    }
  });

  it('CRF: a cronograma typed with its final full stop reads on into its article and the termo de compromisso', async () => {
    const db = app.db;
    const where = eq(projectSettings.project_id, app.projectA);
    // The termo's signature not stated yet (a minuta): the CRF names the termo without a date.
    await db
      .update(projectSettings)
      .set({ works_schedule: 'Pavimentação e drenagem em 18 meses. ', commitment_signed_on: null })
      .where(where);
    try {
      const text = joined((await app.render(crf, CPF.maria)).text);
      expect(text).toContain(
        'Cronograma físico de obras e serviços: Pavimentação e drenagem em 18 meses (Decreto nº 9.310/2018, art. 30, IX), objeto do termo de compromisso que integra esta certidão',
      );
    } finally {
      await db
        .update(projectSettings)
        .set({
          works_schedule: 'Pavimentação e drenagem em 18 meses a contar da aprovação',
          commitment_signed_on: '2026-03-05',
        })
        .where(where);
    }
  });

  it('CRF spreadsheet: the same approval decision as the PDF (one source: the procedure)', async () => {
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (chunk: Buffer) => parts.push(chunk));
    await crfReport({ db: app.db, projectIds: [app.projectA], filter: EMPTY_FILTER, out, now: NOW }, 'xlsx');
    const sheets = await xlsxRows(Buffer.concat(parts));
    const approval = sheets['Núcleo'].find((r) => r[0] === 'Aprovação do projeto de regularização fundiária');
    expect(String(approval?.[1])).toContain('Decreto nº 22.145/2026, de 10 de março de 2026, publicado em 12/03/2026');
  });

  async function crfSheets(cpf?: string) {
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (chunk: Buffer) => parts.push(chunk));
    const filter = cpf ? { ...EMPTY_FILTER, cpf } : EMPTY_FILTER;
    await crfReport({ db: app.db, projectIds: [app.projectA], filter, out, now: NOW }, 'xlsx');
    return xlsxRows(Buffer.concat(parts));
  }

  it('CRF: the facts numbered as the incisos of Dec. 9.310 art. 38 (I–VI); the approval stated unnumbered', async () => {
    const text = joined((await app.render(crf, CPF.maria)).text);
    expect(text).toContain(
      'Aprovação do projeto de regularização fundiária: aprovado por meio de Decreto nº 22.145/2026',
    );
    expect(text).toContain('IV – Responsáveis pelas obras e serviços e cronograma: Companhia de Habitação Popular');
    // The CRF is made of the approved project and the termo de compromisso of its execution (Dec. art. 3º, V),
    // named with the day it was signed (art. 21, § 1º).
    expect(text).toContain(
      '(Decreto nº 9.310/2018, art. 30, IX), objeto do termo de compromisso assinado em 05/03/2026, que integra esta certidão (art. 3º, V e § 2º).',
    );
    expect(text).toContain('V – Unidades regularizadas: 1 unidade');
    expect(text).toContain('VI – Ocupantes e direitos reais');
    expect(text).not.toContain('VII –');
    expect(text).not.toContain('IV – Aprovação');
    // The approval comes before the numbered facts.
    expect(text.indexOf('Aprovação do projeto')).toBeLessThan(text.indexOf('I – Núcleo urbano informal'));
    const sheets = await crfSheets(CPF.maria);
    expect(sheets['Núcleo'].map((r) => String(r[0]).split(' – ')[0])).toEqual(
      expect.arrayContaining(['I', 'II', 'III', 'IV', 'V']),
    );
    expect(sheets['Núcleo'].map((r) => r[0])).toContain('IV – Responsáveis pelas obras e serviços e cronograma');
    // The spreadsheet's units are in a sheet of their own, not "below" as on the PDF's page.
    expect(sheets['Núcleo'].find((r) => String(r[0]).startsWith('V –'))?.[1]).toBe(
      '1 unidade, indicada por quadra e lote na planilha "Ocupantes"',
    );
    expect(text).toContain('V – Unidades regularizadas: 1 unidade, indicada por quadra e lote na listagem abaixo');
    // The public areas pass to the Município with the registration, the units' streets named (Dec. art. 51).
    const publicAreas =
      'as vias públicas, as áreas destinadas ao uso comum do povo, os prédios públicos e os equipamentos urbanos, na forma estabelecida no projeto de regularização fundiária aprovado, entre eles, conforme o cadastro do projeto, a via Rua das Flores, incorporam-se automaticamente ao patrimônio público com o registro desta CRF (Decreto nº 9.310/2018, art. 51, caput), cujo requerimento substitui o de abertura de matrícula dessas áreas (art. 51, §§ 1º e 2º)';
    expect(text).toContain(`Áreas públicas: ${publicAreas}`);
    expect(sheets['Núcleo'].find((r) => r[0] === 'Áreas públicas')?.[1]).toBe(publicAreas);
  });

  it('CRF spreadsheet: the real right conferred of each occupant, as the PDF (Dec. 9.310 arts. 3º, V, and 42, § 1º, III)', async () => {
    const rows = (await crfSheets())['Ocupantes'];
    const column = rows[0].indexOf('Direito real conferido');
    expect(column).toBeGreaterThan(-1);
    const byName = new Map(rows.slice(1).map((r) => [r[6], r[column]]));
    expect(byName.get('Maria das Dores Souza')).toBe('Legitimação fundiária');
    // The partner shares the lot's right; an undecided right is said, not invented.
    expect(byName.get('Rita de Cássia da Silva')).toBe('Legitimação fundiária');
    expect(byName.get('Alex Nogueira')).toBe('não definido');
  });

  it('CRF of a Reurb mista: each unit states its own modality in the listing, PDF and spreadsheet (Dec. 9.310 arts. 5º § 7º, 38 III)', async () => {
    const db = app.db;
    await db.update(projects).set({ reurb_modality: 'mista' }).where(eq(projects.id, app.projectA));
    await db.update(lots).set({ reurb_modality: 'E' }).where(eq(lots.cpf, CPF.maria));
    await db.update(lots).set({ reurb_modality: 'S' }).where(eq(lots.cpf, CPF.jose));
    try {
      const maria = joined((await app.render(crf, CPF.maria)).text);
      expect(maria).toContain('Modalidade: Reurb-E');
      expect(maria).toContain('a modalidade de cada unidade consta da listagem dos ocupantes');
      expect(joined((await app.render(crf, CPF.jose)).text)).toContain('Modalidade: Reurb-S');
      expect(joined((await app.render(crf, CPF.neutro)).text)).toContain('Modalidade: não definida');
      const rows = (await crfSheets())['Ocupantes'];
      const column = rows[0].indexOf('Modalidade da Reurb');
      expect(column).toBeGreaterThan(-1);
      const byName = new Map(rows.slice(1).map((r) => [r[6], r[column]]));
      expect(byName.get('Maria das Dores Souza')).toBe('Reurb-E');
      expect(byName.get('José Carlos da Silva')).toBe('Reurb-S');
      expect(byName.get('Rita de Cássia da Silva')).toBe('Reurb-S');
      expect(byName.get('Alex Nogueira')).toBe('não definida');
    } finally {
      await db.update(projects).set({ reurb_modality: 'S' }).where(eq(projects.id, app.projectA));
      await db.update(lots).set({ reurb_modality: null }).where(eq(lots.project_id, app.projectA));
    }
  });

  it('CRF without a works responsible: the Município in Reurb-S, never presumed in Reurb-E (Dec. 9.310 arts. 26 § 1º, 34, 35)', async () => {
    const db = app.db;
    await db
      .update(projectSettings)
      .set({ works_responsible: null })
      .where(eq(projectSettings.project_id, app.projectA));
    try {
      const social = joined((await app.render(crf, CPF.maria)).text);
      expect(social).toContain(
        'IV – Responsáveis pelas obras e serviços e cronograma: Município de Campinas (CNPJ 46.523.015/0001-35) (Decreto nº 9.310/2018, arts. 26, § 1º, I, e 34)',
      );
      await db.update(projects).set({ reurb_modality: 'E' }).where(eq(projects.id, app.projectA));
      const specific = joined((await app.render(crf, CPF.maria)).text);
      expect(specific).toContain('Responsáveis não indicados nas configurações do projeto: na Reurb-E');
      expect(specific).toContain('arts. 26, § 1º, II, e 35');
      expect(specific).not.toContain('Município de Campinas (CNPJ');
      // Reurb-E registers at its own cost: no exemption is stated (Decreto 9.310/2018 art. 53 is Reurb-S's).
      expect(specific).not.toContain('Isenção de custas e emolumentos');
      await db.update(projects).set({ reurb_modality: 'mista' }).where(eq(projects.id, app.projectA));
      const mixed = joined((await app.render(crf, CPF.maria)).text);
      expect(mixed).toContain('Unidades em Reurb-S: Município de Campinas');
      expect(mixed).toContain('unidades em Reurb-E: responsáveis não indicados');
      expect(mixed).toContain(
        'Isenção de custas e emolumentos: os atos necessários ao registro das unidades em Reurb-S são isentos',
      );
    } finally {
      await db.update(projects).set({ reurb_modality: 'S' }).where(eq(projects.id, app.projectA));
      await db
        .update(projectSettings)
        .set({ works_responsible: 'Companhia de Habitação Popular de Campinas – COHAB' })
        .where(eq(projectSettings.project_id, app.projectA));
    }
  });
});
