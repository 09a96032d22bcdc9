import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { lots, procedureEvents, projectSettings, projects, technicalReports } from '../db/schema/index.ts';
import { REURB_E, REURB_MISTA, REURB_S } from '../../domain/enums/project.ts';
import { useStudiesApp } from './studies-app.ts';

/**
 * The Relatório Técnico says what the project already holds, never a second answer that could
 * disagree: the modality the CRF prints, the professional the signature names, the requerimento
 * the procedure records, the works Configuração de Relatórios states (the real app, both engines).
 */
const { app, f, call } = useStudiesApp();

/** One generated section as the report writes it, its no-break spaces ("nº 9.310") as plain ones. */
const section = async (key: string) =>
  ((await call('GET', '/relatorio-tecnico')).json().paragraphs[key] as string).replace(/\u00a0/g, ' ');

/** Project A's Configuração de Relatórios, written straight to its row. */
const settings = (set: Partial<typeof projectSettings.$inferInsert>) =>
  app()
    .database.db.insert(projectSettings)
    .values({ project_id: f().projectA, ...set })
    .onConflictDoUpdate({ target: projectSettings.project_id, set });

describe('Relatório Técnico: the project’s own data', () => {
  it('takes the modality and the professional from the project, as the CRF and the signature do: no second answer to disagree', async () => {
    const { db } = app().database;
    const read = async () => {
      const form = (await call('GET', '/relatorio-tecnico/form')).json() as {
        prop: string;
        type: string;
        value?: string;
        source?: string;
      }[];
      const generated = (await call('GET', '/relatorio-tecnico')).json().paragraphs as Record<string, string>;
      // The sections keep "nº", "art." and "§" with what follows by a no-break space.
      const paragraphs = Object.fromEntries(Object.entries(generated).map(([k, v]) => [k, v.replace(/\u00a0/g, ' ')]));
      return { question: (prop: string) => form.find((q) => q.prop === prop), paragraphs };
    };
    // Nothing in the settings yet: the placeholder says where the professional is filled in.
    let { question, paragraphs } = await read();
    expect(question('responsavel_tecnico')).toMatchObject({
      type: 'calculated',
      value: '',
      source: 'Configuração de Relatórios',
    });
    expect(question('modalidade')).toMatchObject({ type: 'calculated', source: 'Configuração de Relatórios' });
    expect(paragraphs.apresentacao).toContain('[informar em Configuração de Relatórios: Responsável técnico]');
    // Answers stored while the two were questions no longer speak for them.
    await db
      .insert(technicalReports)
      .values({ project_id: f().projectA, answers: { modalidade: 'Reurb-E', responsavel_tecnico: 'Outra Pessoa' } })
      .onConflictDoUpdate({
        target: technicalReports.project_id,
        set: { answers: { modalidade: 'Reurb-E', responsavel_tecnico: 'Outra Pessoa' } },
      });
    const professional = {
      professional_name: 'Célia Moraes Araújo',
      professional_title: 'Engenheira civil',
      professional_registration: '5061234567',
    };
    await db
      .insert(projectSettings)
      .values({ project_id: f().projectA, ...professional })
      .onConflictDoUpdate({ target: projectSettings.project_id, set: professional });
    ({ question, paragraphs } = await read());
    const line = 'Célia Moraes Araújo, Engenheira civil, CREA/CAU nº 5061234567';
    expect(question('responsavel_tecnico')?.value).toBe(line);
    expect(paragraphs.apresentacao).toContain(`O responsável técnico pelo projeto é ${line}.`);
    expect(paragraphs.apresentacao).not.toContain('Outra Pessoa');
    const modality = paragraphs.modalidade_regularizacao_fundiaria;
    expect(modality).toContain('<strong>Reurb-S (Regularização Fundiária Urbana de Interesse Social)</strong>');
    expect(modality).toMatch(/art\. 13, I\b/);
    expect(modality).not.toMatch(/Reurb-E|art\.\s13, II/);
    // Reurb-E: its own paragraph (Lei 13.465/2017 art. 13, II; the infrastructure at the beneficiaries' cost, art. 33).
    await db.update(projects).set({ reurb_modality: REURB_E }).where(eq(projects.id, f().projectA));
    ({ question, paragraphs } = await read());
    expect(question('modalidade')?.value).toBe('Reurb-E (Regularização Fundiária Urbana de Interesse Específico)');
    expect(paragraphs.modalidade_regularizacao_fundiaria).toMatch(/art\.\s13, II/);
    expect(paragraphs.modalidade_regularizacao_fundiaria).not.toMatch(/art\.\s13, I\b/);
    expect(paragraphs.conclusoes_finais).toContain(
      'na modalidade Reurb-E (Regularização Fundiária Urbana de Interesse Específico),',
    );
    // Mista: both, the lots classified one by one (Decreto 9.310/2018 art. 5º, §§ 4º e 7º).
    await db.update(projects).set({ reurb_modality: REURB_MISTA }).where(eq(projects.id, f().projectA));
    const mista = (await read()).paragraphs.modalidade_regularizacao_fundiaria;
    expect(mista).toMatch(/art\.\s13, I\b/);
    expect(mista).toMatch(/art\.\s13, II/);
    expect(mista).toMatch(/art\.\s5º, §\s4º\), com a classificação feita por unidade imobiliária \(art\.\s5º, §\s7º\)/);
    await db.update(projects).set({ reurb_modality: REURB_S }).where(eq(projects.id, f().projectA));
  });

  it('says under the núcleo’s name that, left empty, it is the project’s, the one the CRF prints (art. 38, I)', async () => {
    const form = (await call('GET', '/relatorio-tecnico/form')).json() as { prop: string; help?: string }[];
    expect(form.find((q) => q.prop === 'nucleo_nome')?.help).toBe(
      'Vazio: o nome do projeto, o mesmo que a CRF imprime',
    );
    const introducao = (await call('GET', '/relatorio-tecnico')).json().paragraphs.introducao as string;
    // The fixtures' project A is "Núcleo Esperança".
    expect(introducao).toContain('núcleo urbano informal <strong>Núcleo Esperança</strong>');
  });

  it('names who requested the Reurb as the procedure’s requerimento records it (Lei 13.465/2017 art. 14; Decreto 9.310/2018 art. 25)', async () => {
    const { db } = app().database;
    const apresentacao = () => section('apresentacao');
    expect(await apresentacao()).toContain(
      'A Reurb foi requerida por <mark data-color="#ffff00" style="background-color: #ffff00">[informar em Procedimento da Reurb (Requerimento): Quem requereu a Reurb]</mark>.',
    );
    const requerimento = {
      project_id: f().projectA,
      stage: 'requerimento',
      date: '2026-03-02',
      move: 'first',
      requester: 'Associação de Moradores do Jardim Esperança',
      legitimado: 'beneficiarios',
    };
    await db.insert(procedureEvents).values(requerimento);
    const form = (await call('GET', '/relatorio-tecnico/form')).json() as { prop: string; value?: string }[];
    const expected =
      'Associação de Moradores do Jardim Esperança, na qualidade de legitimado do art. 14, II, da Lei nº 13.465/2017 (Beneficiários, individual ou coletivamente, ou suas associações)';
    expect(form.find((q) => q.prop === 'requerente')?.value).toBe(expected);
    expect(await apresentacao()).toContain(`A Reurb foi requerida por ${expected}.`);
    // The latest requerimento, when it was recorded again.
    await db.insert(procedureEvents).values({
      ...requerimento,
      move: 'same',
      reason: 'Requerimento refeito pelo Município',
      requester: 'Município de Campinas',
      legitimado: 'poder_publico',
    });
    expect(await apresentacao()).toContain(
      'A Reurb foi requerida por Município de Campinas, na qualidade de legitimado do art. 14, I, da Lei nº 13.465/2017 (União, Estados, Distrito Federal ou Municípios).',
    );
    await db.delete(procedureEvents).where(eq(procedureEvents.project_id, f().projectA));
  });

  it('says of the works what the CRF will say: the settings’ declaration of complete infrastructure, or their cronograma', async () => {
    const infra = () => section('infraestrutura_existente');
    await settings({ infrastructure_complete: false, works_schedule: 'Pavimentação da Rua B em 12 meses' });
    expect(await infra()).toContain(
      '(Decreto nº 9.310/2018, art. 30, IX) é o seguinte: Pavimentação da Rua B em 12 meses.',
    );
    // The termo's signature, as the settings state it for the CRF (Decreto 9.310/2018, art. 21, § 1º).
    await settings({ works_responsible: 'SANASA', commitment_signed_on: '2026-03-05' });
    expect(await infra()).toContain('que assinaram o termo de compromisso em 05/03/2026');
    await settings({ infrastructure_complete: true });
    expect(await infra()).toContain('já possui a infraestrutura essencial implantada');
    await settings({
      infrastructure_complete: false,
      works_schedule: null,
      works_responsible: null,
      commitment_signed_on: null,
    });
  });

  it('says which instrument each lot records, the one its título and the CRF print, beside the proposal (art. 8º, parágrafo único)', async () => {
    const { db } = app().database;
    const [first] = await db
      .select({ id: lots.id })
      .from(lots)
      .where(and(eq(lots.project_id, f().projectA), eq(lots.name, 'Lote 002')));
    await db.update(lots).set({ real_right: 'DOACAO' }).where(eq(lots.id, first!.id));
    const form = (await call('GET', '/relatorio-tecnico/form')).json() as { prop: string; value?: string }[];
    // Three lots: one by doação, two not decided yet.
    expect(form.find((q) => q.prop === 'instrumentos_lotes')).toMatchObject({
      type: 'calculated',
      value: 'A definir: 2; Doação: 1',
    });
    expect(await section('modalidade_regularizacao_fundiaria')).toContain(
      'Nos lotes cadastrados, o instrumento registrado é o seguinte: A definir: 2; Doação: 1; cada unidade imobiliária recebe o seu, podendo a Reurb empregar mais de um (Decreto nº 9.310/2018, art. 8º, parágrafo único).',
    );
    // The value is the lots', never an answer: the server refuses one.
    const refused = await call('PATCH', '/relatorio-tecnico/answers', { answers: { instrumentos_lotes: 'Doação: 3' } });
    expect(refused.statusCode).toBe(400);
    await db.update(lots).set({ real_right: null }).where(eq(lots.id, first!.id));
  });

  it('in a Reurb-S, counts the families within the settings’ income limit and flags a núcleo not predominantly low-income (Decreto 9.310/2018 arts. 5º, I, and 6º)', async () => {
    const { db } = app().database;
    const projectA = f().projectA;
    const modality = () => section('modalidade_regularizacao_fundiaria');
    const value = async () =>
      ((await call('GET', '/relatorio-tecnico/form')).json() as { prop: string; value?: string }[])
        .find((q) => q.prop === 'familias_baixa_renda')
        ?.value?.replace(/\u00a0/g, ' ');
    const income = (name: string, value: number | null) =>
      db
        .update(lots)
        .set({ income: value })
        .where(and(eq(lots.project_id, projectA), eq(lots.owner_name, name)));
    await db.update(projects).set({ reurb_modality: REURB_S }).where(eq(projects.id, projectA));
    await settings({ income_cap_minimum_wages: null, minimum_wage_value: null });
    expect(await value()).toBe('');
    expect(await modality()).toContain(
      'Pelo teto de renda fixado pelo Município (Decreto nº 9.310/2018, art. 6º), <mark data-color="#ffff00" style="background-color: #ffff00">[informar em Configuração de Relatórios: Famílias dentro do teto da Reurb-S]</mark>.',
    );
    // Two families (José, Conceição), neither income filled in; 3 × R$ 1.518,00 = R$ 4.554,00.
    await settings({ income_cap_minimum_wages: 3, minimum_wage_value: 1518 });
    expect(await value()).toBe(
      'nenhuma das 2 famílias cadastradas tem renda informada para comparar com o teto de R$ 4.554,00 (3 salários mínimos de R$ 1.518,00)',
    );
    expect(await modality()).not.toContain('conferir');
    await income('José da Silva', 1000);
    await income('Conceição Araújo', 9000);
    expect(await value()).toBe(
      '1 de 2 famílias com renda informada (50,0%) têm renda familiar de até R$ 4.554,00 (3 salários mínimos de R$ 1.518,00)',
    );
    expect(await modality()).toContain(
      '[conferir: só 1 de 2 famílias com renda informada estão dentro do teto, não a maioria, e a Reurb-S é para o núcleo ocupado predominantemente por população de baixa renda (Decreto nº 9.310/2018, art. 5º, I)',
    );
    // In a mista project the units are classified one by one (art. 5º, § 7º): the share is stated, not flagged.
    await db.update(projects).set({ reurb_modality: REURB_MISTA }).where(eq(projects.id, projectA));
    expect(await modality()).toContain('1 de 2 famílias com renda informada (50,0%)');
    expect(await modality()).not.toContain('conferir');
    await db.update(projects).set({ reurb_modality: REURB_S }).where(eq(projects.id, projectA));
    await income('Conceição Araújo', 2000);
    await income('José da Silva', null);
    expect(await value()).toBe(
      '1 de 1 família com renda informada (100,0%) tem renda familiar de até R$ 4.554,00 (3 salários mínimos de R$ 1.518,00); 1 família sem renda informada',
    );
    expect(await modality()).not.toContain('conferir');
    await income('Conceição Araújo', null);
    await settings({ income_cap_minimum_wages: null, minimum_wage_value: null });
  });

  it('proposing legitimação fundiária, states the núcleo’s proven date from the settings, and flags one after 22/12/2016 (Decreto 9.310/2018 art. 1º, § 2º)', async () => {
    const diagnosis = () => section('diagnostico_juridico');
    await call('PATCH', '/relatorio-tecnico/answers', { answers: { instrumento: 'Legitimação fundiária' } });
    await settings({ nucleo_existence_date: null, nucleo_existence_evidence: null });
    expect(await diagnosis()).toContain(
      'A existência do núcleo está comprovada desde <mark data-color="#ffff00" style="background-color: #ffff00">[informar em Configuração de Relatórios: Data comprovada de existência do núcleo]</mark>.',
    );
    await settings({
      nucleo_existence_date: '2009-05-10',
      nucleo_existence_evidence: 'Ortofoto de 2009 e IPTU de 2010.',
    });
    expect(await diagnosis()).toContain(
      'A existência do núcleo está comprovada desde 10/05/2009 (Ortofoto de 2009 e IPTU de 2010), o que atende ao marco de 22 de dezembro de 2016 (Decreto nº 9.310/2018, art. 1º, § 2º, e art. 16).',
    );
    // Consolidated (art. 16; art. 3º, III): flagged until the Município's finding is recorded, then stated.
    expect(await diagnosis()).toContain(
      '[conferir: a Configuração de Relatórios não registra que o Município avaliou o núcleo como consolidado',
    );
    await settings({ nucleo_consolidated: true });
    const assessed = await diagnosis();
    expect(assessed).toContain(
      'O Município avaliou o núcleo como consolidado, de difícil reversão, considerados o tempo da ocupação, a natureza das edificações, a localização das vias de circulação e a presença de equipamentos públicos (Decreto nº 9.310/2018, art. 3º, III), condição da legitimação fundiária (art. 16).',
    );
    expect(assessed).not.toContain('conferir');
    // The presentation's year of occupation after 2016 contradicts the proof: flagged.
    await call('PATCH', '/relatorio-tecnico/answers', {
      answers: { instrumento: 'Legitimação fundiária', ano_ocupacao: 'por volta de 2019' },
    });
    expect(await diagnosis()).toContain(
      '[conferir: a apresentação diz que a ocupação começou por volta de 2019, depois de 2016, e a Configuração de Relatórios comprova o núcleo antes disso: corrija o ano ou a data]',
    );
    await call('PATCH', '/relatorio-tecnico/answers', {
      answers: { instrumento: 'Legitimação fundiária', ano_ocupacao: '2005' },
    });
    expect(await diagnosis()).not.toContain('conferir');
    await settings({ nucleo_existence_date: '2018-03-01' });
    const late = await diagnosis();
    expect(late).toContain(
      '[conferir: a Configuração de Relatórios comprova a existência do núcleo somente desde 01/03/2018, depois de 22 de dezembro de 2016, e a legitimação fundiária não o alcança',
    );
    expect(late).not.toContain('o que atende ao marco');
    // Another instrument: the cut-off and the consolidation are not the report's to state.
    await call('PATCH', '/relatorio-tecnico/answers', { answers: { instrumento: 'Doação' } });
    expect(await diagnosis()).not.toContain('existência do núcleo');
    expect(await diagnosis()).not.toContain('consolidado');
    await settings({ nucleo_existence_date: null, nucleo_existence_evidence: null, nucleo_consolidated: null });
  });
});
