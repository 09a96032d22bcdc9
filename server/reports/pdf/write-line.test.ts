import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newDocument, type FontName } from './document.ts';
import { widthOf } from './measure.ts';
import { writeLine } from './write-line.ts';

/**
 * writeLine must write what pdfkit's fragment writer writes, byte for byte: every line the
 * títulos print (the pinned snapshot), left-aligned and justified, in every font and size the
 * documents use, plus the edge cases (tabs, doubled and outer spaces, accents, empty).
 */
const snapshot = readFileSync(new URL('./__snapshots__/titulos-12-lotes.txt', import.meta.url), 'utf8');
const lines = snapshot
  .split('\n')
  .map((line) => line.replace(/^[\d.]+ [\d.]+ \| /, ''))
  .filter((line) => line && !line.startsWith('—'));
const edges = ['', ' ', 'a\tb', ' lead', 'trail ', 'dois  espaços', 'R$ 1.518,00', 'quebra\nde linha', 'Ñandú'];
const FONTS: FontName[] = ['Sans', 'Sans-Bold', 'Serif', 'Serif-Bold'];

type Fragment = (text: string, x: number, y: number, options: Record<string, unknown>) => void;

/** The inflated content streams of a document drawn by `draw`. */
async function contents(draw: (doc: PDFKit.PDFDocument) => void): Promise<string> {
  const doc = newDocument({ title: 'linha' });
  const parts: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => parts.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  draw(doc);
  doc.end();
  await done;
  const bytes = Buffer.concat(parts);
  const pdf = bytes.toString('latin1');
  const streams: string[] = [];
  for (const m of pdf.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    if (!m[1].includes('/FlateDecode')) continue;
    const start = m.index + m[0].length;
    const length = Number(/\/Length (\d+)/.exec(m[1])?.[1]);
    streams.push(zlib.inflateSync(bytes.subarray(start, start + length)).toString('latin1'));
  }
  return streams.join('\n');
}

/** Every line in every font and size, justified to 471 points where it has a space. */
function drawAll(doc: PDFKit.PDFDocument, write: (text: string, x: number, y: number, spacing: number) => void) {
  for (const font of FONTS)
    for (const size of [7, 9.5, 10.5]) {
      doc.addPage();
      doc.font(font).fontSize(size);
      let y = 20;
      for (const text of [...lines.slice(0, 150), ...edges]) {
        const spaces = text.trim().split(/\s+/).length - 1;
        const spacing = spaces > 0 ? Math.max(0, (471 - widthOf(doc, text)) / spaces) : 0;
        // Each twice, as a clause every título repeats: the second from the line's kept tail.
        write(text, 62, y, 0);
        write(text, 62, y + 2, 0);
        write(text, 62, y + 4, spacing);
        write(text, 62, y + 6, spacing);
        y = y > 780 ? 20 : y + 5;
      }
    }
}

describe('writeLine', () => {
  it("writes pdfkit's fragment writer's bytes", async () => {
    const pdfkit = await contents((doc) =>
      drawAll(doc, (text, x, y, wordSpacing) =>
        (doc as unknown as { _fragment: Fragment })._fragment(text, x, y, { textWidth: 0, wordCount: 1, wordSpacing }),
      ),
    );
    let handedOver = 0;
    const ours = await contents((doc) => {
      const own = doc as unknown as { _fragment: Fragment };
      const fragment = own._fragment;
      own._fragment = (...args) => {
        handedOver += 1;
        fragment.apply(doc, args);
      };
      drawAll(doc, (text, x, y, spacing) => writeLine(doc, text, x, y, spacing));
    });
    // Only the texts without a glyph (empty, blank) reach pdfkit's writer.
    expect(handedOver).toBeLessThanOrEqual(FONTS.length * 3 * 4);
    expect(ours.length).toBeGreaterThan(100_000);
    expect(ours === pdfkit).toBe(true);
  });
});
