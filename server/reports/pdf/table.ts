import { breakLines } from '../paragraph.ts';
import type { FontName } from './document.ts';
import { columnXs, forgetPen, INK, pen, put, rule, type Column } from './draw.ts';
import type { Block } from './flow.ts';

/**
 * Tables of official documents, where nothing may be cut: every cell wraps onto as many lines
 * as its text needs, the row is as tall as its tallest cell, and the header row is repeated at
 * the top of every page the table continues on (Block.repeats). Heights come from the text itself.
 */
export interface Span {
  text: string;
  font?: FontName;
  size?: number;
  color?: string;
}
/** A cell: its spans, each starting on a new line and wrapping within the column. */
export type Cell = readonly Span[];

const PAD_X = 2;
const PAD_Y = 2.5;
const LINE = 1.22;

interface Laid {
  lines: string[];
  font: FontName;
  size: number;
  color: string;
}

function lay(doc: PDFKit.PDFDocument, cell: Cell, width: number, size: number): Laid[] {
  forgetPen(doc);
  return cell
    .filter((span) => span.text)
    .map((span) => {
      const font = span.font ?? 'Sans';
      const spanSize = span.size ?? size;
      doc.font(font).fontSize(spanSize);
      return { lines: breakLines(doc, span.text, width), font, size: spanSize, color: span.color ?? INK };
    });
}

const heightOf = (laid: readonly Laid[]): number => laid.reduce((h, s) => h + s.lines.length * s.size * LINE, 0);

/** One row whose cells wrap; `ruled` draws the line under it across the columns from `ruleFrom`. */
export function wrapRow(
  doc: PDFKit.PDFDocument,
  x: number,
  columns: readonly Column[],
  cells: readonly Cell[],
  options: { size?: number; ruleFrom?: number } = {},
): Block {
  const size = options.size ?? 7.5;
  const xs = columnXs(x, columns);
  const width = columns.reduce((s, c) => s + c.width, 0);
  const laid = columns.map((c, i) => lay(doc, cells[i] ?? [], c.width - 2 * PAD_X, size));
  const h = Math.max(size * LINE, ...laid.map(heightOf)) + 2 * PAD_Y;
  return {
    h,
    draw: (y) => {
      laid.forEach((spans, i) => {
        let at = y + PAD_Y;
        for (const span of spans) {
          pen(doc, span.font, span.size, span.color);
          for (const line of span.lines) {
            if (line) put(doc, line, xs[i] + PAD_X, at);
            at += span.size * LINE;
          }
        }
      });
      rule(doc, xs[options.ruleFrom ?? 0], x + width, y + h);
    },
  };
}

/** The header row: bold titles, wrapped like any cell, on a band; repeated on continuation pages. */
export function wrapHeader(doc: PDFKit.PDFDocument, x: number, columns: readonly Column[], size = 7): Block {
  const row = wrapRow(
    doc,
    x,
    columns,
    columns.map((c) => [{ text: c.title, font: 'Sans-Bold' as const, size }]),
    { size },
  );
  const width = columns.reduce((s, c) => s + c.width, 0);
  const header: Block = {
    h: row.h,
    draw: (y) => {
      doc.save().rect(x, y, width, row.h).fill('#dfe6ef').restore();
      forgetPen(doc);
      row.draw?.(y);
    },
  };
  return { ...header, keepWith: 30, repeats: header };
}

/** Ends the running table: pages after this one no longer repeat its header. */
export const tableEnd: Block = { h: 0, repeats: null };
