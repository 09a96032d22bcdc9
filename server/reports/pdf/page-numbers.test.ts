import { PassThrough } from 'node:stream';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { A4, newDocument, type FontName } from './document.ts';
import { cell, pageFrame, wrapped } from './draw.ts';
import { Flow, type Block, type PageFrame } from './flow.ts';
import { officialFrame } from './letterhead.ts';

/**
 * "Página X de Y" written once the last page is placed (./page-numbers.ts) must read exactly as
 * the line written in place when the total is counted first (as the títulos still do, and every
 * report did until issue 19 removed the CRF's second layout): the same words, at the same place,
 * in the same font and size, on every page. Read back with pdf.js, as a person's viewer would.
 */

/** Each page's text as pdf.js reads it: "text @ x y width size", sorted (stream order aside). */
async function placedText(bytes: Buffer): Promise<string[][]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { useSystemFonts: false });
  const pages: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const items = content.items.flatMap((item) => {
      if (!('str' in item) || !item.str.trim()) return [];
      const [a, , , d, x, y] = item.transform as number[];
      return [`${item.str} @ ${x.toFixed(2)} ${y.toFixed(2)} ${item.width.toFixed(2)} ${a.toFixed(2)}/${d.toFixed(2)}`];
    });
    pages.push(items.sort());
  }
  await pdf.cleanup();
  return pages;
}

type FrameOf = (doc: PDFKit.PDFDocument) => PageFrame;

/** No digit anywhere but in the page numbers: were they written after the fonts were embedded, their glyphs would be missing. */
const WORDS = 'Texto corrido de uma unidade imobiliária regularizada, sem algarismos, que ocupa mais de uma linha';

function blocksOf(doc: PDFKit.PDFDocument, font: FontName): Block[] {
  return Array.from({ length: 140 }, (_, k) =>
    k % 7 === 0
      ? { h: 30, draw: (y: number) => wrapped(doc, `${WORDS} ${WORDS}`, 60, y, 300, 30, { size: 9, font }) }
      : { h: 16, draw: (y: number) => cell(doc, k % 2 ? 'Ocupante' : 'Cônjuge ou companheiro', 60, y, 400, { font }) },
  );
}

/** The same document, its page numbers written in place (`counted`: laid out twice) or at the end. */
async function document(
  frameOf: FrameOf,
  mode: 'counted' | 'deferred',
  official = false,
  font: FontName = 'Sans',
): Promise<Buffer> {
  const doc = newDocument({
    title: 'Numeração',
    official: official ? { author: 'Município de Campinas/SP' } : undefined,
  });
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  doc.pipe(out);
  const frame = frameOf(doc);
  const blocks = blocksOf(doc, font);
  let total: number | undefined;
  if (mode === 'counted') {
    const counting = new Flow({ frame });
    for (const block of blocks) await counting.place(block);
    total = counting.page;
  }
  const flow = new Flow({ frame, doc, total, out });
  for (const block of blocks) await flow.place(block);
  flow.finish();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

const reportFrame: FrameOf = (doc) =>
  pageFrame(doc, A4, {
    title: 'Relatório de Moradores',
    subtitle: 'Jardim Esperança',
    generatedAt: '27/11/2026 10:00',
  });

const letterhead =
  (minuta: boolean): FrameOf =>
  (doc) =>
    officialFrame(
      doc,
      A4,
      { x: 36, width: A4.width - 72 },
      {
        lines: ['ESTADO DE SÃO PAULO', 'PREFEITURA MUNICIPAL DE CAMPINAS'],
        logo: null,
        footer: 'Certidão de Regularização Fundiária – CRF',
        minuta,
      },
    );

/** A frame with the page number alone, in a font the page uses nowhere else: the line brings its font into the page's resources. */
const numberAlone: FrameOf = () => ({
  top: 40,
  bottom: A4.height - 40,
  decorate: (_page, pageLine) =>
    pageLine(A4.width - 186, A4.height - 30, 150, { font: 'Serif', size: 7, align: 'right' }),
});

describe('page numbers written at the end of the document', () => {
  it.each([
    ['a report', reportFrame, false, 'Sans'],
    ['an official document (letterhead)', letterhead(false), true, 'Sans'],
    ['a minuta (watermark over the page)', letterhead(true), true, 'Sans'],
    ['a page whose number is its only text in that font', numberAlone, false, 'Sans-Bold'],
  ] as const)(
    '%s: every page reads "Página X de Y" as when counted first, at the same place and size',
    async (_, frameOf, official, font) => {
      const deferred = await placedText(await document(frameOf, 'deferred', official, font));
      const counted = await placedText(await document(frameOf, 'counted', official, font));
      expect(deferred.length).toBeGreaterThanOrEqual(4);
      deferred.forEach((page, i) => {
        const numbers = page.filter((item) => item.startsWith('Página '));
        expect(numbers).toHaveLength(1);
        expect(numbers[0]).toMatch(new RegExp(`^Página ${i + 1} de ${deferred.length} @`));
      });
      expect(deferred).toEqual(counted);
    },
  );

  it('one page: "Página 1 de 1"', async () => {
    const doc = newDocument({ title: 'Uma página' });
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => out.on('end', resolve));
    doc.pipe(out);
    const flow = new Flow({ frame: reportFrame(doc), doc, out });
    await flow.place({ h: 16, draw: (y) => cell(doc, 'Ocupante', 60, y, 400) });
    flow.finish();
    doc.end();
    await ended;
    const [page] = await placedText(Buffer.concat(chunks));
    expect(page.filter((item) => item.startsWith('Página '))).toEqual([expect.stringMatching(/^Página 1 de 1 @/)]);
  });
});
