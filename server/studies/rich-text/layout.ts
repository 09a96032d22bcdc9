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
        const piece = { text: part, style: run.style, width: measure(doc, part, run.style, size) };
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

/** A word wider than the line, cut by characters into words that fit. */
function split(doc: PDFKit.PDFDocument, word: Word, room: number, size: number): Word[] {
  const chars = word.pieces.flatMap((p) => [...p.text].map((c) => ({ c, style: p.style })));
  const words: Word[] = [];
  let current: Word = { pieces: [], width: 0, gap: word.gap };
  for (const { c, style } of chars) {
    const w = measure(doc, c, style, size);
    if (current.width + w > room && current.pieces.length) {
      words.push(current);
      current = { pieces: [], width: 0, gap: null };
    }
    const last = current.pieces[current.pieces.length - 1];
    if (last && last.style === style) {
      last.text += c;
      last.width += w;
    } else current.pieces.push({ text: c, style, width: w });
    current.width += w;
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
