import { A4, newDocument } from '../../reports/pdf/document.ts';
import {
  cityOf,
  dateInFull,
  editalParagraphs,
  formatDocument,
  letterParagraphs,
  publicDocument,
  roleLabel,
  type LetterParty,
  type Municipality,
  type Nucleo,
  type Paragraph,
} from './content.ts';

/**
 * The notification letters and the edital as PDFs (issue 16 part 2), drawn with the fonts every
 * official document embeds (server/reports/pdf/document.ts). The municipality's header is one
 * small function here (`drawHeader`), to be switched to the shared official header when it
 * lands. Letters are short: the whole document is kept in memory and sent at once.
 */
const MARGIN = { top: 50, bottom: 56, left: 62, right: 62 };
const WIDTH = A4.width - MARGIN.left - MARGIN.right;

function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const parts: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => parts.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
  doc.end();
  return done;
}

/** The municipality's header: logo, name, CNPJ and address (the shared header replaces it later). */
function drawHeader(doc: PDFKit.PDFDocument, m: Municipality) {
  const top = MARGIN.top;
  let textLeft = MARGIN.left;
  if (m.logo) {
    try {
      doc.image(m.logo, MARGIN.left, top, { fit: [56, 56] });
      textLeft += 68;
    } catch {
      // An unreadable logo leaves the header without it, never the letter unsent.
    }
  }
  const width = A4.width - MARGIN.right - textLeft;
  doc
    .font('Serif-Bold')
    .fontSize(13)
    .text(`PREFEITURA MUNICIPAL DE ${m.city.toUpperCase() || '—'}`, textLeft, top, { width });
  doc.font('Sans').fontSize(9);
  if (m.state) doc.text(`Estado: ${m.state}`, { width });
  if (m.cnpj) doc.text(`CNPJ: ${formatDocument(m.cnpj.replace(/\D/g, ''))}`, { width });
  if (m.address) doc.text(m.address, { width });
  const y = Math.max(doc.y, m.logo ? top + 56 : doc.y) + 10;
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(A4.width - MARGIN.right, y)
    .lineWidth(0.8)
    .stroke('#37474f');
  doc.x = MARGIN.left;
  doc.y = y + 14;
}

function title(doc: PDFKit.PDFDocument, text: string, sub?: string) {
  doc.font('Serif-Bold').fontSize(14).text(text, MARGIN.left, doc.y, { width: WIDTH, align: 'center' });
  if (sub) doc.font('Sans').fontSize(9.5).text(sub, { width: WIDTH, align: 'center' });
  doc.moveDown(1);
}

function field(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font('Sans-Bold').fontSize(10.5).text(`${label}: `, MARGIN.left, doc.y, { continued: true, width: WIDTH });
  doc.font('Sans').text(value, { width: WIDTH });
}

/** "§ 5º" and "nº 9.310" never split across lines. */
const keep = (text: string) => text.replace(/(§|nº|art\.) /g, '$1\u00a0');

function paragraphs(doc: PDFKit.PDFDocument, list: Paragraph[]) {
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

/** Place and date, then the authority's signature line (the mayor, when the settings name one). */
function signature(doc: PDFKit.PDFDocument, m: Municipality, today: string) {
  doc.moveDown(1.5);
  doc
    .font('Sans')
    .fontSize(10.5)
    .text(`${m.city || '—'}, ${dateInFull(today)}.`, MARGIN.left, doc.y, {
      width: WIDTH,
      align: 'right',
    });
  doc.moveDown(3.5);
  const y = doc.y;
  const line = 240;
  const x = MARGIN.left + (WIDTH - line) / 2;
  doc
    .moveTo(x, y)
    .lineTo(x + line, y)
    .lineWidth(0.6)
    .stroke('#000000');
  doc.y = y + 4;
  doc.font('Sans-Bold').text(m.mayor || 'Autoridade municipal competente', MARGIN.left, doc.y, {
    width: WIDTH,
    align: 'center',
  });
  doc
    .font('Sans')
    .text(m.mayor ? 'Prefeito(a) Municipal' : 'Nome, cargo e matrícula', { width: WIDTH, align: 'center' });
}

function newPage(doc: PDFKit.PDFDocument) {
  doc.addPage({ size: 'A4', margins: MARGIN });
}

function letterPage(doc: PDFKit.PDFDocument, m: Municipality, n: Nucleo, p: LetterParty, today: string) {
  newPage(doc);
  drawHeader(doc, m);
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
  doc
    .font('Sans')
    .fontSize(8)
    .fillColor('#52606d')
    .text(
      'Entrega por via postal com aviso de recebimento (AR) no endereço que consta da matrícula ou transcrição ' +
        '(Decreto nº 9.310/2018, art. 24, § 4º). O prazo conta da data de recebimento registrada no AR.',
      MARGIN.left,
      A4.height - MARGIN.bottom - 20,
      { width: WIDTH, align: 'center', lineBreak: true, height: 24 },
    )
    .fillColor('#000000');
}

export interface NoticeDocument {
  municipality: Municipality;
  nucleo: Nucleo;
  /** The document's date (Brasília day, ISO). */
  today: string;
}

/** One letter per party, each on its own page(s), in the order given. */
export async function lettersPdf(d: NoticeDocument, parties: readonly LetterParty[]): Promise<Buffer> {
  const doc = newDocument({ title: parties.length === 1 ? `Notificação - ${parties[0].name}` : 'Notificações' });
  for (const p of parties) letterPage(doc, d.municipality, d.nucleo, p, d.today);
  return finish(doc);
}

/** The edital of art. 24 §5 for the parties not found or who refused, with the summary of the area. */
export async function editalPdf(d: NoticeDocument, parties: readonly LetterParty[]): Promise<Buffer> {
  const { municipality: m, nucleo: n } = d;
  const doc = newDocument({ title: `Edital de notificação - ${n.name}` });
  newPage(doc);
  drawHeader(doc, m);
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
      p.registry_ref && `matrícula/transcrição ${p.registry_ref}`,
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
  return finish(doc);
}
