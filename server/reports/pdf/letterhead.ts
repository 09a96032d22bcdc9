import { mayorOffice } from '../../../domain/text/agreement.ts';
import * as f from '../format.ts';
import { breakLines, layOut } from '../paragraph.ts';
import type { ReportSettings } from '../settings.ts';
import type { FontName } from './document.ts';
import { cell, forgetPen, INK, MUTED, pen, put, rule } from './draw.ts';
import type { Block, PageFrame } from './flow.ts';
import { widthOf } from './measure.ts';
import { drawStamp, drawWatermark, STAMP_HEIGHT, type DocumentStamp } from './stamp.ts';

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
const NOTE_LINE = 10;
const FOOT = 40;
const broken = new WeakMap<readonly string[], string[]>();

/** `lines` broken to `width` in `font`, once per array (the letterhead is drawn on every page). */
function brokenOnce(
  doc: PDFKit.PDFDocument,
  lines: readonly string[],
  font: FontName,
  size: number,
  width: number,
): string[] {
  let out = broken.get(lines);
  if (!out) {
    forgetPen(doc);
    doc.font(font).fontSize(size);
    out = lines.flatMap((line) => breakLines(doc, line, width));
    broken.set(lines, out);
  }
  return out;
}

/**
 * The letterhead at the top of a page: the coat of arms beside the header lines (bold, centred
 * in the column), optional `notes` under them (muted: a letter's CNPJ and address), and the rule.
 * The lines are broken once per `lines` array, so a document that draws it on every page (a
 * títulos PDF, a run of letters) passes the same array each time.
 */
export function letterheadTop(
  doc: PDFKit.PDFDocument,
  area: { x: number; width: number },
  head: Pick<Letterhead, 'lines' | 'logo'> & { notes?: readonly string[] },
): { ruleY: number; draw: () => void } {
  const textX = area.x + (head.logo ? LOGO + 10 : 0);
  const textWidth = area.x + area.width - textX;
  const lines = brokenOnce(doc, head.lines, 'Sans-Bold', 9.5, textWidth);
  const notes = head.notes?.length ? brokenOnce(doc, head.notes, 'Sans', 8, textWidth) : [];
  const textHeight = lines.length * HEAD_LINE + notes.length * NOTE_LINE;
  const headHeight = Math.max(head.logo ? LOGO : 0, textHeight);
  const ruleY = HEAD_TOP + headHeight + 6;
  return {
    ruleY,
    draw: () => {
      if (head.logo) doc.image(head.logo, area.x, HEAD_TOP, { fit: [LOGO, LOGO], align: 'center', valign: 'center' });
      const textTop = HEAD_TOP + (headHeight - textHeight) / 2;
      lines.forEach((line, k) => {
        pen(doc, 'Sans-Bold', 9.5, INK);
        put(doc, line, textX + (textWidth - widthOf(doc, line)) / 2, textTop + k * HEAD_LINE);
      });
      const notesTop = textTop + lines.length * HEAD_LINE;
      notes.forEach((line, k) => {
        pen(doc, 'Sans', 8, MUTED);
        put(doc, line, textX + (textWidth - widthOf(doc, line)) / 2, notesTop + k * NOTE_LINE);
      });
      rule(doc, area.x, area.x + area.width, ruleY, INK, 0.8);
    },
  };
}

/** The page frame of an official document on a page of `size` with the text column `area`. */
export function officialFrame(
  doc: PDFKit.PDFDocument,
  size: { width: number; height: number },
  area: { x: number; width: number },
  head: Letterhead,
): PageFrame {
  const top = letterheadTop(doc, area, head);
  const reserve = head.stamp ? STAMP_HEIGHT + 4 : 0;
  const bottom = size.height - FOOT - reserve;
  return {
    top: top.ruleY + 14,
    bottom,
    decorate: (_page, pageLine) => {
      top.draw();
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
