import type { Distribution } from '../distribution.ts';
import { ACCENT, cell, forgetPen, INK, MUTED, RULE, wrapped, wrappedHeight } from './draw.ts';
import type { Block } from './flow.ts';

/**
 * Horizontal bar charts drawn as vector paths (pdfkit rectangles and lines, no images): crisp
 * at any zoom, searchable labels, a few hundred bytes each. One chart per distribution —
 * category, bar scaled to the largest count, count and percentage of the base — two side by
 * side per flow block, so a pair never splits across pages. A long category ("REDE PÚBLICA
 * COM MEDIDOR COMPARTILHADO") wraps onto a second line rather than being cut.
 */
const TITLE_H = 14;
const ROW_H = 12;
const BAR_H = 7.5;
const BAR_FILL = ACCENT;
const TRACK_FILL = '#eef2f7';
const NONE = 'Nenhum registro';

const PERCENT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "12 (34,5%)": the count and its share of the base. */
export const countAndShare = (count: number, base: number): string =>
  `${count} (${PERCENT.format(base ? (100 * count) / base : 0)}%)`;

const LABEL_SIZE = 7.5;
const LABEL_SHARE = 0.46;
const VALUE_W = 52;

/** Each row's height: one line, or two when the category wraps. */
function rowHeights(doc: PDFKit.PDFDocument, d: Distribution, width: number): number[] {
  const labelW = width * LABEL_SHARE;
  return d.rows.map((r) => Math.max(ROW_H, wrappedHeight(doc, r.label, labelW, LABEL_SIZE, 2) + 3));
}

export function chartHeight(doc: PDFKit.PDFDocument, d: Distribution, width: number): number {
  return TITLE_H + (d.rows.length ? rowHeights(doc, d, width).reduce((s, h) => s + h, 0) : ROW_H) + 4;
}

/** One chart with its top-left at (x, y), `width` wide. */
export function drawBarChart(doc: PDFKit.PDFDocument, d: Distribution, x: number, y: number, width: number): void {
  cell(doc, d.title, x, y + 1, width, { font: 'Sans-Bold', size: 8.5, color: INK });
  const labelW = width * LABEL_SHARE;
  const barX = x + labelW + 4;
  const barW = Math.max(10, width - labelW - VALUE_W - 8);
  const top = y + TITLE_H;
  if (!d.rows.length) {
    cell(doc, NONE, x, top + 2, width, { size: 7.5, color: MUTED });
    return;
  }
  const max = Math.max(1, ...d.rows.map((r) => r.count));
  const heights = rowHeights(doc, d, width);
  let ry = top;
  d.rows.forEach((r, k) => {
    const h = heights[k];
    wrapped(doc, r.label, x, ry + 2, labelW, h - 3, { size: LABEL_SIZE, color: INK });
    const by = ry + (h - BAR_H) / 2;
    doc.save().rect(barX, by, barW, BAR_H).fill(TRACK_FILL).restore();
    const w = (barW * r.count) / max;
    if (w > 0) doc.save().rect(barX, by, w, BAR_H).fill(BAR_FILL).restore();
    cell(doc, countAndShare(r.count, d.base), barX + barW + 4, by, VALUE_W, { size: LABEL_SIZE, align: 'right' });
    ry += h;
  });
  // The axis the bars grow from.
  const bottom = ry;
  doc.save().moveTo(barX, top).lineTo(barX, bottom).lineWidth(0.6).strokeColor(RULE).stroke().restore();
  forgetPen(doc);
}

/** The charts two side by side, one block per pair. */
export function barCharts(doc: PDFKit.PDFDocument, area: { x: number; width: number }, list: readonly Distribution[]) {
  const gap = 18;
  const w = (area.width - gap) / 2;
  const blocks: Block[] = [];
  for (let i = 0; i < list.length; i += 2) {
    const pair = list.slice(i, i + 2);
    blocks.push({
      h: Math.max(...pair.map((d) => chartHeight(doc, d, w))) + 10,
      draw: (y) => pair.forEach((d, k) => drawBarChart(doc, d, area.x + k * (w + gap), y, w)),
    });
  }
  return blocks;
}
