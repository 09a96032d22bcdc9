import type { FontName } from './document.ts';
import type { Block, PageFrame } from './flow.ts';
import { widthOf } from './measure.ts';
import { writeLine } from './write-line.ts';

/**
 * Drawing primitives on absolute coordinates. Text is written with `lineBreak: false` and no
 * width (pdfkit's fast path, no line wrapper, never an implicit page) after being cut to its
 * cell with an ellipsis, so every row has a fixed height known in advance.
 */
export const INK = '#1d2530';
export const MUTED = '#5b6573';
export const RULE = '#c9d1dc';
export const BAND = '#e8eef6';
export const ACCENT = '#1f4e8c';

export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center' | 'justify';
}

/** No glyph of the embedded fonts is wider than this many ems: shorter texts fit unmeasured. */
const WIDEST_GLYPH_EM = 1.05;

/** The text cut to `width` points, with '…' when cut. */
export function fit(doc: PDFKit.PDFDocument, text: string, width: number, size?: number): string {
  if (!text) return '';
  if (size !== undefined && text.length * size * WIDEST_GLYPH_EM <= width) return text;
  if (widthOf(doc, text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (widthOf(doc, `${text.slice(0, mid).trimEnd()}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return low > 0 ? `${text.slice(0, low).trimEnd()}…` : '';
}

interface Pen {
  font: string;
  size: number;
  color: string;
}
const pens = new WeakMap<PDFKit.PDFDocument, Pen>();

/**
 * Sets font, size and colour, writing only what changed (a fill colour is an operator in the
 * page's content: setting it for every cell made pages bigger and slower). Pages start with
 * pdfkit's defaults, so the pen is forgotten at each new page.
 */
export function pen(doc: PDFKit.PDFDocument, font: FontName, size: number, color: string): void {
  const current = pens.get(doc);
  if (current?.font !== font) doc.font(font);
  if (current?.size !== size) doc.fontSize(size);
  if (current?.color !== color) doc.fillColor(color);
  pens.set(doc, { font, size, color });
}

/** After a new page (its graphics state is fresh) or any drawing that changed the fill colour. */
export const forgetPen = (doc: PDFKit.PDFDocument): void => void pens.delete(doc);

type Fragment = (text: string, x: number, y: number, options: Record<string, unknown>) => void;

/**
 * Writes one line of text at (x, y) (its top). pdfkit's `text()` measures a line three times
 * (its width for the cursor, the fragment, the caller's fit); the generators position every
 * line themselves, so they write it with pdfkit's fragment writer, as ./write-line.ts does it
 * (the same bytes, each word encoded once). Falls back to `text()` if a pdfkit version lacks it.
 */
export function put(doc: PDFKit.PDFDocument, text: string, x: number, y: number, wordSpacing = 0): void {
  const fragment = (doc as unknown as { _fragment?: Fragment })._fragment;
  if (typeof fragment !== 'function') {
    doc.text(text, x, y, { lineBreak: false, wordSpacing });
    return;
  }
  writeLine(doc, text, x, y, wordSpacing);
}

/** One line of text in a cell (cut to fit). `y` is the top of the line. */
export function cell(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle = {},
): void {
  const size = style.size ?? 8;
  pen(doc, style.font ?? 'Sans', size, style.color ?? INK);
  const shown = fit(doc, text, width, size);
  if (!shown) return;
  let left = x;
  if (style.align === 'right' || style.align === 'center') {
    const w = widthOf(doc, shown);
    left = style.align === 'right' ? x + width - w : x + (width - w) / 2;
  }
  put(doc, shown, left, y);
}

/** "Label: value" in one line, the label muted. */
export function labelled(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  size = 8,
): void {
  pen(doc, 'Sans-Bold', size, MUTED);
  const head = `${label}: `;
  const w = Math.min(widthOf(doc, head), width);
  put(doc, fit(doc, head, width, size), x, y);
  cell(doc, value || '—', x + w, y, width - w, { size });
}

export function rule(doc: PDFKit.PDFDocument, x1: number, x2: number, y: number, color = RULE, width = 0.5): void {
  doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
}

export function band(doc: PDFKit.PDFDocument, x: number, y: number, w: number, h: number, color = BAND): void {
  doc.save().rect(x, y, w, h).fill(color).restore();
  forgetPen(doc);
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** Columns laid out from x; answers the x of each. */
export function columnXs(x: number, columns: readonly Column[]): number[] {
  const xs: number[] = [];
  let at = x;
  for (const c of columns) {
    xs.push(at);
    at += c.width;
  }
  return xs;
}

/** A table's header row. */
export function headerRow(d: PDFKit.PDFDocument, x: number, columns: readonly Column[], h = 13, size = 7): Block {
  const xs = columnXs(x, columns);
  const width = columns.reduce((s, c) => s + c.width, 0);
  return {
    h,
    draw: (y) => {
      band(d, x, y, width, h, '#dfe6ef');
      columns.forEach((c, i) =>
        cell(d, c.title, xs[i] + 2, y + (h - size) / 2 - 1, c.width - 4, { font: 'Sans-Bold', size, align: c.align }),
      );
    },
  };
}

/** A table's data row (cells cut to their columns). */
export function dataRow(
  d: PDFKit.PDFDocument,
  x: number,
  columns: readonly Column[],
  values: () => readonly string[],
  h = 11,
  size = 7.5,
): Block {
  const xs = columnXs(x, columns);
  const width = columns.reduce((s, c) => s + c.width, 0);
  return {
    h,
    draw: (y) => {
      const row = values();
      columns.forEach((c, i) =>
        cell(d, row[i] ?? '', xs[i] + 2, y + (h - size) / 2 - 1, c.width - 4, { size, align: c.align }),
      );
      rule(d, x, x + width, y + h);
    },
  };
}

export interface Decoration {
  title: string;
  subtitle: string;
  generatedAt: string;
  /** An official document's own page frame (the municipality's letterhead, ./letterhead.ts) instead of the report's. */
  frame?: (size: { width: number; height: number }) => PageFrame;
}

const TITLE_SIZE = 11;
const TITLE_SIZE_MIN = 8;
const SUBTITLE_SIZE = 8;
const HEADER_GAP = 12;

/**
 * How a page header shares its line: the subtitle (the project) takes the width it needs, up to
 * 45%, right-aligned; the title gets the rest and, when that is still too short, a smaller size
 * (down to 8 pt) so it is written whole: a cut title ('Relatório Socioeconômico — famílias de
 * uma pes…') no longer says which report it is. Only a title too long even at 8 pt is cut.
 */
export function headerLayout(
  doc: PDFKit.PDFDocument,
  title: string,
  subtitle: string,
  width: number,
): { titleWidth: number; titleSize: number; subtitleWidth: number } {
  pen(doc, 'Sans', SUBTITLE_SIZE, MUTED);
  const subtitleWidth = Math.min(Math.ceil(widthOf(doc, subtitle)), width * 0.45);
  const titleWidth = width - subtitleWidth - HEADER_GAP;
  pen(doc, 'Sans-Bold', TITLE_SIZE, ACCENT);
  const needed = widthOf(doc, title);
  const titleSize =
    needed <= titleWidth
      ? TITLE_SIZE
      : Math.max(TITLE_SIZE_MIN, Math.floor((TITLE_SIZE * titleWidth * 10) / needed) / 10);
  return { titleWidth, titleSize, subtitleWidth };
}

/** Header (title, project) and footer ('Página X de Y', generation time) of a report page. */
export function pageFrame(pdf: PDFKit.PDFDocument, size: { width: number; height: number }, d: Decoration): PageFrame {
  if (d.frame) return d.frame(size);
  const margin = 36;
  return {
    top: 64,
    bottom: size.height - 44,
    decorate: (_page, pageLine) => {
      const right = size.width - margin;
      const head = headerLayout(pdf, d.title, d.subtitle, right - margin);
      cell(pdf, d.title, margin, 26 + (TITLE_SIZE - head.titleSize) * 0.8, head.titleWidth, {
        font: 'Sans-Bold',
        size: head.titleSize,
        color: ACCENT,
      });
      cell(pdf, d.subtitle, right - head.subtitleWidth, 28, head.subtitleWidth, {
        size: SUBTITLE_SIZE,
        color: MUTED,
        align: 'right',
      });
      rule(pdf, margin, right, 44, ACCENT, 1);
      const foot = size.height - 30;
      rule(pdf, margin, right, foot - 6);
      cell(pdf, `REURB Gestão · gerado em ${d.generatedAt}`, margin, foot, 300, { size: 7, color: MUTED });
      pageLine(right - 150, foot, 150, { size: 7, color: MUTED, align: 'right' });
    },
  };
}

/** Wrapped text of at most `maxLines` lines: its height, before it is drawn (./draw.ts#wrapped). */
export function wrappedHeight(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  size: number,
  maxLines: number,
  font: FontName = 'Sans',
): number {
  if (!text) return 0;
  forgetPen(doc);
  doc.font(font).fontSize(size);
  const line = doc.currentLineHeight(true);
  const h = doc.heightOfString(text, { width, lineGap: 0 });
  return Math.min(Math.ceil(h / line), maxLines) * line;
}

/** Draws wrapped text in a box of `height` (as measured), cut with '…' past it. */
export function wrapped(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
  style: TextStyle = {},
): void {
  if (!text || height <= 0) return;
  pen(doc, style.font ?? 'Sans', style.size ?? 8, style.color ?? INK);
  doc.text(text, x, y, { width, height: height + 0.5, ellipsis: '…', lineGap: 0, align: style.align ?? 'left' });
}
