import { describe, expect, it } from 'vitest';
import { generateParagraphs } from './sections.ts';
import { REURB_S } from '../../../domain/enums/project.ts';

const PROJECT = { name: 'Vila Esperança', city: 'Campinas', state: 'SP', reurb_modality: REURB_S };
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
