import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lots, projectSettings } from '../../db/schema/index.ts';
import { memorialReport, titlesReport } from '../generate.ts';
import { CPF, joined, officialDocumentsApp } from './official-documents.test-kit.ts';

/**
 * The memorial descritivo of the units (Decreto 9.310/2018 art. 32, II), read back from the PDF:
 * each unit described by its vertices with the título's own words, a unit without its points
 * said to be pending its survey (art. 30, I), and the responsável técnico's signature with the
 * article of the memorial (art. 31, § 7º).
 */
describe('the memorial descritivo of the units', () => {
  const app = officialDocumentsApp();
  const memorial = async (cpf: string) => joined((await app.render(memorialReport, cpf)).text);

  it('describes a unit by its vertices as its título does, with its address, registry and areas', async () => {
    const text = await memorial(CPF.maria);
    for (const expected of [
      'Memorial Descritivo das Unidades Imobiliárias',
      'Descrição técnica das unidades imobiliárias do projeto de regularização fundiária (Decreto nº 9.310/2018, art. 30, V, e art. 32, II)',
      'no sistema SIRGAS 2000, coordenadas geográficas',
      // What the lots cannot give is said, not invented (art. 32, I to III).
      'que este documento não contém',
      'Unidade 1 · Quadra',
      'Lote 201',
      'Unidade situada em Rua das Flores, 10 – Campinas; inscrição imobiliária nº 01.002.0030; matrícula nº 98.765 (CNM 123456.2.0098765-12).',
      'Área declarada no cadastro: 180,50 m²; área encerrada pelos vértices:',
      'Descrição do perímetro (SIRGAS 2000, coordenadas geográficas): inicia-se no vértice P1',
      'Página 1 de',
    ])
      expect(text).toContain(expected);
    // The same boundary description as the título of the same lot: one source, one wording.
    const titulo = joined((await app.render(titlesReport, CPF.maria)).text);
    const boundary = /Descrição do perímetro .*?fechando o perímetro de [\d.,]+ m\./.exec(titulo)?.[0];
    expect(boundary).toBeTruthy();
    expect(text).toContain(boundary);
    // No responsável técnico in the settings: the gap shows before anyone signs.
    expect(text).toContain('Responsável técnico não informado nas configurações do projeto');
  });

  it('says what a unit without its four points lacks (art. 30, I), and waives the ART under art. 31, § 7º', async () => {
    const where = eq(projectSettings.project_id, app.projectA);
    const jose = eq(lots.cpf, CPF.jose);
    await app.db
      .update(projectSettings)
      .set({ professional_name: 'Célia Moraes Araújo', professional_public_servant: true })
      .where(where);
    // No address, only the matrícula: the sentence starts with it.
    await app.db.update(lots).set({ cidade: null, registry_matricula: '55.555' }).where(jose);
    try {
      const text = await memorial(CPF.jose);
      expect(text).toContain('Matrícula nº 55.555.');
      expect(text).not.toContain('Unidade situada');
      expect(text).toContain(
        'Descrição técnica pendente: faltam no cadastro do lote as coordenadas P1 – X, P1 – Y, P2 – X, P2 – Y, P3 – X, P3 – Y, P4 – X, P4 – Y do levantamento planialtimétrico e cadastral georreferenciado (Decreto nº 9.310/2018, art. 30, I).',
      );
      expect(text).not.toContain('Descrição do perímetro (');
      expect(text).toContain('Célia Moraes Araújo');
      expect(text).toContain(
        'ART/RRT dispensada: responsável técnico servidor ou empregado público (Decreto nº 9.310/2018, art. 31, § 7º)',
      );
    } finally {
      await app.db.update(lots).set({ cidade: 'Campinas', registry_matricula: null }).where(jose);
      await app.db
        .update(projectSettings)
        .set({ professional_name: null, professional_public_servant: null })
        .where(where);
    }
  });
});
