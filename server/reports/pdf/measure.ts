/**
 * pdfkit's `widthOfString`, to the last bit, without its per-call cost (issue 19: measuring was
 * a third of a título's time). pdfkit measures a string as the sum of its runs — each word with
 * the space or tab after it — laid out by fontkit and kept in a layout cache that the generators
 * empty every RESET_EVERY pages; every call scans the string character by character and sums
 * each run's glyph advances again. Here each run's advance is remembered per font (a number, so
 * a bounded map costs little and outlives the resets), and the sum is taken in pdfkit's order
 * with pdfkit's arithmetic, so every width, line break and word spacing stays the same
 * (measure.test.ts compares the two on every kind of text the documents print).
 */
interface LaidFont {
  layoutCached?: (text: string) => { advanceWidth: number };
}
interface Measured {
  _font: LaidFont;
  _fontSize: number;
}

/** Runs remembered per font before the map starts again (about 1 MB each). */
const RUNS_PER_FONT = 20_000;
const advances = new WeakMap<LaidFont, Map<string, number>>();

function advanceOf(font: Required<LaidFont>, known: Map<string, number>, run: string): number {
  let advance = known.get(run);
  if (advance === undefined) {
    if (known.size >= RUNS_PER_FONT) known.clear();
    advance = font.layoutCached(run).advanceWidth;
    known.set(run, advance);
  }
  return advance;
}

/** `doc.widthOfString(text)` in the current font and size (no character spacing, no scaling, as the reports write). */
export function widthOf(doc: PDFKit.PDFDocument, text: string): number {
  const { _font: font, _fontSize: size } = doc as unknown as Measured;
  if (typeof font.layoutCached !== 'function') return doc.widthOfString(text);
  const laid = font as Required<LaidFont>;
  let known = advances.get(font);
  if (!known) advances.set(font, (known = new Map()));
  let width = 0;
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) {
      width += advanceOf(laid, known, text.slice(last, i + 1));
      last = i + 1;
    }
  }
  if (last < text.length) width += advanceOf(laid, known, text.slice(last));
  // pdfkit: EmbeddedFont#widthOfString scales by size / 1000, then PDFDocument#widthOfString adds
  // the character spacing (0: no change) and applies the horizontal scaling (× 100 / 100).
  return (width * (size / 1000) * 100) / 100;
}
