import * as f from '../../reports/format.ts';
import { A4 } from '../../reports/pdf/document.ts';
import { ACCENT, cell, forgetPen, INK, MUTED, rule } from '../../reports/pdf/draw.ts';
import type { Block } from '../../reports/pdf/flow.ts';
import type { ReportSettings } from '../../reports/settings.ts';
import { cityAndUf } from '../../../domain/reference/states.ts';

/** The top of page 1 (the city's letterhead with its logo, the title, the project) and the chapter headings. */
export const MARGIN = 56;
export const WIDTH = A4.width - 2 * MARGIN;

export interface Letterhead {
  title: string;
  project: { name: string; city: string | null; state: string | null };
  settings: ReportSettings | null;
  logo: Buffer | null;
  now: Date;
}

function letterhead(doc: PDFKit.PDFDocument, input: Letterhead): Block {
  const { settings, project, logo } = input;
  const lines = [
    project.city ? `Prefeitura Municipal de ${project.city}` : '',
    settings?.city_adress ?? '',
    settings?.city_cnpj ? `CNPJ ${f.cnpj(settings.city_cnpj)}` : '',
  ].filter(Boolean);
  if (!logo && !lines.length) return { h: 0 };
  const h = 64;
  return {
    h: h + 14,
    draw: (y) => {
      let x = MARGIN;
      if (logo) {
        try {
          doc.image(logo, MARGIN, y, { fit: [h, h] });
          x += h + 14;
        } catch {
          // a logo pdfkit cannot read: the letterhead goes on without it
        }
        forgetPen(doc);
      }
      lines.forEach((text, i) =>
        cell(doc, text, x, y + 10 + i * 15, MARGIN + WIDTH - x, {
          font: i === 0 ? 'Sans-Bold' : 'Sans',
          size: i === 0 ? 12 : 9,
          color: i === 0 ? INK : MUTED,
        }),
      );
      rule(doc, MARGIN, MARGIN + WIDTH, y + h + 6, ACCENT, 1);
    },
  };
}

export function cover(doc: PDFKit.PDFDocument, input: Letterhead): Block[] {
  const place = cityAndUf(input.project.city, input.project.state);
  const centered = (
    text: string,
    size: number,
    h: number,
    font: 'Serif-Bold' | 'Sans' | 'Sans-Bold',
    color = INK,
  ): Block => ({
    h,
    draw: (y) => cell(doc, text, MARGIN, y, WIDTH, { font, size, align: 'center', color }),
  });
  return [
    letterhead(doc, input),
    { h: 18 },
    centered(input.title.toUpperCase(), 20, 30, 'Serif-Bold'),
    centered(input.project.name, 13, 20, 'Sans-Bold', ACCENT),
    ...(place ? [centered(place, 10, 16, 'Sans', MUTED)] : []),
    centered(f.longDate(input.now), 10, 16, 'Sans', MUTED),
    { h: 22 },
  ];
}

/** A chapter's title, kept with the first lines of its text. */
export function heading(doc: PDFKit.PDFDocument, title: string): Block[] {
  return [
    { h: 8 },
    {
      h: 26,
      keepWith: 48,
      draw: (y) => {
        cell(doc, title, MARGIN, y + 4, WIDTH, { font: 'Sans-Bold', size: 13, color: ACCENT });
        rule(doc, MARGIN, MARGIN + WIDTH, y + 22, '#c9d1dc', 0.75);
      },
    },
    { h: 6 },
  ];
}
