import { widthOf } from './measure.ts';

/**
 * pdfkit's fragment writer (`_fragment`) for the one case the reports use — a line at (x, y),
 * left-aligned, optionally justified by word spacing — writing the same operators, byte for
 * byte, at a fraction of the cost (issue 19: it was a third of a título's time). pdfkit
 * encodes each line again from its runs (a word and the space after it): concatenating glyph
 * and position arrays word by word, cloning the last position of each justified word,
 * converting every glyph id to hex. Here each run's encoding (glyph ids as hex, pdfkit's
 * positions) is kept per font — pdfkit's own `encode`, called when pdfkit would first have
 * encoded it, so the font subset numbers its glyphs in the same order — and the line's text
 * operator is built from them with pdfkit's rules: a TJ segment ends at each glyph whose
 * advance differs from its width (kerning, the word spacing after a justified word), with
 * pdfkit's number formatting. Glyphs positioned off their baseline (marks) and fonts that are
 * not embedded go to pdfkit's own writer (write-line.test.ts compares both on every line the
 * títulos print).
 */
interface Position {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}
interface EncodingFont {
  id: string;
  ascender: number;
  encode?: (text: string) => [string[], Position[]];
  layoutCached?: unknown;
  ref(): unknown;
}
interface Writer {
  _font: EncodingFont;
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  _fragment(text: string, x: number, y: number, options: Record<string, unknown>): void;
}
interface Encoded {
  hex: string[];
  positions: Position[];
  /** Some glyph is offset (pdfkit then moves the text matrix): left to pdfkit. */
  offset: boolean;
  /**
   * The run's TJ pieces, made once: each ends at a glyph before the last whose advance differs
   * from its width (kerning), with that difference already formatted; the line only joins them.
   */
  pieces: Array<{ hex: string; adjust: string }>;
  /** The glyphs after the last piece, the last glyph excluded. */
  rest: string;
  last: { hex: string; xAdvance: number; advanceWidth: number };
}

/**
 * Lines and characters written here (not through pdfkit's `_fragment`), for the bench, which
 * writes a bare pdfkit document of as many text fragments and characters beside each report.
 */
export const written = { lines: 0, characters: 0 };

/** PDFObject.number as a template literal prints it. */
const num = (n: number): string => `${Math.round(n * 1e6) / 1e6}`;

/** Runs kept per font before the map starts again. */
const RUNS_PER_FONT = 20_000;
const encodings = new WeakMap<EncodingFont, Map<string, Encoded>>();

function encodingsOf(font: EncodingFont): Map<string, Encoded> {
  let known = encodings.get(font);
  if (!known) encodings.set(font, (known = new Map()));
  return known;
}

function encoded(font: Required<EncodingFont>, known: Map<string, Encoded>, run: string): Encoded {
  let run$ = known.get(run);
  if (run$ === undefined) {
    if (known.size >= RUNS_PER_FONT) known.clear();
    const [hex, positions] = font.encode(run);
    const pieces: Encoded['pieces'] = [];
    let rest = '';
    for (let g = 0; g < hex.length - 1; g++) {
      rest += hex[g];
      const advance = positions[g].xAdvance - positions[g].advanceWidth;
      if (advance !== 0) {
        pieces.push({ hex: rest, adjust: num(-advance) });
        rest = '';
      }
    }
    const final = positions[hex.length - 1];
    run$ = {
      hex,
      positions,
      offset: hex.length === 0 || positions.some((p) => !!p.xOffset || !!p.yOffset),
      pieces,
      rest,
      last: { hex: hex[hex.length - 1] ?? '', xAdvance: final?.xAdvance ?? 0, advanceWidth: final?.advanceWidth ?? 0 },
    };
    known.set(run, run$);
  }
  return run$;
}

/** pdfkit's runs: each ends after a space or a tab (EmbeddedFont#layout). */
function runsOf(text: string): string[] {
  const runs: string[] = [];
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) {
      runs.push(text.slice(last, i + 1));
      last = i + 1;
    }
  }
  if (last < text.length) runs.push(text.slice(last));
  return runs;
}

/**
 * What follows a line's position in its text object — the font, the TJ array, the end of the
 * object — kept per font for each line drawn (issue 19): the clauses, headings and letterhead
 * every título repeats are the same lines (their paragraphs are laid out once per document,
 * ../paragraph.ts), so they are cut into runs, looked up and joined once. Valid for the line's
 * size and word spacing, which it keeps; glyph ids are the font subset's, which never renumbers
 * a glyph.
 */
interface Tail {
  size: number;
  wordSpacing: number;
  /** The characters written (0: an empty line, which writes nothing). */
  characters: number;
  ops: string;
}
/**
 * Lines kept per font before the map starts again (up to ~1 KB each): a título adds ~40 lines of
 * its own, so the repeated ones are drawn again from scratch once every ~25 títulos.
 */
const LINES_PER_FONT = 1_000;
const tails = new WeakMap<EncodingFont, Map<string, Tail>>();

/** The line's tail, or null when pdfkit must write it (a glyph off its baseline). */
function tailOf(
  doc: PDFKit.PDFDocument,
  font: Required<EncodingFont>,
  text: string,
  size: number,
  wordSpacing: number,
): Tail | null {
  let lines = tails.get(font);
  if (!lines) tails.set(font, (lines = new Map()));
  const kept = lines.get(text);
  if (kept !== undefined && kept.size === size && kept.wordSpacing === wordSpacing) return kept;
  const line = text.includes('\n') ? text.replace(/\n/g, '') : text;
  let tail: Tail = { size, wordSpacing, characters: 0, ops: '' };
  if (line.length > 0) {
    const known = encodingsOf(font);
    const runs = (wordSpacing ? line.trim().split(/\s+/) : runsOf(line)).map((run) => encoded(font, known, run));
    if (runs.some((run) => run.offset)) return null;
    // pdfkit adds the space's width to the spacing and works in thousandths of an em.
    const spacing = wordSpacing ? (wordSpacing + widthOf(doc, ' ')) * (1000 / size) : 0;
    const commands: string[] = [];
    let hex = '';
    for (const run of runs) {
      for (const piece of run.pieces) {
        commands.push(`<${hex}${piece.hex}> ${piece.adjust}`);
        hex = '';
      }
      const { last } = run;
      hex += run.rest + last.hex;
      // As pdfkit computes it: the word spacing joins the last glyph's advance before its width goes.
      const advance = (wordSpacing ? last.xAdvance + spacing : last.xAdvance) - last.advanceWidth;
      if (advance !== 0) {
        commands.push(`<${hex}> ${num(-advance)}`);
        hex = '';
      }
    }
    if (hex) commands.push(`<${hex}> 0`);
    const ops = [`/${font.id} ${num(size)} Tf`];
    if (commands.length > 0) ops.push(`[${commands.join(' ')}] TJ`);
    ops.push('ET', 'Q', '');
    tail = { size, wordSpacing, characters: line.length, ops: ops.join('\n') };
  }
  if (lines.size >= LINES_PER_FONT) lines.clear();
  lines.set(text, tail);
  return tail;
}

/** Writes `text` with its top at (x, y); `wordSpacing` justifies it as pdfkit's `wordSpacing` option does. */
export function writeLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, wordSpacing = 0): void {
  const w = doc as unknown as Writer;
  const font = w._font;
  const fallback = () => w._fragment(text, x, y, { textWidth: 0, wordCount: 1, wordSpacing });
  if (typeof font.encode !== 'function' || typeof font.layoutCached !== 'function') return fallback();
  const size = w._fontSize;
  const tail = tailOf(doc, font as Required<EncodingFont>, text, size, wordSpacing);
  if (tail === null) return fallback();
  if (tail.characters === 0) return;

  written.lines += 1;
  written.characters += tail.characters;
  const dy = (font.ascender / 1000) * size;
  const top = w.page.height - y - dy;
  if (w.page.fonts[font.id] == null) w.page.fonts[font.id] = font.ref();
  // pdfkit's save(), transform() to PDF coordinates, text object and restore(), one operator a
  // line, as one write: the page's stream gets the same bytes (each write ends in a newline) and
  // the graphics state ends as it began. As bytes: pdfkit turns a string into bytes one
  // character at a time in JavaScript (3% of a título's CPU); Node's latin1 encoder writes the
  // same bytes (the low byte of each character, and every character here is ASCII: operators,
  // numbers, hex glyph ids).
  doc.addContent(
    Buffer.from(`q\n1 0 0 -1 0 ${num(w.page.height)} cm\nBT\n1 0 0 1 ${num(x)} ${num(top)} Tm\n${tail.ops}`, 'latin1'),
  );
}
