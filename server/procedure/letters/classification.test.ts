import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureEvents } from '../../db/schema/index.ts';
import { pdfText } from '../../reports/test-kit.ts';
import { AUTOMATIC_CLASSIFICATION_NOTE } from '../classification.ts';
import { noticesWorld } from './test-kit.ts';

/**
 * The declaration that the núcleo is Reurb-S (Decreto 9.310/2018 art. 53, § 3º): its text read back
 * from the PDF, drawn from the classification recorded through the procedure's route, and when it
 * is refused.
 */
let w: Awaited<ReturnType<typeof noticesWorld>>['w'];
let pdf: Awaited<ReturnType<typeof noticesWorld>>['pdf'];

beforeAll(async () => {
  ({ w, pdf } = await noticesWorld());
}, 60_000);
afterAll(() => w?.ctx.close());

const declaration = (persona: 'projectAdmin' | 'member' | 'outsider' = 'member') =>
  pdf(persona, `/projects/${w.f.projectA}/declaracao-reurb-s.pdf`);
const record = (body: Record<string, unknown>) =>
  w.call('projectAdmin', 'POST', `/projects/${w.f.projectA}/procedure`, body);
const flat = async (payload: Buffer) => (await pdfText(payload)).text.replace(/\s+/g, ' ');

describe('the declaration of Reurb-S (Decreto 9.310/2018, art. 53, § 3º)', () => {
  it('is refused until a classification is recorded in the procedure', async () => {
    const none = await declaration();
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('Registre no procedimento do projeto a etapa "Classificação"');
    expect((await declaration('outsider')).statusCode).toBe(404);
  });

  it('is refused for a classification recorded without the act’s number (art. 5º, I: declared by an act)', async () => {
    const recorded = await record({
      stage: 'classificacao',
      date: '2026-02-01',
      modality: 'S',
      reason: 'Classificação registrada sem o ato, para o teste',
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const refused = await declaration();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Informe o número do ato de classificação');
  });

  it('attests the act that classified the núcleo, and what follows from it', async () => {
    const recorded = await record({
      stage: 'classificacao',
      date: '2026-02-10',
      modality: 'S',
      act_number: '4.512/2026',
      reason: 'Classificação registrada para o teste',
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const response = await declaration();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Declara');
    if (process.env.CLASSIFICATION_PDF_OUT) writeFileSync(process.env.CLASSIFICATION_PDF_OUT, response.rawPayload);
    const text = await flat(response.rawPayload);
    expect(text).toContain('DECLARAÇÃO DE CLASSIFICAÇÃO DA REURB-S');
    expect(text).toContain(
      'O Município de Ribeirão Claro/PR, por seu Prefeito Municipal, Geraldo Maurício Araújo, DECLARA',
    );
    expect(text).toContain('do Registro de Imóveis de Ribeirão Claro, foi classificada como Reurb-S');
    expect(text).toContain(
      'pelo ato nº 4.512/2026, de 10 de fevereiro de 2026 (Decreto nº 9.310/2018, art. 5º, I, e art. 23, I)',
    );
    expect(text).toContain('art. 53, caput e §§ 2º e 3º');
    expect(text).toContain('art. 54, XI e parágrafo único');
    expect(text).toContain('(Decreto nº 9.310/2018, art. 55)');
  });

  it('attests the modality fixed by the Município’s inertia (art. 23, § 3º)', async () => {
    await w.db.insert(procedureEvents).values({
      project_id: w.f.projectA,
      stage: 'classificacao',
      date: '2026-03-01',
      modality: 'S',
      move: 'same',
      automatic: true,
      note: AUTOMATIC_CLASSIFICATION_NOTE,
    });
    const text = await flat((await declaration()).rawPayload);
    expect(text).toContain('pela fixação, em 1 de março de 2026, da modalidade indicada no requerimento');
    expect(text).toContain('art. 23, §§ 2º e 3º');
  });

  it('is refused for a Reurb-E or a Reurb mista classification: the exemption is the Reurb-S’s', async () => {
    for (const [modality, words] of [
      ['E', 'classificado como Reurb-E'],
      ['mista', 'cuja modalidade é definida em cada unidade'],
    ]) {
      const recorded = await record({
        stage: 'classificacao',
        date: '2026-04-01',
        modality,
        act_number: 'Decreto nº 4.600/2026',
        reason: 'Revisão da classificação por estudo técnico',
      });
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
      const refused = await declaration();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain(words);
    }
  });
});
