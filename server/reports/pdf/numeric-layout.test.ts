import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newDocument, type FontName } from './document.ts';
import { NUMERIC_CHARACTERS, prove, provenIn, type Run } from './numeric-layout.ts';

/**
 * The numeric layout must be fontkit's, glyph for glyph and to the last bit of every position,
 * in every embedded font: on every number the títulos print (the pinned snapshot's), on the
 * shapes the documents write (CPF, CNPJ, areas, coordinates, dates, acts), and on strings drawn
 * from its characters. The títulos' own bytes, with it, are pinned by titulo-output.test.ts.
 */
const FONTS: FontName[] = ['Sans', 'Sans-Bold', 'Sans-Italic', 'Serif', 'Serif-Bold', 'Serif-Italic'];

const snapshot = readFileSync(new URL('./__snapshots__/titulos-12-lotes.txt', import.meta.url), 'utf8');
const printed = [...new Set(snapshot.split(/[\s|]+/))].filter((w) => /^[0-9.,;:/()%-]+$/.test(w) && /\d/.test(w));
const shapes = [
  '123.456.789-09',
  '12.345.678/0001-95',
  '1.234,56',
  '7.456.789,012',
  '285.123,45',
  '27/11/2026',
  '13.465/2017',
  '9.310/2018',
  '(11)',
  '10%',
  '1:1.000',
  '0',
  ' ',
  '  ',
  '-',
];
/** Strings of 1 to 12 of the characters, from a fixed generator (the same every run). */
function drawn(count: number): string[] {
  let seed = 19;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (next() % 12) }, () => NUMERIC_CHARACTERS[next() % NUMERIC_CHARACTERS.length]).join(''),
  );
}

const layoutOf = (doc: PDFKit.PDFDocument, text: string): Run =>
  (doc as unknown as { _font: { layoutRun(t: string): Run } })._font.layoutRun(text);
/** What a run is to pdfkit: glyph ids, the positions' numbers, the advance. */
const seen = (run: Run) => ({
  ids: run.glyphs.map((g) => g.id),
  positions: run.positions.map(({ xAdvance, yAdvance, xOffset, yOffset, advanceWidth }) => ({
    xAdvance,
    yAdvance,
    xOffset,
    yOffset,
    advanceWidth,
  })),
  advanceWidth: run.advanceWidth,
});

describe('numeric layout', () => {
  it('is proven for every one of its characters in every embedded font', () => {
    const doc = newDocument({ title: 'números' });
    for (const font of FONTS) {
      doc.font(font);
      expect([...provenIn(doc)].sort(), font).toEqual([...NUMERIC_CHARACTERS].sort());
    }
  });

  it('lays out every number as fontkit does, in every font', () => {
    expect(printed.length).toBeGreaterThan(30);
    const texts = [...printed, ...printed.map((t) => `${t} `), ...shapes, ...drawn(600)];
    const doc = newDocument({ title: 'números' });
    const pdfkit = newDocument({ title: 'números', numericLayout: false });
    let compared = 0;
    for (const font of FONTS) {
      doc.font(font);
      pdfkit.font(font);
      expect(provenIn(pdfkit)).toBe('');
      for (const text of texts) {
        const fontkit = seen(layoutOf(pdfkit, text));
        const ours = layoutOf(doc, text);
        expect(ours.constructor, 'the numeric path was taken').toBe(Object);
        expect(seen(ours), `${font} "${text}"`).toEqual(fontkit);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(5_000);
  });

  it('refuses characters that kern or combine with each other (here letters, in the same font)', () => {
    const doc = newDocument({ title: 'letras', numericLayout: false });
    doc.font('Sans');
    const layout = (text: string) => layoutOf(doc, text);
    // "AV", "To" and "Te" kern in DejaVu Sans; "fi" is a ligature in neither: only kerning tells.
    const proven = prove(layout, 'AVTo1');
    expect([...proven]).toEqual(['1']);
    expect([...prove(layout, '0123456789')].length).toBe(10);
  });
});
