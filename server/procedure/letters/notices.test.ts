import { writeFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayInBrasilia } from '../../../domain/procedure/calendar.ts';
import { lots, notifiedParties, projectSettings } from '../../db/schema/index.ts';
import { renderNotices } from '../../render/index.ts';
import { renderPool } from '../../render/pool.ts';
import { pdfText } from '../../reports/test-kit.ts';
import { dateInFull, publicDocument } from './content.ts';
import { noticesWorld } from './test-kit.ts';

/**
 * The notification letters and the edital (issue 16 part 2): their text read back from the PDF
 * as a person would read it, one letter per page in bulk, and who may print them.
 */
let w: Awaited<ReturnType<typeof noticesWorld>>['w'];
let pdf: Awaited<ReturnType<typeof noticesWorld>>['pdf'];

let ana: number;
let bruno: number;
let carla: number;

beforeAll(async () => {
  ({ w, pdf } = await noticesWorld());
  const rows = await w.db
    .insert(notifiedParties)
    .values([
      {
        project_id: w.f.projectA,
        role: 'titular',
        name: 'Ana Proprietária de Souza',
        document: '52998224725',
        address: 'Rua das Palmeiras, 12',
        registry_ref: 'Matrícula 7.301',
      },
      {
        project_id: w.f.projectA,
        role: 'confrontante',
        name: 'Bruno Confrontante',
        document: '11222333000181',
        address: 'Av. Brasil, 900',
        registry_ref: 'Transcrição nº 9.107',
        notice_method: 'edital',
      },
      { project_id: w.f.projectA, role: 'terceiro', name: 'Carla Terceira', notice_method: 'ar' },
      { project_id: w.f.projectB, role: 'titular', name: 'Outro Projeto Silva', notice_method: 'edital' },
    ])
    .returning({ id: notifiedParties.id, name: notifiedParties.name });
  [ana, bruno, carla] = rows.map((r) => r.id);
}, 60_000);
afterAll(() => w?.ctx.close());

describe('the notification letter', () => {
  it('names the party, the núcleo, the 30 days from receipt, how to impugn and that silence is agreement', async () => {
    const response = await pdf('member', `/projects/${w.f.projectA}/notified-parties/${ana}/letter.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Notifica');
    if (process.env.LETTER_PDF_OUT) writeFileSync(process.env.LETTER_PDF_OUT, response.rawPayload);
    const { pages, text } = await pdfText(response.rawPayload);
    expect(pages).toBe(1);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      // The títulos' letterhead: the state stored as its code, named with its preposition.
      'ESTADO DO PARANÁ PREFEITURA MUNICIPAL DE RIBEIRÃO CLARO',
      'CNPJ: 11.444.777/0001-61',
      'Rua Coronel Emílio Gomes, 385',
      'Ana Proprietária de Souza',
      '529.982.247-25',
      'Rua das Palmeiras, 12',
      'Titular de domínio',
      'Matrícula 7.301',
      'Processo administrativo nº 1234/2026',
      'prazo de 30 (trinta) dias, contado da data de recebimento',
      'art. 31',
      'art. 24, § 1º',
      'concordância (anuência) com a Reurb',
      'art. 24, § 8º',
      'protocolo da Prefeitura Municipal',
      'art. 24, §§ 10 e 12',
      // What follows an impugnação: the composition of conflicts, the appeal's 15 days, a partial one.
      'A impugnação não acolhida dará início ao procedimento extrajudicial de composição de conflitos (Decreto nº 9.310/2018, art. 24, § 7º)',
      'poderá recorrer no prazo de 15 (quinze) dias, contado da data dessa notificação',
      'sem recurso nesse prazo, a Reurb terá seguimento',
      'art. 24, §§ 10 e 11',
      'o Município poderá prosseguir com a Reurb na parte não impugnada (Decreto nº 9.310/2018, art. 24, § 9º)',
      // What art. 24 § 12 says makes an impugnação unfounded, in its words (I–III).
      'Considera-se infundada, e poderá ser rejeitada por ato fundamentado, a impugnação que não indicar, de forma plausível, onde e de que forma a Reurb avança na propriedade do impugnante',
      'que não apresentar motivação, ainda que sumária',
      'versar sobre matéria estranha ao procedimento da Reurb em andamento',
      // Placed as the título and the CRF place it: the town and its state's code.
      `Ribeirão Claro/PR, ${dateInFull(todayInBrasilia())}`,
      'Geraldo Maurício Araújo',
      'Prefeito Municipal',
      // A person, whose sex the party does not record, in the neutral form.
      'NOTIFICA o(a) destinatário(a) acima identificado(a), na qualidade de titular de domínio',
      'O(a) notificado(a) poderá apresentar impugnação',
    ])
      expect(flat).toContain(expected);
  });

  it("carries the títulos' letterhead: the settings' header text, when given, above the CNPJ and address", async () => {
    const header = 'ESTADO DO PARANÁ\nMUNICÍPIO DE RIBEIRÃO CLARO\nSecretaria de Habitação e Regularização Fundiária';
    const setHeader = (text: string | null) =>
      w.db
        .update(projectSettings)
        .set({ titulo_header_description: text })
        .where(eq(projectSettings.project_id, w.f.projectA));
    await setHeader(header);
    try {
      for (const url of [
        `/projects/${w.f.projectA}/notified-parties/${ana}/letter.pdf`,
        `/projects/${w.f.projectA}/notified-parties/edital.pdf`,
      ]) {
        const response = await pdf('member', url);
        expect(response.statusCode).toBe(200);
        const flat = (await pdfText(response.rawPayload)).text.replace(/\s+/g, ' ');
        const top = header.replace(/\n/g, ' ') + ' CNPJ: 11.444.777/0001-61 Rua Coronel Emílio Gomes, 385 – Centro';
        expect(flat.startsWith(top)).toBe(true);
        expect(flat).not.toContain('PREFEITURA MUNICIPAL DE');
      }
    } finally {
      await setHeader(null);
    }
  });

  it('addresses a holder of a CNPJ as the legal entity it is', async () => {
    const response = await pdf('member', `/projects/${w.f.projectA}/notified-parties/${bruno}/letter.pdf`);
    expect(response.statusCode).toBe(200);
    const flat = (await pdfText(response.rawPayload)).text.replace(/\s+/g, ' ');
    expect(flat).toContain('NOTIFICA a pessoa jurídica destinatária acima identificada, na qualidade de confrontante');
    expect(flat).toContain('A pessoa jurídica notificada poderá apresentar impugnação');
    expect(flat).not.toContain('destinatário(a)');
  });

  it('in bulk: one letter per party, each starting on its own page, for all or for ?ids=', async () => {
    const lease = vi.spyOn(renderPool(), 'lease');
    const all = await pdf('projectAdmin', `/projects/${w.f.projectA}/notified-parties/letters.pdf`);
    expect(all.statusCode).toBe(200);
    // Drawn in a render worker, never on the API's thread (server/render).
    expect(lease).toHaveBeenCalledTimes(1);
    lease.mockRestore();
    const read = await pdfText(all.rawPayload);
    expect(read.pages).toBe(3);
    // Sorted by name; another project's party never appears.
    expect(read.pageTexts.map((t) => t.match(/Notificado\(a\):\s+([^\n]+?)\s+CPF/)?.[1])).toEqual([
      'Ana Proprietária de Souza',
      'Bruno Confrontante',
      'Carla Terceira',
    ]);
    expect(read.text).not.toContain('Outro Projeto');
    expect(read.pageTexts[2].replace(/\s+/g, ' ')).toContain('CPF/CNPJ: não informado Endereço: não informado');
    const some = await pdf(
      'projectAdmin',
      `/projects/${w.f.projectA}/notified-parties/letters.pdf?ids=${carla},${ana}`,
    );
    expect(some.statusCode).toBe(200);
    expect((await pdfText(some.rawPayload)).pages).toBe(2);
  });

  it('refuses bad or foreign ids with a clear message, never a 500', async () => {
    const [other] = await w.db
      .select({ id: notifiedParties.id })
      .from(notifiedParties)
      .where(eq(notifiedParties.project_id, w.f.projectB));
    const foreign = await pdf(
      'projectAdmin',
      `/projects/${w.f.projectA}/notified-parties/letters.pdf?ids=${ana},${other.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Notificado não encontrado neste projeto');
    const single = await pdf('projectAdmin', `/projects/${w.f.projectA}/notified-parties/${other.id}/letter.pdf`);
    expect(single.statusCode).toBe(404);
    const bad = await pdf('projectAdmin', `/projects/${w.f.projectA}/notified-parties/letters.pdf?ids=1;drop`);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Lista de notificados inválida');
  });

  it("another project's member gets 404, as for every procedure route", async () => {
    for (const url of [
      `/projects/${w.f.projectA}/notified-parties/${ana}/letter.pdf`,
      `/projects/${w.f.projectA}/notified-parties/letters.pdf`,
      `/projects/${w.f.projectA}/notified-parties/edital.pdf`,
    ])
      expect((await pdf('outsider', url)).statusCode).toBe(404);
  });
});

describe('the edital', () => {
  it('lists only the parties to notify by edital, with the 30 days and the summary of the area (art. 24 §5)', async () => {
    const response = await pdf('member', `/projects/${w.f.projectA}/notified-parties/edital.pdf`);
    expect(response.statusCode).toBe(200);
    if (process.env.EDITAL_PDF_OUT) writeFileSync(process.env.EDITAL_PDF_OUT, response.rawPayload);
    const flat = (await pdfText(response.rawPayload)).text.replace(/\s+/g, ' ');
    expect(flat).toContain('EDITAL DE NOTIFICAÇÃO');
    expect(flat).toContain('poderá recorrer no prazo de 15 (quinze) dias, contado da data dessa notificação');
    // Art. 24, § 1º: the four kinds of party the edital may reach, the responsáveis among them.
    expect(flat).toContain(
      'FAZ SABER aos titulares de domínio, responsáveis pela implantação do núcleo urbano informal, confrontantes e terceiros interessados',
    );
    expect(flat).toContain('Bruno Confrontante');
    expect(flat).toContain('11.222.333/0001-81');
    // The reference as typed says its kind: listed once, not "matrícula/transcrição Transcrição".
    expect(flat).toContain('Confrontante – transcrição nº 9.107');
    expect(flat).not.toContain('Ana Proprietária');
    expect(flat).not.toContain('Carla Terceira');
    expect(flat).not.toContain('Outro Projeto');
    expect(flat).toContain('cuja contagem terá início dez dias após a última publicação deste edital');
    expect(flat).toContain('art. 85, parágrafo único');
    expect(flat).toContain('de origem nº 7.301 do Registro de Imóveis de Ribeirão Claro');
    expect(flat).toContain('concordância (anuência) com a Reurb');
    // Art. 24 § 5º: "de forma resumida, a descrição da área a ser regularizada", from the project's data.
    const [counts] = await w.db
      .select({ lots: sql<number>`count(*)::int`, blocks: sql<number>`count(distinct ${lots.block_id})::int` })
      .from(lots)
      .where(eq(lots.project_id, w.f.projectA));
    expect(counts.lots).toBeGreaterThan(0);
    expect(flat).toContain('Descrição resumida da área a ser regularizada.');
    expect(flat).toContain('no bairro Jardim Esperança, no Município de Ribeirão Claro/PR');
    expect(flat).toContain(
      `composto de ${counts.lots} ${counts.lots === 1 ? 'lote cadastrado' : 'lotes cadastrados'} em ${counts.blocks} ${counts.blocks === 1 ? 'quadra' : 'quadras'}`,
    );
  });

  it('publishes a CPF masked (the edital is public), and answers 409 when nobody is marked for edital', async () => {
    expect(publicDocument('52998224725')).toBe('***.982.247-**');
    await w.db.update(notifiedParties).set({ notice_method: 'ar' }).where(eq(notifiedParties.id, bruno));
    const none = await pdf('projectAdmin', `/projects/${w.f.projectA}/notified-parties/edital.pdf`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('Nenhum notificado marcado para edital');
    await w.db.update(notifiedParties).set({ notice_method: 'edital' }).where(eq(notifiedParties.id, bruno));
  });
});

describe("a loteamento's letters", () => {
  const MANY = 150;

  it(
    'are drawn in a render worker and leave a letter at a time; a client that leaves stops them',
    { timeout: 60_000 },
    async () => {
      await w.db.insert(notifiedParties).values(
        Array.from({ length: MANY }, (_, i) => ({
          project_id: w.f.projectB,
          role: 'titular',
          name: `Titular ${String(i + 1).padStart(3, '0')} do Loteamento`,
          registry_ref: `Matrícula ${10_000 + i}`,
        })),
      );
      const deps = { db: w.db, config: w.ctx.config };
      const task = { document: 'letters', projectId: w.f.projectB } as const;
      const out = new PassThrough();
      const parts: Buffer[] = [];
      let firstAt = 0;
      out.on('data', (chunk: Buffer) => {
        firstAt ||= performance.now();
        parts.push(chunk);
      });
      const started = performance.now();
      const pages = await renderNotices(deps, task, out);
      const took = performance.now() - started;
      const read = await pdfText(Buffer.concat(parts));
      expect(pages).toBe(read.pages);
      expect(read.pages).toBe(MANY + 1);
      expect(read.pageTexts[0]).toContain('Outro Projeto Silva');
      expect(read.pageTexts[MANY].replace(/\s+/g, ' ')).toContain(`Titular ${MANY} do Loteamento`);
      // Kept whole, the first byte left with the last letter; streamed, it leaves with the first ones.
      expect(firstAt - started).toBeLessThan(took / 2);

      const leaving = new PassThrough({ highWaterMark: 1024 });
      leaving.once('data', () => leaving.destroy());
      await expect(renderNotices(deps, task, leaving)).rejects.toThrow('report destination closed');
      const one = new PassThrough().resume();
      expect(await renderNotices(deps, { ...task, ids: [ana] }, one).catch((e: Error) => e.message)).toBe(
        'Notificado não encontrado',
      );
    },
  );
});
