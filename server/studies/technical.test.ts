import { describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { projectSettings, technicalReportSections, technicalReports } from '../db/schema/index.ts';
import { MISSING_ART, WAIVER } from '../reports/pdf/professional-signature.ts';
import { pdfText } from '../reports/test-kit.ts';
import { proxyDb, runProxied } from '../render/db-bridge.ts';
import { technicalAnswer } from '../../domain/api/studies.ts';
import { BROWSER_ACCEPT_ENCODING, CODECS } from '../http/compression.ts';
import { useStudiesApp } from './studies-app.ts';
import { QUESTIONS } from './technical/questions.ts';
import { SECTION_KEYS } from './technical/sections.ts';
import { readTechnical, saveParagraphs } from './technical/service.ts';

/** The Relatório Técnico routes on the real app (both engines). */
const { app, f, call, auth } = useStudiesApp();

describe('Relatório Técnico', () => {
  it('answers the questions with the values calculated from the project', async () => {
    const res = await call('GET', '/relatorio-tecnico/form');
    expect(res.statusCode).toBe(200);
    const form = res.json() as { prop: string; type: string; label: string; example?: string; value?: string }[];
    expect(form).toHaveLength(QUESTIONS.length);
    expect(form.filter((q) => q.type !== 'calculated').length).toBeGreaterThanOrEqual(25);
    expect(form.every((q) => q.label && q.example)).toBe(true);
    const value = (prop: string) => form.find((q) => q.prop === prop)?.value;
    expect(value('total_lotes')).toBe('3');
    expect(value('total_quadras')).toBe('2');
    expect(value('total_ruas')).toBe('2');
    expect(value('ruas')).toBe('Avenida Brasil, Rua das Flores');
    expect(value('area_total_lotes')).toBe('400,00');
    expect(value('area_media_lotes')).toBe('200,00');
    expect(value('lotes_por_uso')).toContain('Residencial: 1');
    expect(value('lotes_por_uso')).toContain('Misto: 1');
  });

  it('keeps each question’s label short enough to read whole in a phone’s field, what it asks beyond it under the field', () => {
    // 390 px: about 40 characters of a field's label (2026-12-07, the sweep's CUT_LABELS in Chromium).
    expect(QUESTIONS.filter((q) => q.type === 'text' && q.label.length > 40).map((q) => q.label)).toEqual([]);
    expect(QUESTIONS.find((q) => q.prop === 'area_nucleo')).toMatchObject({
      label: 'Área total do núcleo (m²)',
      help: 'Conforme o levantamento topográfico',
    });
  });

  it('generates the 20 sections from the answers, citing the law, with placeholders for what is missing', async () => {
    const res = await call('GET', '/relatorio-tecnico');
    expect(res.statusCode).toBe(200);
    const state = res.json();
    expect(state.customized).toBe(false);
    expect(Object.keys(state.paragraphs)).toEqual(SECTION_KEYS);
    expect(state.paragraphs.introducao).toMatch(/Lei nº\s13\.465/);
    expect(state.paragraphs.sistema_abastecimento_agua).toContain('[informar: Abastecimento de água]');

    const saved = await call('PATCH', '/relatorio-tecnico/answers', {
      answers: {
        instrumento: 'Legitimação fundiária',
        agua: 'Rede pública em todo o núcleo',
        equipamentos: [{ key: 'EMEF Paulo Freire', value: '400 m' }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const next = saved.json();
    expect(next.answers.instrumento).toBe('Legitimação fundiária');
    // The project's modality (a new project is Reurb-S), as the CRF prints it.
    expect(next.paragraphs.modalidade_regularizacao_fundiaria).toContain(
      '<strong>Reurb-S (Regularização Fundiária Urbana de Interesse Social)</strong>',
    );
    expect(next.paragraphs.modalidade_regularizacao_fundiaria).toMatch(/art\.\s13, I/);
    // The five minimum wages are art. 6º's parágrafo único (Decreto 9.310/2018), not its caput.
    expect(next.paragraphs.modalidade_regularizacao_fundiaria).toMatch(/art\.\s6º, parágrafo único/);
    // Art. 16 § 1º I–II: concessionário or foreiro too, and only legitimação of an urban unit with the same purpose.
    expect(next.paragraphs.diagnostico_juridico).toMatch(/concessionário,\sforeiro\sou\sproprietário/);
    expect(next.paragraphs.diagnostico_juridico).toMatch(/imóvel\surbano\scom\sa\smesma\sfinalidade/);
    // Art. 31 I–V name no "áreas verdes".
    expect(next.paragraphs.relatorio_urbanistico).not.toMatch(/áreas verdes/);
    expect(next.paragraphs.sistema_abastecimento_agua).toContain('Rede pública em todo o núcleo');
    expect(next.paragraphs.equipamentos_uso_publico).toContain('<li><p>EMEF Paulo Freire: 400 m</p></li>');
  });

  it('refuses unknown questions, calculated fields and answers of the wrong kind', async () => {
    const cases = [
      [{ answers: { nao_existe: 'x' } }, 'answers.nao_existe'],
      [{ answers: { total_lotes: '9' } }, 'answers.total_lotes'],
      [{ answers: { equipamentos: 'Escola' } }, 'answers.equipamentos'],
      [{ answers: { instrumento: [{ key: 'a', value: 'b' }] } }, 'answers.instrumento'],
      [{ answers: { instrumento: 3 } }, 'answers.instrumento'],
      // The modality and the professional are the project's (Editar Projeto, Configuração de Relatórios).
      [{ answers: { modalidade: 'Reurb-E' } }, 'answers.modalidade'],
      [{ answers: { responsavel_tecnico: 'Outro' } }, 'answers.responsavel_tecnico'],
      [{ answers: 'Reurb-S' }, 'answers'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await call('PATCH', '/relatorio-tecnico/answers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  it('customises sections (sanitised), keeps the others as generated, and goes back with customized: false', async () => {
    const res = await call('PATCH', '/relatorio-tecnico', {
      paragraphs: { introducao: '<p>Introdução <em>própria</em><script>x</script><img src=x onerror=alert(1)></p>' },
    });
    expect(res.statusCode).toBe(200);
    const state = res.json();
    expect(state.customized).toBe(true);
    expect(state.paragraphs.introducao).toBe('<p>Introdução <em>própria</em></p>');
    expect(state.paragraphs.modalidade_regularizacao_fundiaria).not.toContain('Usucapião');
    // Customised text no longer follows the answers…
    await call('PATCH', '/relatorio-tecnico/answers', { answers: { instrumento: 'Usucapião' } });
    const custom = (await call('GET', '/relatorio-tecnico')).json();
    expect(custom.paragraphs.modalidade_regularizacao_fundiaria).not.toContain('Usucapião');
    // …until the report goes back to the generated text.
    const back = await call('PATCH', '/relatorio-tecnico', { customized: false });
    expect(back.json().customized).toBe(false);
    expect(back.json().paragraphs.modalidade_regularizacao_fundiaria).toContain('Usucapião');
    expect(back.json().paragraphs.introducao).toMatch(/Lei nº\s13\.465/);
  });

  it('keeps the text one row per section: a save writes the sections sent, a read takes one section per statement, a section an older save lacks is generated', async () => {
    const { db } = app().database;
    const project = eq(technicalReportSections.project_id, f().projectA);
    // A report customised before most sections existed: only its introduction has text.
    await db.update(technicalReports).set({ customized: true }).where(eq(technicalReports.project_id, f().projectA));
    await db.delete(technicalReportSections).where(and(project, ne(technicalReportSections.key, 'introducao')));
    await db.update(technicalReportSections).set({ html: '<p>Só a introdução.</p>' }).where(project);
    const state = (await call('GET', '/relatorio-tecnico')).json();
    expect(state.customized).toBe(true);
    expect(state.paragraphs.introducao).toBe('<p>Só a introdução.</p>');
    expect(state.paragraphs.apresentacao).toMatch(/\S/);
    expect(Object.keys(state.paragraphs).sort()).toEqual([...SECTION_KEYS].sort());

    // Issue #19 goal 5: each section is written and read in a statement of its own, never the
    // whole text (8 MB at the size cap), so the embedded database serves others in between.
    const statements: { sql: string; params: unknown[] }[] = [];
    const remote = proxyDb((query) => (statements.push(query), runProxied(db, query)));
    const writes = () => statements.filter((q) => q.sql.startsWith('insert into "technical_report_sections"'));
    const user = f().userIds.projectAdmin;
    // The first save since the older one writes the section sent and, as generated, those it lacked.
    await saveParagraphs({ db: remote, config: app().config }, f().projectA, user, {
      conclusoes_finais: '<p>Fim.</p>',
    });
    expect(writes()).toHaveLength(SECTION_KEYS.length - 1);
    expect(writes().flatMap((q) => q.params)).not.toContain('introducao');
    // Then a save writes the section sent and nothing else, its text sent once (the update takes
    // the inserted row's: server/db/excluded.ts).
    statements.length = 0;
    await saveParagraphs({ db: remote, config: app().config }, f().projectA, user, {
      apresentacao: '<p>Outra apresentação.</p>',
    });
    expect(writes().map((q) => q.params)).toEqual([[f().projectA, 'apresentacao', '<p>Outra apresentação.</p>']]);
    const read = await readTechnical(remote, f().projectA);
    const reads = statements.filter((q) => q.sql.startsWith('select "html" from "technical_report_sections"'));
    expect(reads.map((q) => q.params[1])).toEqual(SECTION_KEYS);
    expect(read.paragraphs).toMatchObject({
      introducao: '<p>Só a introdução.</p>',
      apresentacao: '<p>Outra apresentação.</p>',
      conclusoes_finais: '<p>Fim.</p>',
    });
    // The sections written as generated are the report's own text now: they no longer follow the answers.
    const modalidade = read.paragraphs.modalidade_regularizacao_fundiaria;
    await call('PATCH', '/relatorio-tecnico/answers', { answers: { instrumento: 'Doação' } });
    expect((await readTechnical(db, f().projectA)).paragraphs.modalidade_regularizacao_fundiaria).toBe(modalidade);
  });

  it('answers the report as its schema’s serialiser writes it, byte for byte, each section written as it is read', async () => {
    const { db } = app().database;
    // The schema's own serialiser (fastify-type-provider-zod's): the zod answer, stringified.
    const expected = async () => JSON.stringify(technicalAnswer.parse(await readTechnical(db, f().projectA)));
    const check = async (res: Awaited<ReturnType<typeof call>>) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(await expected());
    };
    // Customised, one section with no row (generated), text with quotes, backslashes, accents and a line break.
    await check(
      await call('PATCH', '/relatorio-tecnico', {
        paragraphs: { gabarito: '<p>Gabarito "máximo" de 2 pavimentos \\ térreo + 1.</p>' },
      }),
    );
    await db
      .delete(technicalReportSections)
      .where(
        and(eq(technicalReportSections.project_id, f().projectA), eq(technicalReportSections.key, 'acessibilidade')),
      );
    await check(await call('GET', '/relatorio-tecnico'));
    expect(JSON.parse((await call('GET', '/relatorio-tecnico')).body).paragraphs.gabarito).toBe(
      '<p>Gabarito "máximo" de 2 pavimentos \\ térreo + 1.</p>',
    );
    await check(
      await call('PATCH', '/relatorio-tecnico/answers', {
        answers: { instrumento: 'Doação', equipamentos: [{ key: 'UBS', value: '650 m' }] },
      }),
    );
    // Generated from the answers.
    await check(await call('PATCH', '/relatorio-tecnico', { customized: false }));
    await check(await call('GET', '/relatorio-tecnico'));
    // Compressed as every answer is, for a browser that asks.
    const zstd = await app().app.inject({
      method: 'GET',
      url: `/api/projects/${f().projectA}/relatorio-tecnico`,
      headers: { ...auth.projectAdmin, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    });
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(CODECS.zstd.decode(zstd.rawPayload).toString()).toBe(await expected());
  });

  it('answers a save of sections without them when asked (Prefer: return=minimal), the whole report otherwise', async () => {
    const { db } = app().database;
    const minimal = { ...auth.projectAdmin, prefer: 'return=minimal' };
    const serialised = (state: unknown) => JSON.stringify(technicalAnswer.parse(state));
    const answers = { instrumento: 'Doação' };
    await call('PATCH', '/relatorio-tecnico/answers', { answers });
    await call('PATCH', '/relatorio-tecnico', { customized: false });
    const generated = (await readTechnical(db, f().projectA)).paragraphs;
    // The first customisation: the flag and the answers, no section; the report keeps the one
    // sent, sanitised, and the others as generated.
    const first = await call(
      'PATCH',
      '/relatorio-tecnico',
      { paragraphs: { introducao: '<p>Minha introdução<script>x</script></p>' } },
      minimal,
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers['preference-applied']).toBe('return=minimal');
    expect(first.body).toBe(serialised({ customized: true, answers, paragraphs: {} }));
    const report = await readTechnical(db, f().projectA);
    expect(report.paragraphs).toEqual({ ...generated, introducao: '<p>Minha introdução</p>' });
    // Later saves too, whatever else the header asks.
    const later = await call(
      'PATCH',
      '/relatorio-tecnico',
      { paragraphs: { conclusoes_finais: '<p>Fim <b>próprio</b><img src=x onerror=alert(1)></p>' } },
      { ...auth.projectAdmin, prefer: 'respond-async, return = "minimal"; x=1' },
    );
    expect(later.headers['preference-applied']).toBe('return=minimal');
    expect(later.body).toBe(serialised({ customized: true, answers, paragraphs: {} }));
    expect((await readTechnical(db, f().projectA)).paragraphs.conclusoes_finais).toBe('<p>Fim <b>próprio</b></p>');
    // Not asked: the whole report, as before.
    const whole = await call('PATCH', '/relatorio-tecnico', { paragraphs: { gabarito: '<p>G2</p>' } });
    expect(whole.headers['preference-applied']).toBeUndefined();
    expect(whole.body).toBe(serialised(await readTechnical(db, f().projectA)));
    expect(Object.keys(whole.json().paragraphs)).toEqual(SECTION_KEYS);
    // Going back to the generated text answers the whole report, asked or not: every section changed.
    const back = await call('PATCH', '/relatorio-tecnico', { customized: false }, minimal);
    expect(back.headers['preference-applied']).toBeUndefined();
    expect(back.body).toBe(serialised(await readTechnical(db, f().projectA)));
    expect(back.json().customized).toBe(false);
  });

  it('refuses bad paragraph bodies', async () => {
    for (const body of [
      {},
      { paragraphs: { capitulo_99: '<p>x</p>' } },
      { paragraphs: { introducao: 5 } },
      { customized: true },
      { paragraphs: {}, customized: false },
    ]) {
      expect((await call('PATCH', '/relatorio-tecnico', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers the PDF with the 20 numbered sections and the text with accents', async () => {
    await call('PATCH', '/relatorio-tecnico', {
      paragraphs: { conclusoes_finais: '<p>Conclusão: aprovação recomendada à Comissão.</p>' },
    });
    const res = await call('GET', '/relatorio-tecnico/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text, pages } = await pdfText(res.rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    expect(pages).toBeGreaterThan(1);
    for (const title of [
      '1. Introdução',
      '2. Apresentação',
      '4. Modalidade de regularização fundiária',
      '13. Sistema viário',
      '19. Rede de energia e iluminação pública',
      '20. Conclusões finais',
    ]) {
      expect(flat).toContain(title);
    }
    expect(flat).toContain('Conclusão: aprovação recomendada à Comissão.');
    expect(flat).toContain(`Página ${pages} de ${pages}`);
  });

  it('ends with the responsible professional’s signature block: name, profession, CREA/CAU and ART (Dec. 9.310 art. 30 I), or the waiver for a public servant (art. 21 §3)', async () => {
    const { db } = app().database;
    const professional = {
      professional_name: 'Célia Moraes Araújo',
      professional_title: 'Engenheira civil',
      professional_registration: 'CREA-SP 5061234567',
      professional_art_rrt: '28027230201234567',
      professional_public_servant: false,
    };
    await db
      .insert(projectSettings)
      .values({ project_id: f().projectA, ...professional })
      .onConflictDoUpdate({ target: projectSettings.project_id, set: professional });
    const signed = async (url: string) => {
      const { pageTexts } = await pdfText((await call('GET', url)).rawPayload);
      // pdf.js reads a kerned "P," as two items ("SP ,"): the page's words, joined as printed.
      return pageTexts[pageTexts.length - 1].replace(/\s+/g, ' ').replace(/ ([,.])/g, '$1');
    };
    const last = await signed('/relatorio-tecnico/pdf');
    const order = [
      'Conclusão: aprovação',
      'Campinas/SP,',
      'Célia Moraes Araújo',
      'Engenheira civil',
      'CREA-SP 5061234567',
      'ART nº 28027230201234567',
    ];
    const at = order.map((part) => last.indexOf(part));
    expect(
      at.every((i) => i >= 0),
      last,
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(last).not.toContain(WAIVER);
    expect(last).not.toContain(MISSING_ART);

    // An architect registered in the CAU signs with an RRT.
    await db
      .update(projectSettings)
      .set({ professional_registration: 'CAU A123456-7', professional_art_rrt: 'SI1234567' })
      .where(eq(projectSettings.project_id, f().projectA));
    expect(await signed('/relatorio-preliminar/pdf')).toContain('RRT nº SI1234567');

    // A public servant: the waiver and its article instead of a number (even one left typed).
    await db
      .update(projectSettings)
      .set({ professional_public_servant: true })
      .where(eq(projectSettings.project_id, f().projectA));
    for (const url of ['/relatorio-tecnico/pdf', '/relatorio-preliminar/pdf']) {
      const page = await signed(url);
      expect(page).toContain(WAIVER);
      expect(page).not.toContain('SI1234567');
      expect(page).toContain('Célia Moraes Araújo');
    }
  });

  it('is for project admins: a member gets 403, another project’s admin 404', async () => {
    expect((await call('GET', '/relatorio-tecnico/form', undefined, auth.member)).statusCode).toBe(403);
    expect((await call('PATCH', '/relatorio-tecnico/answers', { answers: {} }, auth.member)).statusCode).toBe(403);
    expect((await call('GET', '/relatorio-tecnico', undefined, auth.outsider)).statusCode).toBe(404);
    expect((await call('GET', '/relatorio-tecnico/pdf', undefined, auth.outsider)).statusCode).toBe(404);
  });
});
