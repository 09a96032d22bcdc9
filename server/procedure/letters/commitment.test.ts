import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, projectSettings } from '../../db/schema/index.ts';
import { pdfText } from '../../reports/test-kit.ts';
import { noticesWorld } from './test-kit.ts';

/**
 * The termo de compromisso (Decreto 9.310/2018 art. 3º, V and § 2º; art. 21, § 1º; art. 30, IX, X
 * and §§ 1º and 4º; arts. 34 and 35): its text read back from the PDF, and when it is refused.
 */
let w: Awaited<ReturnType<typeof noticesWorld>>['w'];
let pdf: Awaited<ReturnType<typeof noticesWorld>>['pdf'];

beforeAll(async () => {
  ({ w, pdf } = await noticesWorld());
}, 60_000);
afterAll(() => w?.ctx.close());

const termo = (persona: 'projectAdmin' | 'member' | 'outsider' = 'member', project = w.f.projectA) =>
  pdf(persona, `/projects/${project}/termo-compromisso.pdf`);
const settings = (values: Partial<typeof projectSettings.$inferInsert>) =>
  w.db.update(projectSettings).set(values).where(eq(projectSettings.project_id, w.f.projectA));
const modality = (reurb_modality: string) =>
  w.db.update(projects).set({ reurb_modality }).where(eq(projects.id, w.f.projectA));
const flat = async (payload: Buffer) => (await pdfText(payload)).text.replace(/\s+/g, ' ');

describe('the termo de compromisso (Decreto 9.310/2018, art. 3º, V; art. 30, IX e X; art. 21, § 1º)', () => {
  it('binds the responsible to the cronograma, says the duties of the modality, and is signed by two witnesses', async () => {
    await modality('E');
    await settings({
      works_responsible: 'Loteadora Horizonte Ltda., CNPJ 11.222.333/0001-81',
      works_schedule: 'Pavimentação da Rua dos Ipês: até 30/06/2027.\n\nRede de esgoto da Quadra 2: até 31/12/2027.',
      infrastructure_complete: false,
    });
    const response = await termo();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Termo de compromisso.pdf');
    if (process.env.COMMITMENT_PDF_OUT) writeFileSync(process.env.COMMITMENT_PDF_OUT, response.rawPayload);
    const { pages } = await pdfText(response.rawPayload);
    expect(pages).toBe(1);
    const text = await flat(response.rawPayload);
    for (const expected of [
      'ESTADO DO PARANÁ PREFEITURA MUNICIPAL DE RIBEIRÃO CLARO',
      'TERMO DE COMPROMISSO – REURB',
      'Processo administrativo nº 1234/2026',
      'Núcleo urbano informal:',
      'Modalidade: Reurb-E (Regularização Fundiária Urbana de Interesse Específico)',
      'Compromissário(s): Loteadora Horizonte Ltda., CNPJ 11.222.333/0001-81',
      'Pelo presente termo, o Município de Ribeirão Claro/PR, representado por seu Prefeito Municipal, Geraldo Maurício Araújo, e Loteadora Horizonte Ltda., CNPJ 11.222.333/0001-81, compromissário(s), firmam o compromisso de executar as obras e os serviços e de implantar a infraestrutura essencial previstos no projeto de regularização fundiária',
      '(Decreto nº 9.310/2018, art. 3º, V e § 2º, e art. 30, IX e X).',
      'Cronograma físico. Pavimentação da Rua dos Ipês: até 30/06/2027. Rede de esgoto da Quadra 2: até 31/12/2027.',
      'Responsabilidades. Na Reurb-E, os responsáveis pela implantação do sistema viário',
      'condição dessa aprovação (Decreto nº 9.310/2018, art. 35, caput e §§ 1º e 2º).',
      'Integração à CRF. Este termo integra a Certidão de Regularização Fundiária do núcleo',
      'Título executivo. Assinado pelas partes e por duas testemunhas, este termo forma título executivo extrajudicial (Decreto nº 9.310/2018, art. 21, § 1º; Código de Processo Civil, art. 784, III).',
      'Geraldo Maurício Araújo Prefeito Municipal',
      'Compromissário(s)',
      'Testemunha 1 Nome: CPF:',
      'Testemunha 2 Nome: CPF:',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Reurb-S,');
  });

  it('in Reurb-S with no one named, the Município commits itself (arts. 26, § 1º, I, 30, § 4º, and 34)', async () => {
    await modality('S');
    await settings({ works_responsible: null, works_schedule: 'Drenagem da Rua 3: até 2027.' });
    const response = await termo('projectAdmin');
    expect(response.statusCode).toBe(200);
    const text = await flat(response.rawPayload);
    expect(text).toContain('Compromissário(s): Município de Ribeirão Claro/PR');
    expect(text).toContain('Geraldo Maurício Araújo, firma o compromisso de executar');
    expect(text).toContain('Responsabilidades. Na Reurb-S, cabe ao Poder Público');
    expect(text).toContain('assinar este termo (art. 30, § 4º).');
    // Only the witnesses sign beside the Município.
    expect(text.match(/Compromissário\(s\)/g)).toHaveLength(1);
  });

  it('a Reurb mista says both modalities’ duties', async () => {
    await modality('mista');
    await settings({ works_responsible: 'Município e Associação de Moradores', works_schedule: 'Praça: 2027.' });
    const text = await flat((await termo()).rawPayload);
    expect(text).toContain('Nas unidades em Reurb-S, cabe ao Poder Público');
    expect(text).toContain('Nas unidades em Reurb-E, os responsáveis pela implantação');
  });

  it('is refused with the article when dispensed, without its cronograma, or in Reurb-E without the responsible; 404 outside', async () => {
    await modality('E');
    await settings({ works_responsible: 'Loteadora Horizonte Ltda.', works_schedule: 'Praça: 2027.' });
    await settings({ infrastructure_complete: true });
    const dispensed = await termo();
    expect(dispensed.statusCode).toBe(409);
    expect(dispensed.json().message).toMatch(/termo de compromisso é dispensado.*art\. 30, §§ 1º e 2º\)\.$/);
    await settings({ infrastructure_complete: false, works_schedule: '  ' });
    const unscheduled = await termo();
    expect(unscheduled.statusCode).toBe(409);
    expect(unscheduled.json().message).toMatch(/^Informe na Configuração de Relatórios o cronograma físico/);
    await settings({ works_schedule: 'Praça: 2027.', works_responsible: null });
    const unbound = await termo();
    expect(unbound.statusCode).toBe(409);
    expect(unbound.json().message).toMatch(/^Informe na Configuração de Relatórios os responsáveis .* art\. 35\)\.$/);
    expect((await termo('outsider')).statusCode).toBe(404);
    expect((await termo('member', w.f.projectB)).statusCode).toBe(404);
  });
});
