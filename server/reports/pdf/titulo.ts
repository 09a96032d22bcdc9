import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type { Db } from '../../db/connection.ts';
import { lotChunks, type LotData, type ProjectInfo, type Selection } from '../data.ts';
import * as f from '../format.ts';
import { lotTitle } from '../household.ts';
import { paragraph } from '../paragraph.ts';
import type { ReportSettings } from '../settings.ts';
import { holderText, issuerText, partnerText, propertyText } from '../titulo-text.ts';
import { A4, newDocument, resetLayoutCache } from './document.ts';
import { cell, INK, MUTED, rule } from './draw.ts';
import { drained, Flow, RESET_EVERY, type Block, type PageFrame } from './flow.ts';
import { drawStamp, drawWatermark, STAMP_HEIGHT, type DocumentStamp } from './stamp.ts';

/**
 * Títulos de Legitimação Fundiária, one per selected lot, in one PDF. Each title starts on a
 * new page and is numbered on its own ("Página 1 de 2"): its blocks (lines) are laid twice,
 * counting then drawing, as the lots arrive CHUNK at a time. The city's logo is embedded once
 * and reused by every title.
 */
const MARGIN = 62;
const WIDTH = A4.width - 2 * MARGIN;

export interface TitleInput {
  db: Db;
  out: Writable;
  selection: Selection;
  project: ProjectInfo;
  settings: ReportSettings | null;
  logo: Buffer | null;
  now: Date;
  /** Called with each chunk's lots once they are drawn. */
  emitted?: (lotIds: number[]) => Promise<void>;
  /** An emitted título's number, code and QR, by lot id, printed on each of its pages. */
  stamps?: ReadonlyMap<number, DocumentStamp>;
  /** A minuta: the watermark on every page, and these lines (the blockers) on a last page. */
  minuta?: { notes: string[] };
}

function titleBlocks(doc: PDFKit.PDFDocument, input: TitleInput, lot: LotData, logo: Buffer | null): Block[] {
  const { project, settings } = input;
  const centered = (text: string, size: number, h: number, font: 'Serif-Bold' | 'Sans' | 'Sans-Bold'): Block => ({
    h,
    draw: (y) => cell(doc, text, MARGIN, y, WIDTH, { font, size, align: 'center', color: INK }),
  });
  const body = (text: string) =>
    paragraph(doc, text, MARGIN, WIDTH, { font: 'Serif', size: 10.5, align: 'justify', indent: 28 });
  const texts = (value: string | null | undefined) =>
    (value ?? '')
      .split(/\r?\n\s*\r?\n|\r?\n/)
      .map((p) => p.trim())
      .filter(Boolean);
  const blocks: Block[] = [];
  if (logo) {
    blocks.push({
      h: 74,
      draw: (y) => doc.image(logo, MARGIN + (WIDTH - 64) / 2, y, { fit: [64, 64], align: 'center', valign: 'center' }),
    });
  }
  for (const line of texts(settings?.titulo_header_description)) {
    blocks.push(
      ...paragraph(doc, line, MARGIN, WIDTH, { font: 'Sans-Bold', size: 9.5, align: 'center', lineHeight: 13 }),
    );
  }
  blocks.push(
    { h: 14 },
    centered('TÍTULO DE LEGITIMAÇÃO FUNDIÁRIA', 15, 24, 'Serif-Bold'),
    centered('Reurb-S · Lei nº 13.465/2017, arts. 23 e 24 · Decreto nº 9.310/2018', 8.5, 14, 'Sans'),
    centered(`${lotTitle(lot)} · registro nº ${lot.id}`, 8.5, 22, 'Sans'),
    ...body(issuerText(project, settings)),
    { h: 6 },
  );
  const partner = partnerText(lot);
  blocks.push(...body(`${holderText(lot)}${partner ? ',' : ';'}`));
  if (partner) blocks.push({ h: 4 }, ...body(`${partner};`));
  blocks.push({ h: 6 }, ...body(propertyText(lot, project)));
  for (const text of texts(settings?.titulo_description)) blocks.push({ h: 6 }, ...body(text));
  const extra = texts(settings?.titulo_additional_info);
  if (extra.length) {
    blocks.push(
      { h: 8 },
      {
        h: 14,
        keepWith: 14,
        draw: (y) => cell(doc, 'Informações adicionais', MARGIN, y, WIDTH, { font: 'Sans-Bold', size: 9 }),
      },
    );
    for (const text of extra)
      blocks.push(...paragraph(doc, text, MARGIN, WIDTH, { font: 'Serif', size: 9.5, align: 'justify' }), { h: 3 });
  }
  const place = `${project.city ?? ''}${project.state ? `/${project.state}` : ''}, ${f.longDate(input.now)}.`;
  blocks.push({ h: 18 }, ...paragraph(doc, place, MARGIN, WIDTH, { font: 'Serif', size: 10.5, align: 'center' }), {
    h: 86,
    draw: (y) => {
      const w = 280;
      const x = MARGIN + (WIDTH - w) / 2;
      rule(doc, x, x + w, y + 48, INK, 0.6);
      cell(doc, settings?.city_mayor_name ?? '', x, y + 52, w, { font: 'Sans-Bold', size: 9.5, align: 'center' });
      cell(doc, 'Prefeito(a) Municipal', x, y + 65, w, { size: 8, align: 'center', color: MUTED });
      const ids = [
        settings?.city_mayor_rg ? `RG ${settings.city_mayor_rg}` : '',
        settings?.city_mayor_cpf ? `CPF ${f.cpf(settings.city_mayor_cpf)}` : '',
      ]
        .filter(Boolean)
        .join(' · ');
      cell(doc, ids, x, y + 76, w, { size: 8, align: 'center', color: MUTED });
    },
  });
  return blocks;
}

function titleFrame(doc: PDFKit.PDFDocument, lot: LotData, input: Pick<TitleInput, 'stamps' | 'minuta'>): PageFrame {
  const stamp = input.stamps?.get(lot.id);
  const bottom = A4.height - 52 - (stamp ? STAMP_HEIGHT + 4 : 0);
  return {
    top: 48,
    bottom,
    decorate: (page, total) => {
      if (stamp) drawStamp(doc, stamp, MARGIN, bottom + 2, WIDTH);
      if (input.minuta) drawWatermark(doc, A4);
      const y = A4.height - 36;
      rule(doc, MARGIN, A4.width - MARGIN, y - 6);
      cell(doc, `Título de Legitimação Fundiária · ${lotTitle(lot)}`, MARGIN, y, WIDTH * 0.7, {
        size: 7,
        color: MUTED,
      });
      cell(doc, `Página ${page} de ${total}`, MARGIN + WIDTH * 0.7, y, WIDTH * 0.3, {
        size: 7,
        color: MUTED,
        align: 'right',
      });
    },
  };
}

/** Writes the titles into `out`; resolves with the page count once every byte is out. */
export async function titlesPdf(input: TitleInput): Promise<number> {
  const doc = newDocument({ title: `Títulos de Legitimação Fundiária — ${input.project.name}` });
  // Opened once: every title draws the same embedded image (pdfkit's openImage is untyped).
  let opened: unknown = null;
  try {
    opened = input.logo ? (doc as unknown as { openImage(src: Buffer): unknown }).openImage(input.logo) : null;
  } catch {
    // An unreadable logo leaves the header without it.
  }
  const logo = opened as Buffer | null;
  doc.pipe(input.out);
  const done = finished(input.out);
  // A client that leaves early rejects this before it is awaited: never an unhandled rejection.
  done.catch(() => undefined);
  let pages = 0;
  try {
    for await (const chunk of lotChunks(input.db, input.selection)) {
      const drawn: number[] = [];
      for (const { lot } of chunk) {
        if (!lot) continue;
        const blocks = titleBlocks(doc, input, lot, logo);
        const counting = new Flow({ frame: titleFrame(doc, lot, input) });
        for (const block of blocks) await counting.place(block);
        const drawing = new Flow({ frame: titleFrame(doc, lot, input), doc, total: counting.page, out: input.out });
        for (const block of blocks) await drawing.place(block);
        pages += drawing.page;
        drawn.push(lot.id);
        if (pages % RESET_EVERY < drawing.page) resetLayoutCache(doc);
        await new Promise<void>((resolve) => setImmediate(resolve));
        await drained(input.out);
      }
      await input.emitted?.(drawn);
    }
    if (pages === 0) {
      doc.addPage();
      cell(doc, 'Nenhum lote selecionado para emissão de título.', MARGIN, 80, WIDTH, { size: 11 });
      pages = 1;
    }
    if (input.minuta) {
      pages += await notesPages(doc, input.out, input.minuta.notes);
    }
    doc.end();
    await done;
    return pages;
  } catch (error) {
    doc.unpipe(input.out);
    input.out.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
}

/** The minuta's last page(s): why it is not an emission (each lot's blocking rules). */
async function notesPages(doc: PDFKit.PDFDocument, out: Writable, notes: readonly string[]): Promise<number> {
  const lines = notes.length
    ? notes
    : ['Nenhum impedimento legal encontrado; emita o documento oficial para numerá-lo e registrá-lo.'];
  const blocks: Block[] = [
    {
      h: 24,
      draw: (y) =>
        cell(doc, 'MINUTA — impedimentos à emissão', MARGIN, y, WIDTH, { font: 'Sans-Bold', size: 12, color: INK }),
    },
    ...lines.flatMap((line) => [
      ...paragraph(doc, line, MARGIN, WIDTH, { font: 'Sans', size: 9, lineHeight: 12.5 }),
      { h: 3 },
    ]),
  ];
  const frame: PageFrame = { top: 56, bottom: A4.height - 52, decorate: () => drawWatermark(doc, A4) };
  const counting = new Flow({ frame });
  for (const block of blocks) await counting.place(block);
  const drawing = new Flow({ frame, doc, total: counting.page, out });
  for (const block of blocks) await drawing.place(block);
  return drawing.page;
}
