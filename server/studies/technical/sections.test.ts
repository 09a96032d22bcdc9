import { describe, expect, it } from 'vitest';
import { generateParagraphs } from './sections.ts';
import { REURB_E, REURB_MISTA, REURB_S } from '../../../domain/enums/project.ts';

const NO_WORKS = { complete: false, schedule: '', responsible: '', signedOn: null as string | null };
const PROJECT = {
  name: 'Vila Esperança',
  city: 'Campinas',
  state: 'SP',
  reurb_modality: REURB_S,
  works: NO_WORKS,
  existence: { date: null, evidence: '', consolidated: null },
  lowIncome: null,
};
const counts = (n: string) => ({
  total_lotes: n,
  total_quadras: n,
  total_ruas: n,
  total_familias: n,
  total_moradores: n,
});
/** The paragraph's text, without its markup. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the Relatório Técnico’s counts', () => {
  it('agree with their number: one lot, one block, one street, one family, one resident', () => {
    const sections = generateParagraphs({}, counts('1'), PROJECT);
    expect(text(sections.apresentacao)).toContain(
      'é composto por 1 lote em 1 quadra, com 1 via de acesso, e abriga 1 família cadastrada, com 1 morador.',
    );
    expect(text(sections.conclusoes_finais)).toContain('com 1 lote e 1 família cadastrada,');
  });

  it('in the plural from two, and for none', () => {
    const twelve = generateParagraphs({}, counts('12'), PROJECT);
    expect(text(twelve.apresentacao)).toContain(
      'é composto por 12 lotes em 12 quadras, com 12 vias de acesso, e abriga 12 famílias cadastradas, com 12 moradores.',
    );
    expect(text(generateParagraphs({}, counts('0'), PROJECT).conclusoes_finais)).toContain(
      'com 0 lotes e 0 famílias cadastradas,',
    );
  });

  it('a count is the project’s, even beside an answer stored for it; a missing one keeps its visible placeholder', () => {
    const stored = generateParagraphs({ total_familias: '1' }, counts('5'), PROJECT);
    expect(text(stored.apresentacao)).toContain('abriga 5 famílias cadastradas, com 5 moradores.');
    const missing = generateParagraphs({}, {}, PROJECT);
    expect(missing.apresentacao).toMatch(/<mark[^>]*>\[informar: [^\]]+\]<\/mark> lotes em/);
  });
});

describe('the Relatório Técnico’s works agree with the CRF’s (Configuração de Relatórios)', () => {
  const infra = (works: Partial<typeof NO_WORKS>, answers = {}) =>
    text(generateParagraphs(answers, {}, { ...PROJECT, works: { ...NO_WORKS, ...works } }).infraestrutura_existente)
      // Citations keep "nº", "art." and "§" with what follows by a no-break space.
      .replace(/\u00a0/g, ' ');
  const OBRAS = { obras: [{ key: 'Rede de esgoto da Rua B', value: 'Município, 24 meses' }] };

  it('a núcleo declared complete: no works, no cronograma nor termo (Decreto 9.310/2018 art. 30, §§ 1º e 2º)', () => {
    const complete = infra({ complete: true });
    expect(complete).toContain('já possui a infraestrutura essencial implantada');
    expect(complete).toContain('(Decreto nº 9.310/2018, art. 30, § 1º), o que constará da CRF (art. 30, § 2º)');
    expect(complete).not.toContain('Não foram indicadas obras');
  });

  it('works listed beside that declaration: listed, and the contradiction marked before anyone signs', () => {
    const html = generateParagraphs(OBRAS, {}, { ...PROJECT, works: { ...NO_WORKS, complete: true } });
    expect(html.infraestrutura_existente).toContain('<li><p>Rede de esgoto da Rua B: Município, 24 meses</p></li>');
    expect(html.infraestrutura_existente).toMatch(/<mark[^>]*>\[conferir: a Configuração de Relatórios declara/);
    expect(infra({}, OBRAS)).not.toContain('conferir');
  });

  it('no works listed here: the settings’ cronograma and its responsible (art. 30, IX and X), else the neutral sentence', () => {
    const scheduled = infra({ schedule: 'Rede de esgoto: 24 meses.', responsible: 'Município & SANASA' });
    expect(scheduled).toContain('(Decreto nº 9.310/2018, art. 30, IX) é o seguinte: Rede de esgoto: 24 meses.');
    expect(scheduled).toContain('que assinarão o termo de compromisso (art. 30, X): Município &amp; SANASA.');
    // Once Configuração de Relatórios states the day the termo was signed, the report says it was.
    expect(infra({ schedule: 'Rede de esgoto: 24 meses.', responsible: 'SANASA', signedOn: '2026-03-05' })).toContain(
      'que assinaram o termo de compromisso em 05/03/2026 (art. 30, X, e art. 21, § 1º): SANASA.',
    );
    expect(infra({})).toContain('Não foram indicadas obras de infraestrutura essencial a executar');
  });
});

describe('the Relatório Técnico on a risk area and on Reurb-E (Decreto 9.310/2018 arts. 26 and 36)', () => {
  const RISK = { areas_risco: 'Sim, faixa sujeita a inundação junto ao córrego' };
  const environmental = (reurb_modality: string) =>
    text(generateParagraphs(RISK, {}, { ...PROJECT, reurb_modality }).diagnostico_ambiental).replace(/\u00a0/g, ' ');

  it('conditions the approval on the study’s measures carried out, and names who relocates by the modality', () => {
    const social = environmental(REURB_S);
    expect(social).toContain(
      'a implantação das medidas nele indicadas é condição indispensável à aprovação da Reurb nessa parcela (art. 36, § 1º)',
    );
    expect(social).toContain('poderá ter o seu projeto aprovado e levado a registro separadamente (art. 36, § 3º)');
    expect(social).toContain('na Reurb-S, pelo Poder Público municipal');
    expect(social).not.toContain('na Reurb-E');
    const specific = environmental(REURB_E);
    expect(specific).toContain(
      'na Reurb-E, pelo titular de domínio, pelos responsáveis pela implantação do núcleo, pelos beneficiários ou pelo legitimado promotor da Reurb (art. 36, § 6º)',
    );
    expect(specific).not.toContain('Poder Público municipal');
    const mista = environmental(REURB_MISTA);
    expect(mista).toContain('(art. 36, §§ 4º e 5º); e, na Reurb-E');
    // No risk declared: no paragraph about it.
    const none = generateParagraphs({ areas_risco: 'Não há' }, {}, PROJECT).diagnostico_ambiental;
    expect(text(none)).not.toContain('art. 36');
  });

  it('says the report is part of the project, not the whole of its minimum content (art. 30)', () => {
    const intro = text(generateParagraphs({}, {}, PROJECT).introducao).replace(/\u00a0/g, ' ');
    expect(intro).toContain('elementos do conteúdo mínimo do projeto de regularização fundiária');
    expect(intro).toContain('o memorial descritivo (Decreto nº 9.310/2018, art. 30, I, II, IV e V)');
  });

  it('Reurb-E: costed by its beneficiaries or private requesters, its responsibles defined at the approval', () => {
    const specific = text(
      generateParagraphs({}, {}, { ...PROJECT, reurb_modality: REURB_E }).modalidade_regularizacao_fundiaria,
    ).replace(/\u00a0/g, ' ');
    expect(specific).toContain(
      'é contratada e custeada por seus potenciais beneficiários ou requerentes privados (Decreto nº 9.310/2018, art. 26, § 1º, II, e § 3º)',
    );
    expect(specific).toContain('são definidos pelo Município na aprovação do projeto (art. 35)');
  });
});
