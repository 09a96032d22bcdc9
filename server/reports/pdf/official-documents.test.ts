import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, procedureEvents, projects, projectSettings } from '../../db/schema/index.ts';
import { testApp } from '../../test/app.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { EMPTY_FILTER } from '../filters.ts';
import { crfReport, titlesReport, type ReportRequest } from '../generate.ts';
import { pdfText, xlsxRows } from '../test-kit.ts';

/**
 * The official documents a registry office accepts (issue 15, parts 1, 3 and 4), read back from
 * the generated PDF as a person would: the CRF's content (Lei 13.465/2017 art. 41; Decreto
 * 9.310/2018 arts. 37–38), the título's (Lei art. 23; Decreto art. 16), the agreement of every
 * word with each person's sex, and a typesetting that cuts nothing: 200-character texts in
 * every column, a table running over pages with its header repeated.
 */
const NOW = new Date('2026-11-20T15:00:00Z');
/** 200 characters ending in a word the test looks for: a cut text loses it. */
const long = (start: string, end: string) =>
  `${start} ${'Ñandú Araújo '.repeat(20)}`.slice(0, 199 - end.length) + ` ${end}`;
const LONG_NAME = long('Maria', 'Fimnome');
const LONG_JOB = long('Artesã', 'Fimprof');
const LONG_STREET = long('Rua', 'Fimrua');

const base = {
  status: 'complete',
  nationality: 'Brasileira',
  rg_emissor: 'SSP',
  rg_uf: 'SP',
  cidade: 'Campinas',
  uso_do_lote: 'RESIDENCIAL',
  real_right: 'LEGITIMACAO_FUNDIARIA',
} as const;

/** A lot of about 10 × 18 m around (-47.06, -22.90), SIRGAS 2000 geographic. */
const square = {
  coord_p1_x: -47.06,
  coord_p1_y: -22.9,
  coord_p2_x: -47.0599,
  coord_p2_y: -22.9,
  coord_p3_x: -47.0599,
  coord_p3_y: -22.90016,
  coord_p4_x: -47.06,
  coord_p4_y: -22.90016,
};

/** Each lot's holder CPF: the filter that picks one lot. */
const CPF = { maria: '52998224725', jose: '39053344705', neutro: '15350946056', longo: '86288366757' };
/** The text as one line (pdf.js sets a space before a comma that follows a change of font run). */
const joined = (text: string) => text.replace(/\s+/g, ' ').replace(/ ([,.;])/g, '$1');
const crf = (request: ReportRequest) => crfReport(request, 'pdf');

describe('official documents (CRF and título)', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;

  async function render(
    generate: (request: ReportRequest) => Promise<unknown>,
    cpf?: string,
  ): Promise<Awaited<ReturnType<typeof pdfText>> & { bytes: Buffer }> {
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (chunk: Buffer) => parts.push(chunk));
    const filter = cpf ? { ...EMPTY_FILTER, cpf } : EMPTY_FILTER;
    await generate({
      db: ctx.database.db,
      projectIds: [f.projectA],
      filter,
      out,
      now: NOW,
      official: { minuta: { notes: [] } },
    });
    const bytes = Buffer.concat(parts);
    return { ...(await pdfText(bytes)), bytes };
  }

  beforeAll(async () => {
    ctx = await testApp();
    const db = ctx.database.db;
    f = await createFixtures(db);
    await db
      .update(projects)
      .set({ city: 'Campinas', state: 'SP', reurb_modality: 'S' })
      .where(eq(projects.id, f.projectA));
    await db.insert(projectSettings).values({
      project_id: f.projectA,
      city_cnpj: '46523015000135',
      city_adress: 'Av. Anchieta, 200 – Centro',
      city_mayor_name: 'Dário Saadi',
      city_mayor_rg: '11.222.333-4',
      city_mayor_cpf: '52998224725',
      city_admin_process: 'PMC.2026.00012345',
      titulo_description: 'Título outorgado no âmbito da regularização fundiária.',
      works_responsible: 'Companhia de Habitação Popular de Campinas – COHAB',
      works_schedule: 'Pavimentação e drenagem em 18 meses a contar da aprovação',
      origin_registration: '45.678',
      origin_registry_office: '2º Cartório de Registro de Imóveis de Campinas',
    });
    await db.insert(procedureEvents).values({
      project_id: f.projectA,
      stage: 'aprovacao',
      date: '2026-03-10',
      act_number: 'Decreto nº 22.145/2026',
      publication_date: '2026-03-12',
      move: 'first',
    });
    const insert = async (values: Record<string, unknown>) => {
      await db
        .insert(lots)
        .values({ ...base, block_id: f.blockA, project_id: f.projectA, ...values } as typeof lots.$inferInsert);
    };
    await insert({
      ...square,
      name: 'Lote 201',
      owner_name: 'Maria das Dores Souza',
      sex: 'Feminino',
      civil_status: 'Viúvo(a)',
      occupation: 'Costureira',
      cpf: CPF.maria,
      rg: '12.345.678-9',
      owner_mother_name: 'Ana das Dores',
      owner_father_name: 'Pedro Souza',
      area: 180.5,
      street_address: 'Rua das Flores',
      street_number: '10',
      inscricao_imobiliaria: '01.002.0030',
      registry_matricula: '98.765',
      registry_cnm: '123456.2.0098765-12',
      protocol: 'REURB-2026-000123',
    });
    await insert({
      name: 'Lote 202',
      owner_name: 'José Carlos da Silva',
      sex: 'Masculino',
      civil_status: 'Casado(a)',
      marriage_date: '1995-02-11',
      marriage_regime_de_bens: 'COMUNHAO_PARCIAL',
      occupation: 'Pedreiro',
      cpf: CPF.jose,
      rg: '22.333.444-5',
      owner_mother_name: 'Joana da Silva',
      spouse_name: 'Rita de Cássia da Silva',
      companion_sex: 'Feminino',
      companion_nationality: 'Brasileiro(a)',
      // Typed in the neutral form, as the register's own choices are: agreed in the documents.
      companion_occupation: 'Cozinheiro(a)',
      spouse_cpf: '11144477735',
      spouse_rg: '33.444.555-6',
      spouse_mother_name: 'Rosa Souza',
      area: 95,
    });
    await insert({
      name: 'Lote 203',
      owner_name: 'Alex Nogueira',
      sex: null,
      civil_status: 'Solteiro(a)',
      occupation: 'Vendedor ambulante',
      cpf: CPF.neutro,
      rg: '44.555.666-7',
      owner_mother_name: 'Clara Nogueira',
      real_right: null,
      area: 120,
    });
    await insert({
      name: 'Lote 204',
      owner_name: LONG_NAME,
      sex: 'Feminino',
      civil_status: 'Solteiro(a)',
      occupation: LONG_JOB,
      street_address: LONG_STREET,
      cpf: CPF.longo,
      rg: '55.666.777-8',
      owner_mother_name: long('Mãe', 'Fimmae'),
      area: 200,
    });
    // Enough units for the CRF's table to run over several pages.
    for (let k = 0; k < 36; k++)
      await insert({
        name: `Lote ${String(100 + k)}`,
        owner_name: `Ocupante Número ${k}`,
        sex: k % 2 ? 'Masculino' : 'Feminino',
        civil_status: 'Solteiro(a)',
        occupation: 'Autônomo',
        owner_mother_name: 'Mãe de Todos',
        area: 100 + k,
      });
  }, 60_000);
  afterAll(() => ctx?.close());

  it('CRF: núcleo, modality, approval, works and schedule, numbered units with area, occupants and their real right', async () => {
    const doc = await render(crf);
    const text = joined(doc.text);
    for (const expected of [
      'CERTIDÃO DE REGULARIZAÇÃO FUNDIÁRIA – CRF',
      'PREFEITURA MUNICIPAL DE CAMPINAS',
      'I – Núcleo urbano informal:',
      'II – Localização:',
      'III – Modalidade: Reurb-S',
      'aprovado pelo ato nº Decreto nº 22.145/2026, de 10 de março de 2026, publicado em 12/03/2026',
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
      'Prefeito(a) Municipal',
      'Presidente da Comissão de Regularização Fundiária',
      'Membro da Comissão de Regularização Fundiária',
      'Página 1 de',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('REURB Gestão');
  });

  it('CRF: a table over several pages repeats its header on each; 200-character texts are never cut', async () => {
    const doc = await render(crf);
    expect(doc.pages).toBeGreaterThanOrEqual(3);
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

  it('CRF: the infrastructure clause instead of the schedule when nothing is left to build (Dec. 9.310 art. 30 §2º)', async () => {
    const db = ctx.database.db;
    await db
      .update(projectSettings)
      .set({ infrastructure_complete: true })
      .where(eq(projectSettings.project_id, f.projectA));
    try {
      const text = joined((await render(crf, CPF.maria)).text);
      expect(text).toContain('já possui a infraestrutura essencial definida no § 1º do art. 31');
      expect(text).not.toContain('Pavimentação e drenagem');
    } finally {
      await db
        .update(projectSettings)
        .set({ infrastructure_complete: null })
        .where(eq(projectSettings.project_id, f.projectA));
    }
  });

  it('CRF spreadsheet: the same approval decision as the PDF (one source: the procedure)', async () => {
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (chunk: Buffer) => parts.push(chunk));
    await crfReport({ db: ctx.database.db, projectIds: [f.projectA], filter: EMPTY_FILTER, out, now: NOW }, 'xlsx');
    const sheets = await xlsxRows(Buffer.concat(parts));
    const approval = sheets['Núcleo'].find((r) => r[0] === 'Aprovação do projeto de regularização fundiária');
    expect(String(approval?.[1])).toContain('Decreto nº 22.145/2026, de 10 de março de 2026, publicado em 12/03/2026');
  });

  async function crfSheets(cpf?: string) {
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (chunk: Buffer) => parts.push(chunk));
    const filter = cpf ? { ...EMPTY_FILTER, cpf } : EMPTY_FILTER;
    await crfReport({ db: ctx.database.db, projectIds: [f.projectA], filter, out, now: NOW }, 'xlsx');
    return xlsxRows(Buffer.concat(parts));
  }

  it('CRF: the facts numbered as the incisos of Dec. 9.310 art. 38 (I–VI); the approval stated unnumbered', async () => {
    const text = joined((await render(crf, CPF.maria)).text);
    expect(text).toContain(
      'Aprovação do projeto de regularização fundiária: aprovado pelo ato nº Decreto nº 22.145/2026',
    );
    expect(text).toContain('IV – Responsáveis pelas obras e serviços e cronograma: Companhia de Habitação Popular');
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
    const db = ctx.database.db;
    await db.update(projects).set({ reurb_modality: 'mista' }).where(eq(projects.id, f.projectA));
    await db.update(lots).set({ reurb_modality: 'E' }).where(eq(lots.cpf, CPF.maria));
    await db.update(lots).set({ reurb_modality: 'S' }).where(eq(lots.cpf, CPF.jose));
    try {
      const maria = joined((await render(crf, CPF.maria)).text);
      expect(maria).toContain('Modalidade: Reurb-E');
      expect(maria).toContain('a modalidade de cada unidade consta da listagem dos ocupantes');
      expect(joined((await render(crf, CPF.jose)).text)).toContain('Modalidade: Reurb-S');
      expect(joined((await render(crf, CPF.neutro)).text)).toContain('Modalidade: não definida');
      const rows = (await crfSheets())['Ocupantes'];
      const column = rows[0].indexOf('Modalidade da Reurb');
      expect(column).toBeGreaterThan(-1);
      const byName = new Map(rows.slice(1).map((r) => [r[6], r[column]]));
      expect(byName.get('Maria das Dores Souza')).toBe('Reurb-E');
      expect(byName.get('José Carlos da Silva')).toBe('Reurb-S');
      expect(byName.get('Rita de Cássia da Silva')).toBe('Reurb-S');
      expect(byName.get('Alex Nogueira')).toBe('não definida');
    } finally {
      await db.update(projects).set({ reurb_modality: 'S' }).where(eq(projects.id, f.projectA));
      await db.update(lots).set({ reurb_modality: null }).where(eq(lots.project_id, f.projectA));
    }
  });

  it('CRF without a works responsible: the Município in Reurb-S, never presumed in Reurb-E (Dec. 9.310 arts. 26 § 1º, 34, 35)', async () => {
    const db = ctx.database.db;
    await db.update(projectSettings).set({ works_responsible: null }).where(eq(projectSettings.project_id, f.projectA));
    try {
      const social = joined((await render(crf, CPF.maria)).text);
      expect(social).toContain(
        'IV – Responsáveis pelas obras e serviços e cronograma: Município de Campinas (CNPJ 46.523.015/0001-35) (Decreto nº 9.310/2018, arts. 26, § 1º, I, e 34)',
      );
      await db.update(projects).set({ reurb_modality: 'E' }).where(eq(projects.id, f.projectA));
      const specific = joined((await render(crf, CPF.maria)).text);
      expect(specific).toContain('Responsáveis não indicados nas configurações do projeto: na Reurb-E');
      expect(specific).toContain('arts. 26, § 1º, II, e 35');
      expect(specific).not.toContain('Município de Campinas (CNPJ');
      await db.update(projects).set({ reurb_modality: 'mista' }).where(eq(projects.id, f.projectA));
      const mixed = joined((await render(crf, CPF.maria)).text);
      expect(mixed).toContain('Unidades em Reurb-S: Município de Campinas');
      expect(mixed).toContain('unidades em Reurb-E: responsáveis não indicados');
    } finally {
      await db.update(projects).set({ reurb_modality: 'S' }).where(eq(projects.id, f.projectA));
      await db
        .update(projectSettings)
        .set({ works_responsible: 'Companhia de Habitação Popular de Campinas – COHAB' })
        .where(eq(projectSettings.project_id, f.projectA));
    }
  });

  it('título of a woman: modality, procedure, matrícula, grant clause, boundary in SIRGAS 2000, effects, declaration, all in the feminine', async () => {
    const doc = await render(titlesReport, CPF.maria);
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
      'aprovado pelo ato nº Decreto nº 22.145/2026, de 10 de março de 2026, publicado em 12/03/2026',
      'MARIA DAS DORES SOUZA, brasileira, viúva, costureira',
      'inscrita no CPF sob o nº 529.982.247-25',
      'filha de Ana das Dores e de Pedro Souza',
      'direito real conferido: legitimação fundiária',
      'Lote 201',
      'com área de 180,5 m²',
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
    // Only the mayor's office stays neutral (the settings do not record the mayor's sex).
    expect(text.replace(/seu\(sua\) Prefeito\(a\)|Prefeito\(a\)/gu, '')).not.toMatch(/\(a\)/u);
  });

  it('título of a married man with his wife: marriage date and regime, each word in its gender', async () => {
    const text = joined((await render(titlesReport, CPF.jose)).text);
    expect(text).toContain(
      'JOSÉ CARLOS DA SILVA, brasileiro, casado em 11/02/1995, sob o regime de comunhão parcial de bens',
    );
    expect(text).toContain('filho de Joana da Silva');
    expect(text).toMatch(/e sua cônjuge, RITA DE CÁSSIA DA SILVA, brasileira, casada, cozinheira/u);
    expect(text).toContain('O beneficiário declara');
    expect(text).toContain('ao próprio beneficiário');
    expect(text).toContain('Cônjuge');
    expect(text).not.toContain('Matrícula nº');
  });

  it('título with unknown sex keeps the neutral forms; an undecided real right is said, never invented', async () => {
    const text = joined((await render(titlesReport, CPF.neutro)).text);
    expect(text).toContain('ALEX NOGUEIRA, brasileira, solteiro(a)');
    expect(text).toContain('inscrito(a) no CPF');
    expect(text).toContain('O(a) beneficiário(a) declara');
    expect(text).toContain('direito real conferido: não definido');
    expect(text).not.toContain('Descrição do perímetro');
  });

  it('título: a 200-character name, profession and address are written whole', async () => {
    const text = joined((await render(titlesReport, CPF.longo)).text);
    // The holder's name is written in capitals and the profession in lower case, as the título does.
    expect(text).toContain('FIMNOME');
    expect(text).toContain('fimprof');
    expect(text).toContain('Fimrua');
    expect(text).not.toContain('…');
  });

  it('official documents are PDF/A-2b with embedded fonts and no product name in their metadata', async () => {
    const doc = await render(titlesReport, CPF.maria);
    const raw = doc.bytes.toString('latin1');
    expect(raw).toContain('<pdfaid:part>2</pdfaid:part>');
    expect(raw).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(raw).toContain('/OutputIntents');
    expect(raw).toMatch(/\/FontFile2/u);
    expect(raw).not.toContain('REURB Gest');
  });
});
