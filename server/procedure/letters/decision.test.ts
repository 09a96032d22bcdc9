import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifiedParties } from '../../db/schema/index.ts';
import { pdfText } from '../../reports/test-kit.ts';
import { noticesWorld, type Persona } from './test-kit.ts';

/**
 * The notice of the decision on an impugnação (Decreto 9.310/2018 art. 24, §§ 3º, 9º to 12): its
 * text read back from the PDF as the impugnante would read it, and when it is refused.
 */
let w: Awaited<ReturnType<typeof noticesWorld>>['w'];
let pdf: Awaited<ReturnType<typeof noticesWorld>>['pdf'];
/** A party of another project: its notice is not this project's to print. */
let foreign: number;

beforeAll(async () => {
  ({ w, pdf } = await noticesWorld());
  [{ id: foreign }] = await w.db
    .insert(notifiedParties)
    .values({ project_id: w.f.projectB, role: 'titular', name: 'Outro Projeto Silva', decision: null })
    .returning({ id: notifiedParties.id });
}, 60_000);
afterAll(() => w?.ctx.close());

describe('the decision on an impugnação (art. 24, §§ 3º, 9º to 12)', () => {
  const decided = async (values: Partial<typeof notifiedParties.$inferInsert>) => {
    const [row] = await w.db
      .insert(notifiedParties)
      .values({
        project_id: w.f.projectA,
        role: 'confrontante',
        name: 'Diego Impugnante',
        document: '52998224725',
        address: 'Rua dos Ipês, 40',
        notice_method: 'ar',
        notified_on: '2026-10-01',
        impugnation_on: '2026-10-20',
        impugnation_text: 'A divisa avança 2 m sobre o meu terreno.',
        ...values,
      })
      .returning({ id: notifiedParties.id });
    return row.id;
  };
  const decisionOf = (id: number, persona: Persona = 'member') =>
    pdf(persona, `/projects/${w.f.projectA}/notified-parties/${id}/decision.pdf`);
  const drop = (id: number) => w.db.delete(notifiedParties).where(eq(notifiedParties.id, id));

  it('a rejection: its grounds, the 15 days to appeal from receipt, and the Reurb going on without an appeal', async () => {
    const id = await decided({
      decision: 'rejeitada',
      decision_reasons:
        'A planta do perímetro mostra a divisa a 3 m do imóvel do impugnante.\nA impugnação não indica onde a Reurb avança.',
      // Stored out of § 12's order: the notice quotes them in the decree's.
      decision_grounds: ['materia-estranha', 'sem-localizacao'],
    });
    try {
      const response = await decisionOf(id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('Decis');
      if (process.env.DECISION_PDF_OUT) writeFileSync(process.env.DECISION_PDF_OUT, response.rawPayload);
      const { pages, text } = await pdfText(response.rawPayload);
      expect(pages).toBe(1);
      const flat = text.replace(/\s+/g, ' ');
      for (const expected of [
        'ESTADO DO PARANÁ PREFEITURA MUNICIPAL DE RIBEIRÃO CLARO',
        'NOTIFICAÇÃO DA DECISÃO SOBRE IMPUGNAÇÃO – REURB',
        'Processo administrativo nº 1234/2026',
        'Diego Impugnante',
        '529.982.247-25',
        'Impugnação apresentada em: 20/10/2026',
        'Decisão: Rejeitada (infundada)',
        'de que a impugnação apresentada em 20/10/2026 no procedimento de Regularização Fundiária Urbana (Reurb) do núcleo urbano informal',
        'foi REJEITADA, por ser considerada infundada, por ato fundamentado do qual constam as razões abaixo (Decreto nº 9.310/2018, art. 24, §§ 10 e 12)',
        'Fundamento. A impugnação foi considerada infundada por não indicar, de forma plausível, onde e de que forma a Reurb avança na propriedade do impugnante; e por versar sobre matéria estranha ao procedimento da Reurb em andamento (Decreto nº 9.310/2018, art. 24, § 12, incisos I e III).',
        'Razões da decisão. A planta do perímetro mostra a divisa a 3 m do imóvel do impugnante. A impugnação não indica onde a Reurb avança.',
        'O(a) notificado(a) poderá recorrer desta decisão no prazo de 15 (quinze) dias, contado da data de recebimento desta notificação',
        'no protocolo da Prefeitura Municipal, em Rua Coronel Emílio Gomes, 385 – Centro, mencionando o processo administrativo nº 1234/2026',
        'Sem recurso nesse prazo, a Reurb terá seguimento',
        'art. 24, §§ 10 e 11',
        'Geraldo Maurício Araújo',
        'O prazo de recurso conta da data de recebimento registrada no AR (Decreto nº 9.310/2018, art. 24, § 10)',
      ])
        expect(flat).toContain(expected);
    } finally {
      await drop(id);
    }
  });

  it('an acceptance: the project may change (§ 3º) and the Reurb go on in the part not impugned (§ 9º); no appeal', async () => {
    const id = await decided({ decision: 'acolhida', decision_reasons: null });
    try {
      const response = await decisionOf(id);
      expect(response.statusCode).toBe(200);
      const flat = (await pdfText(response.rawPayload)).text.replace(/\s+/g, ' ');
      expect(flat).toContain('Decisão: Acolhida integralmente');
      expect(flat).toContain('foi ACOLHIDA INTEGRALMENTE (Decreto nº 9.310/2018, art. 24, § 3º)');
      expect(flat).toContain('o Município poderá promover alterações no projeto de regularização fundiária');
      expect(flat).toContain('a Reurb poderá prosseguir na parte não impugnada (Decreto nº 9.310/2018, art. 24, § 9º)');
      expect(flat).not.toContain('recorrer');
      expect(flat).not.toContain('Razões da decisão');
      expect(flat).not.toContain('Fundamento.');
      expect(flat).not.toContain('composição');
    } finally {
      await drop(id);
    }
  });

  it('an acceptance in part: the project may change in that part, and the rest goes to composition (§§ 3º e 7º)', async () => {
    const id = await decided({
      decision: 'acolhida-parcialmente',
      decision_reasons: 'Acolhida quanto ao muro dos fundos.\nNão acolhida quanto ao recuo da calçada.',
    });
    try {
      const response = await decisionOf(id);
      expect(response.statusCode).toBe(200);
      if (process.env.DECISION_PDF_OUT) writeFileSync(process.env.DECISION_PDF_OUT, response.rawPayload);
      const { pages, text } = await pdfText(response.rawPayload);
      expect(pages).toBe(1);
      const flat = text.replace(/\s+/g, ' ');
      for (const expected of [
        'Decisão: Acolhida em parte; a parte não acolhida vai à composição de conflitos',
        'foi ACOLHIDA EM PARTE, nos termos das razões abaixo (Decreto nº 9.310/2018, art. 24, §§ 3º e 7º).',
        'Razões da decisão. Acolhida quanto ao muro dos fundos. Não acolhida quanto ao recuo da calçada.',
        'Efeitos. Na parte acolhida, o Município poderá promover alterações no projeto de regularização fundiária (Decreto nº 9.310/2018, art. 24, § 3º).',
        'Composição de conflitos. Na parte não acolhida, será iniciado o procedimento extrajudicial de composição de conflitos (Decreto nº 9.310/2018, art. 24, § 7º), do qual o(a) notificado(a) participará',
        'no protocolo da Prefeitura Municipal, em Rua Coronel Emílio Gomes, 385 – Centro, mencionando o processo administrativo nº 1234/2026',
        'Havendo consenso, o acordo será reduzido a termo e constituirá condição para a conclusão da Reurb, com a consequente expedição da Certidão de Regularização Fundiária (art. 27, § 2º).',
        'A instauração desse procedimento suspende a prescrição (art. 27, § 4º).',
      ])
        expect(flat).toContain(expected);
      // § 10's appeal is against the rejection of the unfounded impugnação only.
      expect(flat).not.toContain('recorrer');
    } finally {
      await drop(id);
    }
  });

  it('a founded impugnação not accepted: to composition (§ 7º), and never printed without its reasons', async () => {
    const id = await decided({
      decision: 'nao-acolhida',
      document: '11222333000181',
      decision_reasons: 'O muro está no traçado aprovado pela Lei nº 12/2020.',
    });
    const unreasoned = await decided({ decision: 'nao-acolhida', decision_reasons: null });
    try {
      const flat = (await pdfText((await decisionOf(id)).rawPayload)).text.replace(/\s+/g, ' ');
      expect(flat).toContain('Decisão: Não acolhida; vai à composição de conflitos');
      expect(flat).toContain('NÃO FOI ACOLHIDA, pelas razões abaixo (Decreto nº 9.310/2018, art. 24, § 7º).');
      expect(flat).toContain(
        'Composição de conflitos. Não acolhida a impugnação, será iniciado o procedimento extrajudicial de composição de conflitos (Decreto nº 9.310/2018, art. 24, § 7º), do qual a pessoa jurídica notificada participará',
      );
      expect(flat).not.toContain('Efeitos.');
      expect(flat).not.toContain('recorrer');
      const bare = await decisionOf(unreasoned);
      expect(bare.statusCode).toBe(409);
      expect(bare.json().message).toMatch(/^Informe as razões da decisão: o que da impugnação não foi acolhido/);
    } finally {
      await drop(id);
      await drop(unreasoned);
    }
  });

  it('409 while nothing is decided, or a rejection has no reasons or no hypothesis of § 12; 404 to another project', async () => {
    const undecided = await decided({});
    const unreasoned = await decided({
      decision: 'rejeitada',
      decision_reasons: null,
      decision_grounds: ['sem-motivacao'],
    });
    const unfounded = await decided({ decision: 'rejeitada', decision_reasons: 'Sem motivo.', decision_grounds: null });
    try {
      const none = await decisionOf(undecided);
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe(
        'Registre a impugnação e a decisão sobre ela antes de gerar a notificação da decisão',
      );
      const bare = await decisionOf(unreasoned);
      expect(bare.statusCode).toBe(409);
      expect(bare.json().message).toContain('Informe as razões da rejeição');
      const groundless = await decisionOf(unfounded);
      expect(groundless.statusCode).toBe(409);
      expect(groundless.json().message).toContain('Marque em qual hipótese do art. 24, § 12');
      expect((await decisionOf(undecided, 'outsider')).statusCode).toBe(404);
      expect((await decisionOf(foreign)).statusCode).toBe(404);
    } finally {
      await drop(undecided);
      await drop(unreasoned);
      await drop(unfounded);
    }
  });
});
