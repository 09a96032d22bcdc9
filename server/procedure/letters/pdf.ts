import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { mayorOffice } from '../../../domain/text/agreement.ts';
import { A4, newDocument, resetLayoutCache } from '../../reports/pdf/document.ts';
import { drained, RESET_EVERY } from '../../reports/pdf/flow.ts';
import {
  cityOf,
  dateInFull,
  DECISION_FIELD,
  decisionParagraphs,
  editalParagraphs,
  formatDocument,
  letterParagraphs,
  publicDocument,
  roleLabel,
  type DecisionParty,
  type LetterParty,
  type Municipality,
  type Nucleo,
  type Paragraph,
} from './content.ts';
import { classificationParagraphs, type ClassificationFacts } from './classification.ts';
import { commitmentParagraphs, committedParty, type CommitmentFacts } from './commitment.ts';
import { labelOf } from '../../../domain/enums/choice.ts';
import { REURB_MODALITIES } from '../../../domain/enums/project.ts';
import { nextTurn } from '../../loop/turns.ts';
import { cityAndUf } from '../../../domain/reference/states.ts';
import { formatDate } from '../../../domain/validation/dates.ts';
import { forgetPen } from '../../reports/pdf/draw.ts';
import { letterheadTop, openLogo } from '../../reports/pdf/letterhead.ts';
import { registryReference } from '../../../domain/registry/reference.ts';

/**
 * The notification letters and the edital as PDFs (issue 16 part 2), drawn with the fonts every
 * official document embeds (server/reports/pdf/document.ts), under the títulos' letterhead.
 * Each document streams into `out` as it is drawn, a letter at a time: a loteamento's núcleo
 * notifies a titular of each matrícula (art. 24, caput and § 1º), and 2,000 letters kept
 * whole took 3.4 s and 6.5 MB before their first byte left (server/render runs them in a worker).
 */
export const MARGIN = { top: 50, bottom: 56, left: 62, right: 62 };
export const WIDTH = A4.width - MARGIN.left - MARGIN.right;

/**
 * Streams `doc` into `out` while `draw` fills it, and resolves with its page count once every
 * byte is out; a destination that fails or closes early stops the drawing and rejects.
 */
export async function streamed(
  doc: PDFKit.PDFDocument,
  out: Writable,
  draw: (doc: PDFKit.PDFDocument) => Promise<void> | void,
): Promise<number> {
  let pages = 0;
  doc.on('pageAdded', () => pages++);
  doc.pipe(out);
  const done = finished(out);
  // A client that leaves early rejects this before it is awaited: never an unhandled rejection.
  done.catch(() => undefined);
  try {
    await draw(doc);
    doc.end();
    await done;
    return pages;
  } catch (error) {
    doc.unpipe(out);
    out.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
}

/**
 * The letterhead the títulos and the CRF carry (reports/pdf/letterhead.ts): the coat of arms
 * beside the settings' header text or the municipality's name, with the CNPJ and the address
 * under it, since a letter is answered at that address. Made once per document: a run of letters
 * draws the same one on each.
 */
type Header = ReturnType<typeof letterheadTop>;

function headerOf(doc: PDFKit.PDFDocument, m: Municipality): Header {
  const cnpj = m.cnpj?.replace(/\D/g, '');
  const notes = [cnpj ? `CNPJ: ${formatDocument(cnpj)}` : '', m.address?.trim() ?? ''].filter(Boolean);
  return letterheadTop(
    doc,
    { x: MARGIN.left, width: WIDTH },
    { lines: m.letterhead, logo: openLogo(doc, m.logo), notes },
  );
}

function drawHeader(doc: PDFKit.PDFDocument, header: Header) {
  forgetPen(doc);
  header.draw();
  forgetPen(doc);
  doc.fillColor('#000000');
  doc.x = MARGIN.left;
  doc.y = header.ruleY + 14;
}

export function title(doc: PDFKit.PDFDocument, text: string, sub?: string) {
  doc.font('Serif-Bold').fontSize(14).text(text, MARGIN.left, doc.y, { width: WIDTH, align: 'center' });
  if (sub) doc.font('Sans').fontSize(9.5).text(sub, { width: WIDTH, align: 'center' });
  doc.moveDown(1);
}

export function field(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font('Sans-Bold').fontSize(10.5).text(`${label}: `, MARGIN.left, doc.y, { continued: true, width: WIDTH });
  doc.font('Sans').text(value, { width: WIDTH });
}

/** "§ 5º" and "nº 9.310" never split across lines. */
const keep = (text: string) => text.replace(/(§|nº|art\.) /g, '$1\u00a0');

export function paragraphs(doc: PDFKit.PDFDocument, list: Paragraph[]) {
  for (const { lead, text } of list) {
    const p = { lead, text: keep(text) };
    doc.moveDown(0.6);
    const options = { width: WIDTH, align: 'justify' as const, lineGap: 2 };
    if (p.lead) {
      doc
        .font('Sans-Bold')
        .fontSize(10.5)
        .text(`${p.lead} `, MARGIN.left, doc.y, { ...options, continued: true });
      doc.font('Sans').text(p.text, options);
    } else doc.font('Sans').fontSize(10.5).text(p.text, MARGIN.left, doc.y, options);
  }
}

/** A signature's line, `width` long at (x, y); what is written under it starts 4 pt below. */
function rule(doc: PDFKit.PDFDocument, x: number, y: number, width: number) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .stroke('#000000');
  doc.y = y + 4;
}

/** Place and date, then the authority's signature line (the mayor, when the settings name one). */
function signature(doc: PDFKit.PDFDocument, m: Municipality, today: string) {
  doc.moveDown(1.5);
  doc
    .font('Sans')
    .fontSize(10.5)
    .text(`${cityAndUf(m.city, m.state) || '—'}, ${dateInFull(today)}.`, MARGIN.left, doc.y, {
      width: WIDTH,
      align: 'right',
    });
  doc.moveDown(3.5);
  const y = doc.y;
  const line = 240;
  rule(doc, MARGIN.left + (WIDTH - line) / 2, y, line);
  doc.font('Sans-Bold').text(m.mayor || 'Autoridade municipal competente', MARGIN.left, doc.y, {
    width: WIDTH,
    align: 'center',
  });
  doc
    .font('Sans')
    .text(m.mayor ? mayorOffice(m.mayorSex) : 'Nome, cargo e matrícula', { width: WIDTH, align: 'center' });
}

/** A one-party document's first page: the letterhead, then its heading over the administrative process. */
function firstPage(doc: PDFKit.PDFDocument, d: NoticeDocument, heading: string) {
  newPage(doc);
  drawHeader(doc, headerOf(doc, d.municipality));
  title(doc, heading, d.nucleo.adminProcess ? `Processo administrativo nº ${d.nucleo.adminProcess}` : undefined);
}

export function newPage(doc: PDFKit.PDFDocument) {
  doc.addPage({ size: 'A4', margins: MARGIN });
}

function letterPage(
  doc: PDFKit.PDFDocument,
  header: Header,
  m: Municipality,
  n: Nucleo,
  p: LetterParty,
  today: string,
) {
  newPage(doc);
  drawHeader(doc, header);
  title(
    doc,
    'NOTIFICAÇÃO – REGULARIZAÇÃO FUNDIÁRIA URBANA (REURB)',
    n.adminProcess ? `Processo administrativo nº ${n.adminProcess}` : undefined,
  );
  field(doc, 'Notificado(a)', p.name);
  field(doc, 'CPF/CNPJ', formatDocument(p.document));
  field(doc, 'Endereço', p.address ?? 'não informado');
  field(doc, 'Qualidade', roleLabel(p.role));
  field(doc, 'Matrícula/transcrição', p.registry_ref ?? 'não informada');
  field(doc, 'Núcleo urbano informal', `${n.name} – ${cityOf(m)}`);
  paragraphs(doc, letterParagraphs(m, n, p));
  signature(doc, m, today);
  footnote(
    doc,
    'Entrega por via postal com aviso de recebimento (AR) no endereço que consta da matrícula ou transcrição ' +
      '(Decreto nº 9.310/2018, art. 24, § 4º). O prazo conta da data de recebimento registrada no AR.',
  );
}

/** How the letter was delivered, at the foot of its page; on a page of its own when the text reached the foot. */
function footnote(doc: PDFKit.PDFDocument, text: string) {
  const top = A4.height - MARGIN.bottom - 20;
  if (doc.y > top - 6) newPage(doc);
  doc
    .font('Sans')
    .fontSize(8)
    .fillColor('#52606d')
    .text(text, MARGIN.left, top, {
      width: WIDTH,
      align: 'center',
      lineBreak: true,
      height: 24,
    })
    .fillColor('#000000');
}

export interface NoticeDocument {
  municipality: Municipality;
  nucleo: Nucleo;
  /** The document's date (Brasília day, ISO). */
  today: string;
}

/**
 * One letter per party, each on its own page(s), in the order given, streamed into `out`; resolves
 * with the page count. Between letters the written pages leave, a full destination is waited
 * for, and pdfkit's word cache is bounded, as a report's flow does (reports/pdf/flow.ts).
 */
export function lettersPdf(d: NoticeDocument, parties: readonly LetterParty[], out: Writable): Promise<number> {
  const doc = newDocument({ title: parties.length === 1 ? `Notificação - ${parties[0].name}` : 'Notificações' });
  return streamed(doc, out, async () => {
    const header = headerOf(doc, d.municipality);
    for (const [i, p] of parties.entries()) {
      if (i > 0) {
        if (i % RESET_EVERY === 0) resetLayoutCache(doc);
        await nextTurn();
        await drained(out);
      }
      letterPage(doc, header, d.municipality, d.nucleo, p, d.today);
    }
  });
}

/**
 * The notice of the decision on one party's impugnação (art. 24, §§ 3º, 7º, 9º to 12): the party, the
 * decision and its grounds, and what follows it: for a rejection the 15 days to appeal counted
 * from this notice's receipt, which is why it goes by AR too.
 */
export function decisionPdf(d: NoticeDocument, p: DecisionParty, out: Writable): Promise<number> {
  const doc = newDocument({ title: `Notificação da decisão - ${p.name}` });
  return streamed(doc, out, () => {
    const m = d.municipality;
    firstPage(doc, d, 'NOTIFICAÇÃO DA DECISÃO SOBRE IMPUGNAÇÃO – REURB');
    field(doc, 'Notificado(a)', p.name);
    field(doc, 'CPF/CNPJ', formatDocument(p.document));
    field(doc, 'Endereço', p.address ?? 'não informado');
    field(doc, 'Qualidade', roleLabel(p.role));
    field(doc, 'Núcleo urbano informal', `${d.nucleo.name} – ${cityOf(m)}`);
    field(doc, 'Impugnação apresentada em', formatDate(p.impugnation_on));
    field(doc, 'Decisão', DECISION_FIELD[p.decision]);
    paragraphs(doc, decisionParagraphs(m, d.nucleo, p));
    signature(doc, m, d.today);
    footnote(
      doc,
      p.decision === 'rejeitada'
        ? 'Entrega por via postal com aviso de recebimento (AR). O prazo de recurso conta da data de recebimento ' +
            'registrada no AR (Decreto nº 9.310/2018, art. 24, § 10).'
        : 'Entrega por via postal com aviso de recebimento (AR).',
    );
  });
}

/**
 * A signature line `width` wide at (x, y), the signer's name or quality centred beneath it and the
 * lines after it aligned as `rest` says (a witness writes on "Nome:" and "CPF:" from the left); the
 * lowest y it drew to.
 */
export function signLine(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  lines: readonly string[],
  rest: 'center' | 'left' = 'center',
): number {
  rule(doc, x, y, width);
  lines.forEach((line, i) =>
    doc
      .font(i === 0 ? 'Sans-Bold' : 'Sans')
      .fontSize(10)
      .text(line, x, doc.y, { width, align: i === 0 ? 'center' : rest }),
  );
  return doc.y;
}

/**
 * The termo de compromisso (Decreto 9.310/2018 art. 3º, V and § 2º; art. 30, IX and X; art. 21,
 * § 1º): the Município's signature, the committed party's, and two witnesses' with their names and
 * CPFs to be written in, which is what makes it a título executivo extrajudicial.
 */
export function commitmentPdf(d: NoticeDocument, c: CommitmentFacts, out: Writable): Promise<number> {
  const doc = newDocument({ title: `Termo de compromisso - ${d.nucleo.name}` });
  return streamed(doc, out, () => {
    const m = d.municipality;
    firstPage(doc, d, 'TERMO DE COMPROMISSO – REURB');
    field(doc, 'Núcleo urbano informal', `${d.nucleo.name} – ${cityOf(m)}`);
    field(doc, 'Modalidade', c.reurbModality ? labelOf(REURB_MODALITIES, c.reurbModality) : 'não informada');
    field(doc, 'Compromissário(s)', committedParty(c) ?? `Município de ${cityOf(m)}`);
    paragraphs(doc, commitmentParagraphs(m, d.nucleo, c));
    signature(doc, m, d.today);
    // The committed party's line and the two witnesses' (art. 21, § 1º), kept together on one page.
    const party = committedParty(c);
    if (doc.y > A4.height - MARGIN.bottom - (party ? 190 : 110)) newPage(doc);
    let y = doc.y + 44;
    if (party) y = signLine(doc, MARGIN.left + (WIDTH - 300) / 2, y, 300, [party, 'Compromissário(s)']) + 44;
    const half = (WIDTH - 40) / 2;
    const witness = (n: number) => [`Testemunha ${n}`, 'Nome:', 'CPF:'];
    signLine(doc, MARGIN.left, y, half, witness(1), 'left');
    signLine(doc, MARGIN.left + half + 40, y, half, witness(2), 'left');
  });
}

/** The declaration of Reurb-S (Decreto 9.310/2018 art. 53, § 3º): the Município's letterhead, the text, the mayor's signature. */
export function classificationPdf(d: NoticeDocument, c: ClassificationFacts, out: Writable): Promise<number> {
  const doc = newDocument({ title: `Declaração de Reurb-S - ${d.nucleo.name}` });
  return streamed(doc, out, () => {
    firstPage(doc, d, 'DECLARAÇÃO DE CLASSIFICAÇÃO DA REURB-S');
    paragraphs(doc, classificationParagraphs(d.municipality, d.nucleo, c));
    signature(doc, d.municipality, d.today);
  });
}

/** The edital of art. 24 §5 for the parties not found or who refused, with the summary of the area. */
export function editalPdf(d: NoticeDocument, parties: readonly LetterParty[], out: Writable): Promise<number> {
  const doc = newDocument({ title: `Edital de notificação - ${d.nucleo.name}` });
  return streamed(doc, out, () => drawEdital(doc, d, parties));
}

function drawEdital(doc: PDFKit.PDFDocument, d: NoticeDocument, parties: readonly LetterParty[]) {
  const { municipality: m, nucleo: n } = d;
  newPage(doc);
  drawHeader(doc, headerOf(doc, m));
  title(
    doc,
    'EDITAL DE NOTIFICAÇÃO – REURB',
    [n.adminProcess && `Processo administrativo nº ${n.adminProcess}`, 'Prazo: 30 (trinta) dias']
      .filter(Boolean)
      .join(' · '),
  );
  paragraphs(doc, editalParagraphs(m, n));
  doc.moveDown(0.8);
  doc.font('Sans-Bold').fontSize(10.5).text('Notificados:', MARGIN.left, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
  for (const [i, p] of parties.entries()) {
    const parts = [
      p.name,
      publicDocument(p.document) && `CPF/CNPJ ${publicDocument(p.document)}`,
      roleLabel(p.role),
      // As typed when it says its kind ("transcrição nº 9.107"), else "matrícula/transcrição nº 38.831".
      registryReference(p.registry_ref, 'matrícula/transcrição'),
    ].filter(Boolean);
    doc
      .font('Sans')
      .fontSize(10)
      .text(`${i + 1}. ${parts.join(' – ')}`, MARGIN.left + 10, doc.y, {
        width: WIDTH - 10,
        lineGap: 1.5,
      });
  }
  signature(doc, m, d.today);
}
