/**
 * Numbers laid out without fontkit's shaper (issue 19, goal 1). pdfkit lays out every new run
 * (a word and the space after it) with fontkit: a shaping plan, the GSUB and GPOS lookups, for
 * each one. The títulos print tens of new numbers per page — CPFs, areas, coordinates, dates,
 * protocols — and laying them out was 13% of their time (21,000 runs per 1,000 títulos, 20 µs
 * each). In the embedded fonts these characters neither kern nor combine with each other, so a
 * run made only of them is each character's own glyph and advance, one after another: this
 * builds that run from a table of the characters laid out once by fontkit.
 *
 * It is taken only where it is proven for the font file in hand: the first time a process uses
 * it, every character is laid out alone and every ordered pair of them together by fontkit
 * itself; a character whose pair ever differs from the two alone (a kerning pair, a ligature, a
 * mark) is left to fontkit, for that font. numeric-layout.test.ts compares both, in every
 * embedded font, on every number the títulos print and on 600 longer strings of these
 * characters; titulo-output.test.ts pins the títulos' bytes, which did not change.
 */
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}
interface Glyph {
  id: number;
}
/** What pdfkit reads of a fontkit GlyphRun. */
export interface Run {
  glyphs: Glyph[];
  positions: Position[];
  readonly advanceWidth: number;
}
interface FontkitFont {
  stream?: { buffer?: object };
}
interface PdfkitFont {
  font: FontkitFont;
  layoutRun(text: string, features?: unknown): Run;
}

/** The characters numbers are written with in the documents (the space ends a run). */
export const NUMERIC_CHARACTERS = '0123456789.,;:/-()% ';

/** One character as fontkit lays it out alone (positions already scaled by pdfkit). */
interface Template {
  glyph: Glyph;
  position: Position;
}

/** The characters proven in each font file (its bytes: the same for every document). */
const provenByFile = new WeakMap<object, ReadonlySet<string>>();
/** Each font instance's table (a document's own glyph objects). */
const tables = new WeakMap<PdfkitFont, Map<string, Template> | null>();

const samePosition = (a: Position, b: Position): boolean =>
  a.xAdvance === b.xAdvance &&
  a.yAdvance === b.yAdvance &&
  a.xOffset === b.xOffset &&
  a.yOffset === b.yOffset &&
  a.advanceWidth === b.advanceWidth;

/**
 * The characters of `characters` that `layout` (a font's, fontkit's) lays out as one glyph each,
 * alone and in every ordered pair with each other, the pair's glyphs and positions those of the
 * two alone.
 */
export function prove(layout: (text: string) => Run, characters = NUMERIC_CHARACTERS): ReadonlySet<string> {
  const single = new Map<string, Template>();
  for (const c of characters) {
    const run = layout(c);
    const [position] = run.positions;
    if (run.glyphs.length !== 1 || position.xOffset !== 0 || position.yOffset !== 0 || position.yAdvance !== 0)
      continue;
    single.set(c, { glyph: run.glyphs[0], position });
  }
  const proven = new Set(single.keys());
  for (const a of single.keys())
    for (const b of single.keys()) {
      const run = layout(a + b);
      const [first, second] = [single.get(a)!, single.get(b)!];
      const same =
        run.glyphs.length === 2 &&
        run.glyphs[0].id === first.glyph.id &&
        run.glyphs[1].id === second.glyph.id &&
        samePosition(run.positions[0], first.position) &&
        samePosition(run.positions[1], second.position);
      if (!same) {
        proven.delete(a);
        proven.delete(b);
      }
    }
  return proven;
}

function tableOf(font: PdfkitFont, layout: (text: string) => Run): Map<string, Template> | null {
  let table = tables.get(font);
  if (table !== undefined) return table;
  const file = font.font.stream?.buffer;
  let proven = file ? provenByFile.get(file) : undefined;
  if (!proven) {
    proven = prove(layout);
    if (file) provenByFile.set(file, proven);
  }
  table = new Map();
  for (const c of proven) {
    const run = layout(c);
    table.set(c, { glyph: run.glyphs[0], position: run.positions[0] });
  }
  if (table.size === 0) table = null;
  tables.set(font, table);
  return table;
}

/** The run of `text` built from the table, or null when a character of it is not in it. */
function numericRun(table: Map<string, Template>, text: string): Run | null {
  const glyphs: Glyph[] = [];
  const positions: Position[] = [];
  for (const c of text) {
    const template = table.get(c);
    if (!template) return null;
    glyphs.push(template.glyph);
    positions.push({ ...template.position });
  }
  return {
    glyphs,
    positions,
    // fontkit's GlyphRun#advanceWidth: the positions' advances summed in order, as they are now.
    get advanceWidth() {
      let width = 0;
      for (const position of positions) width += position.xAdvance;
      return width;
    },
  };
}

const NUMERIC = new RegExp(`^[${NUMERIC_CHARACTERS.replace(/[-\]\\^]/g, '\\$&')}]+$`);
const numericFonts = new WeakSet<PdfkitFont>();

/** Puts the numeric path in front of this font's (pdfkit's) `layoutRun`, on the instance. */
function install(font: PdfkitFont): void {
  if (numericFonts.has(font) || typeof font.layoutRun !== 'function' || !font.font) return;
  numericFonts.add(font);
  const pdfkit = font.layoutRun;
  const layout = (text: string) => pdfkit.call(font, text);
  font.layoutRun = (text: string, features?: unknown): Run => {
    if (features === undefined && NUMERIC.test(text)) {
      const table = tableOf(font, layout);
      const run = table ? numericRun(table, text) : null;
      if (run) return run;
    }
    return pdfkit.call(font, text, features);
  };
}

/**
 * Every font the document opens lays numbers out here (the fonts are opened by `doc.font`, the
 * first time each is named). Only the documents asked for: pdfkit's class is left as it is.
 */
export function withNumericLayout(doc: PDFKit.PDFDocument): void {
  const own = doc as unknown as { _font?: PdfkitFont; font: (...args: unknown[]) => PDFKit.PDFDocument };
  const open = own.font;
  own.font = function font(this: unknown, ...args: unknown[]) {
    const result = open.apply(doc, args);
    if (own._font) install(own._font);
    return result;
  } as typeof own.font;
  if (own._font) install(own._font);
}

/** The characters the numeric path lays out in the document's current font (none if it is not on). */
export function provenIn(doc: PDFKit.PDFDocument): string {
  const font = (doc as unknown as { _font: PdfkitFont })._font;
  if (!numericFonts.has(font)) return '';
  const pdfkit = Object.getPrototypeOf(font) as PdfkitFont;
  const table = tableOf(font, (t) => pdfkit.layoutRun.call(font, t));
  return [...(table?.keys() ?? [])].join('');
}
