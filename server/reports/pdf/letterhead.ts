import { mayorOffice } from '../../../domain/text/agreement.ts';
import type { ProjectInfo } from '../data.ts';
import * as f from '../format.ts';
import { breakLines, layOut } from '../paragraph.ts';
import type { ReportSettings } from '../settings.ts';
import type { FontName } from './document.ts';
import { cell, forgetPen, INK, MUTED, pen, put, rule } from './draw.ts';
import type { Block, PageFrame } from './flow.ts';
import { widthOf } from './measure.ts';
import { drawStamp, drawWatermark, STAMP_HEIGHT, type DocumentStamp } from './stamp.ts';
import { cityAndUf, stateHeading } from '../../../domain/reference/states.ts';

/**
 * The typesetting every official document shares (issue 15, part 1): on every page the
 * municipality's coat of arms (project setting city_logo) beside its name, "Página x de y" at
 * the foot, the emission's stamp or the minuta's watermark; no product name anywhere; signature
 * blocks that wrap instead of cutting a long name. Internal reports keep draw.ts#pageFrame.
 */
export interface Letterhead {
  /** The lines beside the coat of arms: the settings' header text, or the municipality's name. */
  lines: readonly string[];
  /** The coat of arms, already opened in this document (openLogo), or null. */
  logo: Buffer | null;
  /** The foot of every page: what the document is ("Certidão de Regularização Fundiária"). */
  footer: string;
  stamp?: DocumentStamp;
  minuta?: boolean;
}

/** "Prefeitura Municipal de Campinas" lines: the settings' header text when given, else the city's name. */
export function letterheadLines(
  project: Pick<ProjectInfo, 'city' | 'state'>,
  settings: ReportSettings | null,
): string[] {
  const given = (settings?.titulo_header_description ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (given.length) return given;
  const city = (project.city ?? '').trim();
  // "ESTADO DO RIO DE JANEIRO", "ESTADO DA BAHIA": the preposition the state's name takes.
  const state = stateHeading(project.state);
  return [
    ...(state ? [state.toLocaleUpperCase('pt-BR')] : []),
    city ? `PREFEITURA MUNICIPAL DE ${city.toLocaleUpperCase('pt-BR')}` : 'PREFEITURA MUNICIPAL',
  ];
}

/** "Município de Campinas/SP": the author of an official document. */
export const municipalityName = (project: Pick<ProjectInfo, 'city' | 'state'>): string =>
  project.city ? `Município de ${cityAndUf(project.city, project.state)}` : 'Município';

/**
 * Opens the coat of arms once in this document (every page then draws the same embedded image);
 * null when there is none or pdfkit cannot read it (the header then shows the name alone).
 */
export function openLogo(doc: PDFKit.PDFDocument, bytes: Buffer | null): Buffer | null {
  if (!bytes) return null;
  try {
    // pdfkit's openImage is untyped; the opened image is accepted wherever a Buffer is.
    return (doc as unknown as { openImage(src: Buffer): unknown }).openImage(bytes) as Buffer;
  } catch {
    return null;
  }
}

const LOGO = 46;
const HEAD_TOP = 24;
const HEAD_LINE = 11.5;
const FOOT = 40;
const broken = new WeakMap<readonly string[], string[]>();

/** The page frame of an official document on a page of `size` with the text column `area`. */
export function officialFrame(
  doc: PDFKit.PDFDocument,
  size: { width: number; height: number },
  area: { x: number; width: number },
  head: Letterhead,
): PageFrame {
  const textX = area.x + (head.logo ? LOGO + 10 : 0);
  const textWidth = area.x + area.width - textX;
  // The header lines are broken once per document (a títulos PDF frames every title with them).
  let lines = broken.get(head.lines);
  if (!lines) {
    forgetPen(doc);
    doc.font('Sans-Bold').fontSize(9.5);
    lines = head.lines.flatMap((line) => breakLines(doc, line, textWidth));
    broken.set(head.lines, lines);
  }
  const headLines = lines;
  const headHeight = Math.max(head.logo ? LOGO : 0, headLines.length * HEAD_LINE);
  const ruleY = HEAD_TOP + headHeight + 6;
  const reserve = head.stamp ? STAMP_HEIGHT + 4 : 0;
  const bottom = size.height - FOOT - reserve;
  return {
    top: ruleY + 14,
    bottom,
    decorate: (_page, pageLine) => {
      if (head.logo) doc.image(head.logo, area.x, HEAD_TOP, { fit: [LOGO, LOGO], align: 'center', valign: 'center' });
      const textTop = HEAD_TOP + (headHeight - headLines.length * HEAD_LINE) / 2;
      headLines.forEach((line, k) => {
        pen(doc, 'Sans-Bold', 9.5, INK);
        put(doc, line, textX + (textWidth - widthOf(doc, line)) / 2, textTop + k * HEAD_LINE);
      });
      rule(doc, area.x, area.x + area.width, ruleY, INK, 0.8);
      if (head.stamp) drawStamp(doc, head.stamp, area.x, bottom + 2, area.width);
      if (head.minuta) drawWatermark(doc, size);
      const foot = size.height - 28;
      rule(doc, area.x, area.x + area.width, foot - 6);
      cell(doc, head.footer, area.x, foot, area.width * 0.75, { size: 7, color: MUTED });
      pageLine(area.x + area.width * 0.75, foot, area.width * 0.25, { size: 7, color: MUTED, align: 'right' });
    },
  };
}

/** One who signs: the name (blank line to fill by hand when not registered), the office, identifiers. */
export interface Signer {
  name: string;
  role: string;
  detail?: string;
}

interface SignerLines {
  lines: { text: string; font: FontName; size: number; color: string }[];
}

const SIGN_SPACE = 40;

/**
 * Signature blocks, two side by side (one centred when alone): room to sign, the line, then the
 * name, the office and the identifiers, each wrapped within its column.
 */
export function signatureBlocks(
  doc: PDFKit.PDFDocument,
  area: { x: number; width: number },
  signers: readonly Signer[],
): Block[] {
  const gap = 28;
  const w = (area.width - gap) / 2;
  const laid = signers.map((s): SignerLines => {
    const lines: SignerLines['lines'] = [];
    const add = (text: string, font: FontName, size: number, color: string) => {
      forgetPen(doc);
      doc.font(font).fontSize(size);
      for (const line of layOut(doc, text, w - 8, font, size).lines) lines.push({ text: line, font, size, color });
    };
    add(s.name || ' ', 'Sans-Bold', 9, INK);
    add(s.role, 'Sans', 8, MUTED);
    if (s.detail) add(s.detail, 'Sans', 7.5, MUTED);
    return { lines };
  });
  const heightOf = (l: SignerLines) => l.lines.reduce((h, line) => h + line.size * 1.3, 0);
  const blocks: Block[] = [];
  for (let i = 0; i < laid.length; i += 2) {
    const pair = laid.slice(i, i + 2);
    const h = SIGN_SPACE + Math.max(...pair.map(heightOf)) + 14;
    blocks.push({
      h,
      draw: (y) =>
        pair.forEach((signer, k) => {
          const x = pair.length === 1 ? area.x + (area.width - w) / 2 : area.x + k * (w + gap);
          rule(doc, x + 4, x + w - 4, y + SIGN_SPACE, INK, 0.6);
          let at = y + SIGN_SPACE + 4;
          for (const line of signer.lines) {
            pen(doc, line.font, line.size, line.color);
            put(doc, line.text, x + (w - widthOf(doc, line.text)) / 2, at);
            at += line.size * 1.3;
          }
        }),
    });
  }
  return blocks;
}

/** The mayor's block from the settings (name, RG, CPF). */
export function mayorSigner(settings: ReportSettings | null): Signer {
  return {
    name: settings?.city_mayor_name ?? '',
    role: mayorOffice(settings?.city_mayor_sex),
    detail: [
      settings?.city_mayor_rg ? `RG ${settings.city_mayor_rg}` : '',
      settings?.city_mayor_cpf ? `CPF ${f.cpf(settings.city_mayor_cpf)}` : '',
    ]
      .filter(Boolean)
      .join(' · '),
  };
}
