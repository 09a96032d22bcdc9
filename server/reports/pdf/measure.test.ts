import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newDocument, resetLayoutCache, type FontName } from './document.ts';
import { widthOf } from './measure.ts';

/**
 * widthOf must be pdfkit's widthOfString to the last bit (line breaks, centring and justified
 * word spacing of the legal documents depend on it): compared on every line the títulos print
 * (the pinned snapshot), on their words, and on the edge cases of pdfkit's run splitting.
 */
const snapshot = readFileSync(new URL('./__snapshots__/titulos-12-lotes.txt', import.meta.url), 'utf8');
const lines = snapshot
  .split('\n')
  .map((line) => line.replace(/^[\d.]+ [\d.]+ \| /, ''))
  .filter(Boolean);
const words = [...new Set(lines.flatMap((line) => line.split(' ')))];
const edges = [
  '',
  ' ',
  '  ',
  '\t',
  'a\tb',
  ' lead',
  'trail ',
  'dois  espaços',
  'R$ 1.518,00',
  'Ñandú Araújo Conceição',
];
const FONTS: FontName[] = ['Sans', 'Sans-Bold', 'Serif', 'Serif-Bold'];

describe('widthOf', () => {
  it('is pdfkit widthOfString exactly, for every font and size the documents use', () => {
    const doc = newDocument({ title: 'medida' });
    let compared = 0;
    for (const font of FONTS)
      for (const size of [7, 7.5, 8.5, 9.5, 10.5, 15]) {
        doc.font(font).fontSize(size);
        for (const text of [...lines, ...words, ...edges]) {
          expect(widthOf(doc, text), `${font} ${size} "${text}"`).toBe(doc.widthOfString(text));
          compared += 1;
        }
      }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('stays exact after the layout cache is emptied', () => {
    const doc = newDocument({ title: 'medida' });
    doc.font('Serif').fontSize(10.5);
    const before = lines.map((text) => widthOf(doc, text));
    resetLayoutCache(doc);
    expect(lines.map((text) => doc.widthOfString(text))).toEqual(before);
    expect(lines.map((text) => widthOf(doc, text))).toEqual(before);
  });
});
