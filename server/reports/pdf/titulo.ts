import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { agree, genderOf } from '../../../domain/text/agreement.ts';
import type { Db } from '../../db/connection.ts';
import { lotChunks, type LotData, type LotIds, type ProjectInfo } from '../data.ts';
import * as f from '../format.ts';
import { lotTitle, partnerTitle } from '../household.ts';
import { paragraph } from '../paragraph.ts';
import type { ReportSettings } from '../settings.ts';
import {
  boundaryText,
  effectsText,
  eligibilityText,
  exemptionText,
  holderText,
  issuerText,
  modalityLine,
  originText,
  partnerText,
  publicInterestText,
  propertyText,
  referenceLines,
} from '../titulo-text.ts';
import type { OfficialFacts } from './approval.ts';
import { A4, newDocument, resetLayoutCache, type FontName } from './document.ts';
import { cell, INK } from './draw.ts';
import { drained, Flow, RESET_EVERY, type Block, type PageFrame } from './flow.ts';
import { letterheadLines, municipalityName } from '../letterhead-text.ts';
import { mayorSigner, officialFrame, openLogo, signatureBlocks, type Signer } from './letterhead.ts';
import { drawWatermark, type DocumentStamp } from './stamp.ts';
import { nextTurn } from '../../loop/turns.ts';
import { cityAndUf } from '../../../domain/reference/states.ts';
import { todayInBrasilia } from '../../../domain/procedure/calendar.ts';

/**
 * Títulos de Legitimação Fundiária (Lei 13.465/2017 art. 23; Decreto 9.310/2018 art. 16), one
 * per selected lot, in one PDF. Each title starts on a new page and is numbered on its own
 * ("Página 1 de 2"): its blocks (lines) are laid twice, counting then drawing, as the lots
 * arrive CHUNK at a time. Every page carries the municipality's letterhead (./letterhead.ts);
 * the coat of arms is embedded once and reused by every page.
 */
const MARGIN = 62;
const WIDTH = A4.width - 2 * MARGIN;
const AREA = { x: MARGIN, width: WIDTH };

export interface TitleInput {
  db: Db;
  out: Writable;
  selection: LotIds;
  project: ProjectInfo;
  settings: ReportSettings | null;
  logo: Buffer | null;
  now: Date;
  /** The approval decision and the project's UTM zone (./approval.ts). */
  facts: OfficialFacts;
  /** Called with each chunk's lots once they are drawn. */
  emitted?: (lotIds: number[]) => Promise<void>;
  /** An emitted título's number, code and QR, by lot id, printed on each of its pages. */
  stamps?: ReadonlyMap<number, DocumentStamp>;
  /** A minuta: the watermark on every page, and these lines (the blockers) on a last page. */
  minuta?: { notes: string[] };
}

/** The holder's and the partner's signature blocks (the declaration of art. 23, § 1º, is theirs). */
function beneficiarySigners(lot: LotData): Signer[] {
  const holder: Signer = {
    name: (lot.owner_name ?? '').toLocaleUpperCase('pt-BR'),
    role: agree('Beneficiário(a)', genderOf(lot.sex)),
    detail: lot.cpf ? `CPF ${f.cpf(lot.cpf)}` : '',
  };
  if (!lot.partner) return [holder];
  return [
    holder,
    {
      name: (lot.spouse_name ?? '').toLocaleUpperCase('pt-BR'),
      role: partnerTitle(lot),
      detail: lot.spouse_cpf ? `CPF ${f.cpf(lot.spouse_cpf)}` : '',
    },
  ];
}

function titleBlocks(doc: PDFKit.PDFDocument, input: TitleInput, lot: LotData): Block[] {
  const { project, settings, facts } = input;
  const body = (text: string, size = 10.5) =>
    paragraph(doc, text, MARGIN, WIDTH, { font: 'Serif', size, align: 'justify', indent: 28 });
  const centered = (text: string, font: FontName, size: number, lineHeight?: number) =>
    paragraph(doc, text, MARGIN, WIDTH, { font, size, align: 'center', lineHeight });
  const texts = (value: string | null | undefined) =>
    (value ?? '')
      .split(/\r?\n\s*\r?\n|\r?\n/)
      .map((p) => p.trim())
      .filter(Boolean);
  const blocks: Block[] = [
    ...centered('TÍTULO DE LEGITIMAÇÃO FUNDIÁRIA', 'Serif-Bold', 15, 22),
    ...centered(modalityLine(project, lot), 'Sans-Bold', 9, 13),
    { h: 4 },
    ...referenceLines(project, settings, lot).flatMap((line) => centered(line, 'Sans', 8.5, 12)),
  ];
  const origin = originText(settings);
  if (origin) blocks.push(...centered(origin, 'Sans', 8.5, 12));
  blocks.push({ h: 12 }, ...body(issuerText(project, settings, lot, facts.approval)), { h: 6 });
  const partner = partnerText(lot);
  blocks.push(...body(`${holderText(lot)}${partner ? ',' : ';'}`));
  if (partner) blocks.push({ h: 4 }, ...body(`${partner};`));
  blocks.push({ h: 6 }, ...body(propertyText(lot, project, settings)));
  const boundary = boundaryText(lot, facts.utmZone);
  if (boundary) blocks.push({ h: 6 }, ...body(boundary, 9.5));
  blocks.push({ h: 6 }, ...body(effectsText(lot)));
  const eligibility = eligibilityText(project, lot);
  if (eligibility) blocks.push({ h: 6 }, ...body(eligibility));
  const publicInterest = publicInterestText(project, lot);
  if (publicInterest) blocks.push({ h: 6 }, ...body(publicInterest));
  const exemption = exemptionText(project, lot, todayInBrasilia(input.now));
  if (exemption) blocks.push({ h: 6 }, ...body(exemption));
  for (const text of texts(settings?.titulo_description)) blocks.push({ h: 6 }, ...body(text));
  const extra = texts(settings?.titulo_additional_info);
  if (extra.length) {
    blocks.push(
      { h: 8 },
      {
        h: 14,
        keepWith: 14,
        draw: (y) => cell(doc, 'Informações adicionais', MARGIN, y, WIDTH, { font: 'Sans-Bold', size: 9, color: INK }),
      },
    );
    for (const text of extra)
      blocks.push(...paragraph(doc, text, MARGIN, WIDTH, { font: 'Serif', size: 9.5, align: 'justify' }), { h: 3 });
  }
  const place = `${cityAndUf(project.city, project.state)}, ${f.longDate(input.now)}.`;
  const signatures = signatureBlocks(doc, AREA, [mayorSigner(settings), ...beneficiarySigners(lot)]);
  // The place and date stay with the first signatures (never alone at the foot of a page).
  blocks.push(
    { h: 18 },
    { h: 0, keepWith: 16 + (signatures[0]?.h ?? 0) },
    ...centered(place, 'Serif', 10.5),
    ...signatures,
  );
  return blocks;
}

function titleFrame(
  doc: PDFKit.PDFDocument,
  lot: LotData,
  input: TitleInput,
  lines: readonly string[],
  logo: Buffer | null,
): PageFrame {
  return officialFrame(doc, A4, AREA, {
    lines,
    logo,
    footer: `Título de Legitimação Fundiária · ${lotTitle(lot)}`,
    stamp: input.stamps?.get(lot.id),
    minuta: !!input.minuta,
  });
}

/** Writes the titles into `out`; resolves with the page count once every byte is out. */
export async function titlesPdf(input: TitleInput): Promise<number> {
  const doc = newDocument({
    title: `Títulos de Legitimação Fundiária — ${input.project.name}`,
    official: { author: municipalityName(input.project) },
  });
  // Opened once: every page draws the same embedded image.
  const logo = openLogo(doc, input.logo);
  const lines = letterheadLines(input.project, input.settings);
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
        const blocks = titleBlocks(doc, input, lot);
        const frame = titleFrame(doc, lot, input, lines, logo);
        const counting = new Flow({ frame });
        for (const block of blocks) await counting.place(block);
        const drawing = new Flow({ frame, doc, total: counting.page, out: input.out });
        for (const block of blocks) await drawing.place(block);
        pages += drawing.page;
        drawn.push(lot.id);
        if (pages % RESET_EVERY < drawing.page) resetLayoutCache(doc);
        await nextTurn();
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
