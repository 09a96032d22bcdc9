import type { Distribution } from '../distribution.ts';
import type { HouseholdStats } from '../stats.ts';
import { money, percent } from '../format.ts';
import {
  ACCENT,
  BAND,
  INK,
  MUTED,
  band,
  cell,
  labelled,
  rule,
  wrapped,
  wrappedHeight,
  type Column,
  columnXs,
} from './draw.ts';
import type { Block } from './flow.ts';

/**
 * Blocks shared by the reports: the title block, a row of labelled cells, section bands,
 * key figures and distribution tables.
 */
export interface Area {
  x: number;
  width: number;
}

export const ROW = 11;

/** One row of "Label: value" cells across the area (equal widths unless given). */
export function fieldsRow(
  doc: PDFKit.PDFDocument,
  area: Area,
  cells: () => [string, string][],
  widths?: number[],
  h = ROW,
): Block {
  return {
    h,
    draw: (y) => {
      const row = cells();
      const ws = widths ?? row.map(() => 1);
      const sum = ws.reduce((s, w) => s + w, 0);
      let x = area.x;
      row.forEach(([label, value], i) => {
        const w = (area.width * ws[i]) / sum;
        labelled(doc, label, value, x + 2, y + 1.5, w - 6, 7.5);
        x += w;
      });
    },
  };
}

/** A coloured band with a bold title (and an optional right-hand note). */
export function titleBand(
  doc: PDFKit.PDFDocument,
  area: Area,
  title: () => string,
  note: () => string = () => '',
  h = 15,
  color = BAND,
): Block {
  return {
    h,
    draw: (y) => {
      band(doc, area.x, y, area.width, h - 2, color);
      cell(doc, title(), area.x + 4, y + (h - 2 - 8.5) / 2, area.width * 0.62, {
        font: 'Sans-Bold',
        size: 8.5,
        color: INK,
      });
      const right = note();
      if (right)
        cell(doc, right, area.x + area.width * 0.62, y + (h - 2 - 7.5) / 2, area.width * 0.38 - 4, {
          size: 7.5,
          color: MUTED,
          align: 'right',
        });
    },
  };
}

/** A section heading: accent text with a rule under it. */
export function heading(doc: PDFKit.PDFDocument, area: Area, text: string, h = 22, keepWith = 60): Block {
  return {
    h,
    keepWith,
    draw: (y) => {
      cell(doc, text, area.x, y + 6, area.width, { font: 'Sans-Bold', size: 10.5, color: ACCENT });
      rule(doc, area.x, area.x + area.width, y + h - 3, ACCENT, 0.8);
    },
  };
}

/** The report's title, what it covers and the filter in words. */
export function titleBlock(
  doc: PDFKit.PDFDocument,
  area: Area,
  title: string,
  scope: string,
  filterText: string,
): Block {
  const filterH = wrappedHeight(doc, filterText, area.width, 8, 4);
  return {
    h: 44 + filterH + 6,
    draw: (y) => {
      cell(doc, title, area.x, y, area.width, { font: 'Sans-Bold', size: 16, color: ACCENT });
      cell(doc, scope, area.x, y + 22, area.width, { font: 'Sans', size: 10, color: INK });
      wrapped(doc, filterText, area.x, y + 40, area.width, filterH, { size: 8, color: MUTED });
    },
  };
}

/** Boxes with a figure and its caption. */
export function figures(doc: PDFKit.PDFDocument, area: Area, items: [string, string][], h = 40): Block {
  return {
    h: h + 8,
    draw: (y) => {
      const gap = 6;
      const w = (area.width - gap * (items.length - 1)) / items.length;
      items.forEach(([caption, value], i) => {
        const x = area.x + i * (w + gap);
        doc.save().roundedRect(x, y, w, h, 3).lineWidth(0.6).strokeColor('#b7c3d3').stroke().restore();
        cell(doc, value, x + 4, y + 7, w - 8, { font: 'Sans-Bold', size: 11, color: ACCENT, align: 'center' });
        cell(doc, caption, x + 4, y + 25, w - 8, { size: 7, color: MUTED, align: 'center' });
      });
    },
  };
}

const DIST_ROW = 10.5;

function distributionHeight(d: Distribution): number {
  return 14 + 11 + Math.max(d.rows.length, 1) * DIST_ROW;
}

function drawDistribution(doc: PDFKit.PDFDocument, d: Distribution, x: number, y: number, width: number): void {
  cell(doc, d.title, x, y + 2, width, { font: 'Sans-Bold', size: 8.5, color: INK });
  const columns: Column[] = [
    { title: 'Categoria', width: width - 110 },
    { title: d.unit === 'famílias' ? 'Famílias' : 'Pessoas', width: 55, align: 'right' },
    { title: '%', width: 55, align: 'right' },
  ];
  const xs = columnXs(x, columns);
  band(doc, x, y + 14, width, 11, '#dfe6ef');
  columns.forEach((c, i) =>
    cell(doc, c.title, xs[i] + 2, y + 16, c.width - 4, { font: 'Sans-Bold', size: 7, align: c.align }),
  );
  const rows = d.rows.length ? d.rows : [{ label: 'Nenhum registro', count: 0 }];
  rows.forEach((r, k) => {
    const ry = y + 25 + k * DIST_ROW;
    cell(doc, r.label, xs[0] + 2, ry + 2, columns[0].width - 4, { size: 7.5 });
    cell(doc, String(r.count), xs[1] + 2, ry + 2, columns[1].width - 4, { size: 7.5, align: 'right' });
    cell(doc, percent(r.count, d.base), xs[2] + 2, ry + 2, columns[2].width - 4, { size: 7.5, align: 'right' });
    rule(doc, x, x + width, ry + DIST_ROW);
  });
}

/** Distribution tables two side by side, one block per pair. */
export function distributions(doc: PDFKit.PDFDocument, area: Area, list: readonly Distribution[]): Block[] {
  const gap = 14;
  const w = (area.width - gap) / 2;
  const blocks: Block[] = [];
  for (let i = 0; i < list.length; i += 2) {
    const pair = list.slice(i, i + 2);
    blocks.push({
      h: Math.max(...pair.map(distributionHeight)) + 10,
      draw: (y) => pair.forEach((d, k) => drawDistribution(doc, d, area.x + k * (w + gap), y, w)),
    });
  }
  return blocks;
}

/** The key figures of the socio-economic summary. */
export function statsFigures(doc: PDFKit.PDFDocument, area: Area, stats: HouseholdStats): Block {
  return figures(doc, area, [
    ['Famílias', String(stats.households)],
    ['Pessoas', String(stats.people)],
    ['Renda familiar média', money(stats.averageIncome)],
    ['Renda per capita', money(stats.perCapitaIncome)],
    ['Com benefício social', String(stats.withBenefit)],
    ['Com deficiência', String(stats.withDeficiency)],
  ]);
}

/** Wrapped observations under a lot (measured in pass 1). */
export function observationsBlock(doc: PDFKit.PDFDocument, area: Area, height: number, text: () => string): Block {
  return {
    h: height + 12,
    draw: (y) => {
      cell(doc, 'Observações:', area.x + 2, y + 1, 80, { font: 'Sans-Bold', size: 7.5, color: MUTED });
      wrapped(doc, text(), area.x + 2, y + 11, area.width - 4, height, { size: 7.5 });
    },
  };
}
