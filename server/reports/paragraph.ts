import type { FontName } from './pdf/document.ts';
import { forgetPen, INK, pen, put } from './pdf/draw.ts';
import type { Block } from './pdf/flow.ts';
import { widthOf } from './pdf/measure.ts';

/**
 * A paragraph broken into lines here (not by pdfkit), so that each line is a block of known
 * height: the flow can break pages between lines, count pages beforehand, and justify with
 * pdfkit's fast path (word spacing computed per line).
 */
export interface ParagraphStyle {
  font?: FontName;
  size?: number;
  lineHeight?: number;
  align?: 'left' | 'center' | 'justify';
  color?: string;
  /** First-line indent. */
  indent?: number;
}

/**
 * Greedy line breaking on spaces (a word wider than the line is cut by characters). Widths
 * add up word by word (pdfkit lays text out word by word too), so a line costs one
 * measurement per word.
 */
export function breakLines(doc: PDFKit.PDFDocument, text: string, width: number, indent = 0): string[] {
  const lines: string[] = [];
  const space = widthOf(doc, ' ');
  for (const raw of text.split(/\r?\n/)) {
    const words = raw.split(/\s+/).filter(Boolean);
    let line = '';
    let used = 0;
    let room = width - (lines.length === 0 ? indent : 0);
    for (let word of words) {
      let w = widthOf(doc, word);
      if (line && used + space + w <= room) {
        line = `${line} ${word}`;
        used += space + w;
        continue;
      }
      if (!line && w <= room) {
        line = word;
        used = w;
        continue;
      }
      if (line) {
        lines.push(line);
        room = width;
      }
      while (w > room) {
        let cut = word.length - 1;
        while (cut > 1 && widthOf(doc, word.slice(0, cut)) > room) cut -= 1;
        lines.push(word.slice(0, cut));
        word = word.slice(cut);
        w = widthOf(doc, word);
        room = width;
      }
      line = word;
      used = w;
    }
    lines.push(line);
  }
  return lines;
}

interface Laid {
  lines: string[];
  /** Each line's width (pdfkit's measure, as drawing needs it to centre or justify). */
  widths: number[];
}

/** Paragraphs laid out per document, for the ones every título repeats (the clauses, the headings). */
const laidOut = new WeakMap<PDFKit.PDFDocument, Map<string, Laid>>();
const PARAGRAPHS_PER_DOCUMENT = 500;

/**
 * The lines of `text` and their widths in `font` at `size`, kept per document: the grant clause,
 * the effects, the declaration, the headings and the settings' texts are the same words on every
 * título of a project (issue 19). The same function of the same inputs, so the same lines. The
 * caller has set `font` and `size`.
 */
export function layOut(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  font: FontName,
  size: number,
  indent = 0,
): Laid {
  let known = laidOut.get(doc);
  if (!known) laidOut.set(doc, (known = new Map()));
  const key = `${font}\u0000${size}\u0000${width}\u0000${indent}\u0000${text}`;
  let laid = known.get(key);
  if (!laid) {
    if (known.size >= PARAGRAPHS_PER_DOCUMENT) known.clear();
    const lines = breakLines(doc, text, width, indent);
    laid = { lines, widths: lines.map((line) => widthOf(doc, line)) };
    known.set(key, laid);
  }
  return laid;
}

/** The paragraph's lines as blocks (the last line of a justified paragraph is left-aligned). */
export function paragraph(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  width: number,
  style: ParagraphStyle = {},
): Block[] {
  const font = style.font ?? 'Serif';
  const size = style.size ?? 10.5;
  const lineHeight = style.lineHeight ?? size * 1.45;
  const indent = style.indent ?? 0;
  forgetPen(doc);
  doc.font(font).fontSize(size);
  const { lines, widths } = layOut(doc, text, width, font, size, indent);
  return lines.map((line, k) => ({
    h: lineHeight,
    draw: (y: number) => {
      if (!line) return;
      pen(doc, font, size, style.color ?? INK);
      const left = x + (k === 0 ? indent : 0);
      const room = width - (k === 0 ? indent : 0);
      const w = widths[k];
      const last = k === lines.length - 1;
      if (style.align === 'center') {
        put(doc, line, x + (width - w) / 2, y);
      } else if (style.align === 'justify' && !last && line.includes(' ')) {
        const spaces = line.split(' ').length - 1;
        put(doc, line, left, y, (room - w) / spaces);
      } else {
        put(doc, line, left, y);
      }
    },
  }));
}
