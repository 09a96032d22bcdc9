import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, projects, projectSettings } from '../db/schema/index.ts';
import { storedFile } from '../files/test-kit.ts';
import { REPORT_KINDS } from '../reports/kinds.ts';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { getField } from '../../domain/fields/entity.ts';
import { createReportWorld, pdfText, solidPng, xlsxRows, type ReportWorld } from '../reports/test-kit.ts';
import { bearer, testApp } from '../test/app.ts';
import { createFixtures, PERSONA_EMAILS, type Fixtures } from '../test/fixtures.ts';

/** Every report kind downloads a real file from the real server, read back as a person would. */
describe('reports of a project', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let f: Fixtures;
  let w: ReportWorld;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await testApp();
    f = await createFixtures(ctx.database.db);
    w = await createReportWorld(ctx.database.db, f.projectA, f.blockA, f.userIds.projectAdmin);
    admin = bearer(await ctx.tokenFor(PERSONA_EMAILS.projectAdmin));
    const file = await storedFile(ctx, f.projectA, {
      bytes: solidPng(40, 40, [31, 78, 140]),
      name: 'brasão.png',
      mime: 'image/png',
    });
    await ctx.database.db.insert(projectSettings).values({
      project_id: f.projectA,
      city_cnpj: '46523015000135',
      city_adress: 'Av. Anchieta, 200 – Centro',
      city_mayor_name: 'Dário Saadi',
      city_mayor_rg: '11.222.333-4',
      city_mayor_cpf: '52998224725',
      city_admin_process: 'PMC.2026.00012345',
      city_logo_id: file.id,
      titulo_header_description: 'ESTADO DE SÃO PAULO\nPREFEITURA MUNICIPAL DE CAMPINAS',
      titulo_description: 'Título outorgado no âmbito da regularização fundiária do núcleo Núcleo Esperança.',
      titulo_additional_info: 'Registre-se no Cartório de Registro de Imóveis.',
    });
  }, 60_000);
  afterAll(() => ctx.close());

  const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });

  async function pdf(url: string) {
    const response = await get(url);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"; filename\*=UTF-8''/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return { ...(await pdfText(response.rawPayload)), headers: response.headers, bytes: response.rawPayload };
  }

  it.each(['socioeconomic-report', 'residents-report', 'cadastro-social-report'])(
    '%s lists the households with their accents',
    async (kind) => {
      const doc = await pdf(`/api/projects/${f.projectA}/${kind}`);
      expect(doc.text).toContain('João Araújo Conceição');
      expect(doc.text).toContain('Inês Ângela Brandão');
      expect(doc.text).not.toContain('Conceição Avelar Ribeiro');
      expect(doc.pages).toBeGreaterThanOrEqual(1);
      expect(doc.pages).toBeLessThan(6);
      expect(doc.pageTexts.at(-1)).toContain(`Página ${doc.pages} de ${doc.pages}`);
      // Every column's heading whole: none cut to "Def…".
      if (kind !== 'cadastro-social-report') expect(doc.text).toMatch(/Defic\.\s/);
    },
  );

  it("cadastro social: the lot's fields under the labels the domain declares (the screens' labels)", async () => {
    const doc = await pdf(`/api/projects/${f.projectA}/cadastro-social-report`);
    for (const name of ['n_selagem', 'n_proposta', 'status', 'data_ocupacao_imovel', 'data_chegada_municipio', 'cep'])
      expect(doc.text).toContain(getField(lotEntity, name)!.label);
    expect(doc.text).not.toContain('Nº selagem');
  });

  it("cadastro social and socio-economic report: declaration, signature and civil status agree with the holder's sex", async () => {
    const before = await pdf(`/api/projects/${f.projectA}/cadastro-social-report?lot_ids=${w.ines}`);
    expect(before.text).toContain('Assinatura do(a) titular');
    expect(before.text).toContain('sujeita o(a) declarante');
    expect(before.text).toMatch(/Estado civil:\s+Solteiro\(a\)/);
    const db = ctx.database.db;
    await db.update(lots).set({ sex: 'Feminino' }).where(eq(lots.id, w.ines));
    try {
      const doc = await pdf(`/api/projects/${f.projectA}/cadastro-social-report?lot_ids=${w.ines}`);
      expect(doc.text).toContain('Assinatura da titular');
      expect(doc.text).toContain('sujeita a declarante');
      expect(doc.text).toMatch(/Estado civil:\s+Solteira\b/);
      // The interviewer is not the holder: that line keeps its neutral form.
      expect(doc.text).toContain('Assinatura do(a) entrevistador(a)');
      const socio = await pdf(`/api/projects/${f.projectA}/socioeconomic-report?lot_ids=${w.ines}`);
      expect(socio.text).toMatch(/Estado civil:\s+Solteira\b/);
      // The summary's categories keep their neutral names.
      expect(socio.text).toContain('Solteiro(a)');
    } finally {
      await db.update(lots).set({ sex: null }).where(eq(lots.id, w.ines));
    }
  });

  it('socio-economic report: totals, distributions and money in reais', async () => {
    const doc = await pdf(`/api/projects/${f.projectA}/socioeconomic-report?complete=false&include_observations=1`);
    expect(doc.text).toMatch(/Famílias/);
    expect(doc.text).toContain('Renda familiar mensal');
    expect(doc.text).toContain('Escolaridade');
    expect(doc.text).toContain('Benefícios sociais');
    expect(doc.text).toContain('Vitória Araújo Conceição');
    expect(doc.text).toContain('Família atendida pelo CRAS');
    // Intl's no-break space between R$ and the amount.
    expect(doc.text).toMatch(/R\$\s1\.500,00/);
    expect(decodeURIComponent(String(doc.headers['content-disposition']))).toContain(
      'Relatório Socioeconômico - Núcleo Esperança.pdf',
    );
  });

  it("socio-economic report: the partner's birth date with the age it gives, as the holder's", async () => {
    const db = ctx.database.db;
    await db
      .update(lots)
      .set({ companion_birth_date: '1972-08-15', companion_escolaridade: 'ENSINO FUNDAMENTAL COMPLETO' })
      .where(eq(lots.id, w.joao));
    try {
      const doc = await pdf(`/api/projects/${f.projectA}/socioeconomic-report?lot_ids=${w.joao}`);
      const flat = doc.text.replace(/\s+/g, ' ');
      expect(flat).toMatch(/Nascimento: 04\/05\/1970 \(\d+ anos\)/);
      expect(flat).toMatch(/Nascimento: 15\/08\/1972 \(\d+ anos\)/);
      // The partner's schooling still whole beside it.
      expect(flat).toContain('Escolaridade: Fundamental completo');
    } finally {
      await db
        .update(lots)
        .set({ companion_birth_date: null, companion_escolaridade: null })
        .where(eq(lots.id, w.joao));
    }
  });

  it('single_resident_only=1 keeps households of one person', async () => {
    const doc = await pdf(`/api/projects/${f.projectA}/socioeconomic-report?single_resident_only=1`);
    expect(doc.text).toContain('Inês Ângela Brandão');
    expect(doc.text).not.toContain('João Araújo Conceição');
  });

  it('user-assignment report: productivity per user from the events', async () => {
    const doc = await pdf(`/api/projects/${f.projectA}/user-assignment-report`);
    expect(doc.text).toContain('Gabriela Gestora');
    expect(doc.text).toContain('Lote 010');
    expect(doc.text).toContain('10/03/2026');
    // No benfeitorias outside MDR projects: neither their figure nor a column of zeros.
    expect(doc.text).not.toContain('Benfeitorias');
    const db = ctx.database.db;
    const [{ project_class: before }] = await db
      .select({ project_class: projects.project_class })
      .from(projects)
      .where(eq(projects.id, f.projectA));
    await db.update(projects).set({ project_class: 'MDR' }).where(eq(projects.id, f.projectA));
    try {
      const mdr = await pdf(`/api/projects/${f.projectA}/user-assignment-report`);
      expect(mdr.text).toContain('Benfeitorias concluídas');
      expect(mdr.text.replace(/\s+/g, ' ')).toContain('Cadastros sociais Benfeitorias Lotes');
    } finally {
      await db.update(projects).set({ project_class: before }).where(eq(projects.id, f.projectA));
    }
  });

  it('memorial descritivo: every selected unit, through the route, named for the project (Dec. 9.310 art. 32, II)', async () => {
    const doc = await pdf(`/api/projects/${f.projectA}/memorial-descritivo?complete=false`);
    expect(String(doc.headers['content-disposition'])).toContain('Memorial Descritivo das Unidades Imobili');
    const text = doc.text.replace(/\s+/g, ' ');
    expect(text).toContain('Memorial Descritivo das Unidades Imobiliárias');
    expect(text).toContain('Lote 010');
    expect(text).toContain('Descrição técnica pendente');
  });

  // Títulos and CRFs are gated by the legal rules (server/emissions has the emission tests); the
  // layout is checked on the minuta, the same document without number and with its watermark.
  it('CRF: núcleo, modality, units and occupants with their qualification', async () => {
    const doc = await pdf(`/api/projects/${f.projectA}/cert-reg-fund?minuta=1`);
    for (const text of [
      'CERTIDÃO DE REGULARIZAÇÃO FUNDIÁRIA',
      'Núcleo Esperança',
      'Reurb-S',
      'João Araújo Conceição',
      'Márcia Gonçalves Conceição',
      '529.982.247-25',
      'Pedreiro',
      'Inês Araújo e Sebastião Conceição',
      'Dário Saadi',
    ]) {
      expect(doc.text).toContain(text);
    }
  });

  it("CRF: the project's modality and the settings' works responsible, as chosen (Lei 13.465/2017 arts. 13, 33)", async () => {
    const db = ctx.database.db;
    await db.update(projects).set({ reurb_modality: 'E' }).where(eq(projects.id, f.projectA));
    await db
      .update(projectSettings)
      .set({ works_responsible: 'Loteadora Vale Verde Ltda., conforme termo de compromisso' })
      .where(eq(projectSettings.project_id, f.projectA));
    try {
      const doc = await pdf(`/api/projects/${f.projectA}/cert-reg-fund?minuta=1`);
      expect(doc.text).toContain('Reurb-E (Regularização Fundiária Urbana de Interesse Específico)');
      expect(doc.text).not.toContain('Reurb-S');
      expect(doc.text).toContain('Loteadora Vale Verde Ltda., conforme termo de compromisso');
    } finally {
      await db.update(projects).set({ reurb_modality: 'S' }).where(eq(projects.id, f.projectA));
      await db
        .update(projectSettings)
        .set({ works_responsible: null })
        .where(eq(projectSettings.project_id, f.projectA));
    }
  });

  it('CRF as XLSX (?format=xlsx): the occupants sheet for the registry office', async () => {
    const response = await get(`/api/projects/${f.projectA}/cert-reg-fund?format=xlsx&minuta=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheets = await xlsxRows(response.rawPayload);
    expect(sheets['Núcleo'].map((r) => r[0])).toContain('III – Modalidade');
    const rows = sheets['Ocupantes'];
    expect(rows[0]).toHaveLength(20);
    // New columns go last: the registry offices' sheets keep their letters.
    expect(rows[0].slice(17)).toEqual(['Direito real conferido', 'Modalidade da Reurb', 'Matrícula de origem']);
    expect(rows[0].slice(5, 10)).toEqual(['Qualidade', 'Nome', 'Estado civil', 'Profissão', 'CPF']);
    expect(rows.slice(1).map((r) => r[6])).toEqual([
      'João Araújo Conceição',
      'Márcia Gonçalves Conceição',
      'Inês Ângela Brandão',
    ]);
    expect(rows[1][15]).toBe('Comunhão parcial de bens');
    expect(rows[1][16]).toBeInstanceOf(Date);
    const emitted = sheets['Núcleo'].find((r) => r[0] === 'Emitida em');
    expect(emitted?.[1]).toBeInstanceOf(Date);
  });

  it('CRF gate: 422 with each lot and its blocking rules; complete=false never brings an incomplete lot in', async () => {
    const response = await get(`/api/projects/${f.projectA}/cert-reg-fund?complete=false`);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.lots.map((l: { lot_id: number }) => l.lot_id)).not.toContain(w.conceicao);
    expect(body.lots.map((l: { lot_id: number }) => l.lot_id)).not.toContain(f.lotA);
    const joao = body.lots.find((l: { lot_id: number }) => l.lot_id === w.joao);
    expect(joao.rules.map((r: { article: string }) => r.article).join(' ')).toMatch(/art\. 41/);
  });

  it('títulos: one per lot with the logo, the qualification, the settings texts and the mayor', async () => {
    const doc = await pdf(`/api/projects/${f.projectA}/titulo-legitimacao?minuta=1`);
    expect(doc.pages).toBeGreaterThanOrEqual(3);
    expect(doc.pageTexts[0]).toContain('TÍTULO DE LEGITIMAÇÃO FUNDIÁRIA');
    expect(doc.pageTexts[0]).toContain('PREFEITURA MUNICIPAL DE CAMPINAS');
    expect(doc.pageTexts[0]).toContain('JOÃO ARAÚJO CONCEIÇÃO');
    expect(doc.pageTexts[0]).toContain('MÁRCIA GONÇALVES CONCEIÇÃO');
    expect(doc.pageTexts[0]).toMatch(/comunhão\s+parcial\s+de\s+bens/);
    expect(doc.pageTexts[0]).toContain('Dário Saadi');
    // Each título starts on a page of its own (its pages numbered on their own).
    expect(doc.pageTexts[0]).not.toContain('INÊS ÂNGELA BRANDÃO');
    const ines = doc.pageTexts.findIndex((text) => text.includes('INÊS ÂNGELA BRANDÃO'));
    expect(ines).toBeGreaterThan(0);
    // The settings' texts come after the clauses, on the first título's pages.
    expect(doc.pageTexts.slice(0, ines).join(' ')).toContain('Registre-se no Cartório');
    expect(doc.pageTexts[ines]).toContain('Página 1 de');
    expect(doc.bytes.includes('/Subtype /Image')).toBe(true);
  });

  it('custom report: the chosen attributes in the spec order, one row per lot', async () => {
    const response = await get(
      `/api/projects/${f.projectA}/custom-report?attributes=income,block_name,cpf,name,owner_name,marriage_date`,
    );
    expect(response.statusCode).toBe(200);
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(
      'Relatório Personalizado - Núcleo Esperança.xlsx',
    );
    const [rows] = Object.values(await xlsxRows(response.rawPayload));
    expect(rows[0].slice(1)).toEqual([
      'Nome do(a) proprietário(a)',
      'CPF',
      'Renda mensal',
      'Data do casamento',
      'Quadra',
    ]);
    expect(rows).toHaveLength(3);
    // Dates and numbers are typed cells (issue 15, part 7), not their display text.
    expect(rows[1]).toEqual([
      'Lote 010',
      'João Araújo Conceição',
      '529.982.247-25',
      1500,
      new Date('1995-02-11T00:00:00.000Z'),
      'Quadra 01',
    ]);
    expect([rows[2][0], rows[2][1], rows[2][3], rows[2][4] ?? null]).toEqual([
      'Lote 011',
      'Inês Ângela Brandão',
      900,
      null,
    ]);
  });

  it("custom report: a married spouse's profession has a column of its own, after the spec's attributes", async () => {
    const db = ctx.database.db;
    await db.update(lots).set({ spouse_occupation: 'Costureira' }).where(eq(lots.id, w.joao));
    try {
      const response = await get(
        `/api/projects/${f.projectA}/custom-report?attributes=spouse_occupation,companion_occupation,owner_name`,
      );
      expect(response.statusCode).toBe(200);
      const [rows] = Object.values(await xlsxRows(response.rawPayload));
      expect(rows[0]).toEqual([
        'Nome do(a) proprietário(a)',
        'Profissão do(a) companheiro(a)',
        'Profissão do(a) cônjuge',
      ]);
      const joao = rows.find((row) => row[0] === 'João Araújo Conceição')!;
      expect([joao[1] ?? null, joao[2]]).toEqual([null, 'Costureira']);
    } finally {
      await db.update(lots).set({ spouse_occupation: null }).where(eq(lots.id, w.joao));
    }
  });

  it('custom report: no attribute or an unknown one is a 400 in Portuguese', async () => {
    expect((await get(`/api/projects/${f.projectA}/custom-report`)).json().errors.attributes).toBe(
      'Selecione pelo menos uma opção',
    );
    expect((await get(`/api/projects/${f.projectA}/custom-report?attributes=senha`)).json().errors.attributes).toBe(
      'Atributo desconhecido: senha',
    );
  });

  it('preview: the first rows (lot, block, owner) and the total', async () => {
    const response = await get(`/api/projects/${f.projectA}/preview?complete=false&name=con`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 2,
      data: [
        { id: w.joao, name: 'Lote 010', block_name: 'Quadra 01', owner_name: 'João Araújo Conceição' },
        { id: w.conceicao, name: 'Lote 012', block_name: 'Quadra 01', owner_name: 'Conceição Avelar Ribeiro' },
      ],
    });
  });

  it('refuses a bad filter with the field named, and a bad id', async () => {
    const bad = await get(`/api/projects/${f.projectA}/residents-report?completed_at_from=32/01/2026&project_phase=9`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ completed_at_from: 'Data inválida', project_phase: 'Opção inválida' });
    expect((await get(`/api/projects/abc/residents-report`)).statusCode).toBe(400);
    expect((await get(`/api/projects/${f.projectA}/cert-reg-fund?format=doc`)).json().errors.format).toBe(
      'Formato inválido: use pdf, xlsx ou excel',
    );
  });

  it.each(REPORT_KINDS)('%s: outsider 404, member 403, anonymous 401', async (kind) => {
    const url = `/api/projects/${f.projectA}/${kind}`;
    expect((await get(url, bearer(await ctx.tokenFor(PERSONA_EMAILS.outsider)))).statusCode).toBe(404);
    expect((await get(url, bearer(await ctx.tokenFor(PERSONA_EMAILS.member)))).statusCode).toBe(403);
    expect((await get(url, {})).statusCode).toBe(401);
  });
});
