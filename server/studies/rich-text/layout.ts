import { fontOf } from './fonts.ts';
import type { Run, Style } from './parse.ts';

/**
 * Line breaking of a paragraph of styled runs. Words may change style inside them
 * ("<b>ini</b>ciou" is one word of two pieces), and break only at spaces or <br>; every
 * piece is measured in its own font, and the drawing places each piece itself, so justified
 * lines never show pdfkit's artefacts ("iniciou- se").
 */
export interface Piece {
  text: string;
  style: Style;
  width: number;
}

export interface Word {
  pieces: Piece[];
  width: number;
  /** The space before the word (its style carries highlight and underline across words). */
  gap: { width: number; style: Style } | null;
}

export interface Line {
  words: Word[];
  /** Natural width: words plus the gaps between them. */
  width: number;
  /** Last line of the paragraph or before a <br>: never justified. */
  last: boolean;
}

const BREAK = Symbol('br');
type Token = Word | typeof BREAK;

export function measure(doc: PDFKit.PDFDocument, text: string, style: Style, size: number): number {
  doc.font(fontOf(style)).fontSize(size);
  return doc.widthOfString(text);
}

/**
 * Widths of single characters per font, per document: a word wider than the line is cut
 * character by character, and a 400,000-character word must cost a map lookup per character,
 * not a pdfkit measurement (which took ~5 µs each: a 5 MB word held the thread for ~48 s).
 */
const charWidths = new WeakMap<PDFKit.PDFDocument, Map<string, number>>();

function charWidth(doc: PDFKit.PDFDocument, c: string, style: Style, size: number): number {
  let cache = charWidths.get(doc);
  if (!cache) charWidths.set(doc, (cache = new Map()));
  const key = `${fontOf(style)}\u0000${size}\u0000${c}`;
  let w = cache.get(key);
  if (w === undefined) cache.set(key, (w = measure(doc, c, style, size)));
  return w;
}

/** Longer than any line holds: measured by its characters (it is cut anyway), not by a fontkit layout of the whole run. */
const LONG_PART = 1000;

function partWidth(doc: PDFKit.PDFDocument, text: string, style: Style, size: number): number {
  if (text.length <= LONG_PART) return measure(doc, text, style, size);
  let width = 0;
  for (const c of text) width += charWidth(doc, c, style, size);
  return width;
}

function tokens(doc: PDFKit.PDFDocument, runs: readonly Run[], size: number): Token[] {
  const out: Token[] = [];
  let word: Word | null = null;
  let gap: Style | null = null;
  for (const run of runs) {
    for (const part of run.text.split(/(\n| +)/)) {
      if (!part) continue;
      if (part === '\n') {
        word = null;
        gap = null;
        out.push(BREAK);
      } else if (part.startsWith(' ')) {
        word = null;
        gap ??= run.style;
      } else {
        const piece = { text: part, style: run.style, width: partWidth(doc, part, run.style, size) };
        if (!word) {
          word = { pieces: [], width: 0, gap: gap ? { style: gap, width: measure(doc, ' ', gap, size) } : null };
          gap = null;
          out.push(word);
        }
        word.pieces.push(piece);
        word.width += piece.width;
      }
    }
  }
  return out;
}

/**
 * A word wider than the line, cut into words that fit: each piece is one slice of the word's
 * text (never one piece per character), so drawing it is one text operation per line.
 */
function split(doc: PDFKit.PDFDocument, word: Word, room: number, size: number): Word[] {
  const words: Word[] = [];
  let current: Word = { pieces: [], width: 0, gap: word.gap };
  for (const piece of word.pieces) {
    const chars = [...piece.text];
    let from = 0;
    let width = 0;
    const flush = (to: number) => {
      if (to > from) {
        current.pieces.push({ text: chars.slice(from, to).join(''), style: piece.style, width });
        current.width += width;
      }
      from = to;
      width = 0;
    };
    for (let i = 0; i < chars.length; i++) {
      const w = charWidth(doc, chars[i], piece.style, size);
      if (current.width + width + w > room && (current.pieces.length || i > from)) {
        flush(i);
        words.push(current);
        current = { pieces: [], width: 0, gap: null };
      }
      width += w;
    }
    flush(chars.length);
  }
  if (current.pieces.length) words.push(current);
  return words;
}

/** Greedy breaking into lines of at most `width` points. */
export function breakLines(doc: PDFKit.PDFDocument, runs: readonly Run[], width: number, size: number): Line[] {
  const lines: Line[] = [];
  let line: Line = { words: [], width: 0, last: false };
  const push = (last: boolean) => {
    line.last = last;
    lines.push(line);
    line = { words: [], width: 0, last: false };
  };
  const add = (word: Word) => {
    if (!line.words.length) {
      line.words.push(word);
      line.width = word.width;
    } else if (line.width + (word.gap?.width ?? 0) + word.width <= width) {
      line.words.push(word);
      line.width += (word.gap?.width ?? 0) + word.width;
    } else {
      push(false);
      line.words.push(word);
      line.width = word.width;
    }
  };
  for (const token of tokens(doc, runs, size)) {
    if (token === BREAK) push(true);
    else if (token.width > width) split(doc, token, width, size).forEach(add);
    else add(token);
  }
  push(true);
  return lines;
}
