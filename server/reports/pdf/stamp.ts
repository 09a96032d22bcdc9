import { forgetPen, cell, INK, MUTED, rule } from './draw.ts';

/**
 * What an emitted official document carries on every page (issue 14): its number, the
 * verification code and a QR code of the public verification address; or, on a minuta, a
 * diagonal watermark. Pure drawing: the QR arrives as a ready path (server/emissions/qr.ts),
 * so the generators stay inputs → bytes.
 */
export interface DocumentStamp {
  /** "Título nº 0042/2026", "CRF nº 003/2026", "CRF COMPLEMENTAR nº 004/2026, complementar à CRF nº 003/2026". */
  label: string;
  /** As printed: "7K2M-9QXD-P4TA-W8CE". */
  code: string;
  /** PUBLIC_URL/verificar/{code}. */
  url: string;
  /** The QR's dark modules as PDF path operators in a unit square per module, and its size in modules. */
  qr: { path: string; modules: number };
}

export const STAMP_HEIGHT = 58;
export const MINUTA_TEXT = 'MINUTA — SEM VALOR LEGAL';

/** The QR form a document drew last: the stamp it is of, the object, and its number in the document (its name: Qr1, Qr2…). */
interface QrForm {
  stamp: DocumentStamp;
  ref: PDFKit.PDFKitReference;
  count: number;
}
const lastForm = new WeakMap<PDFKit.PDFDocument, QrForm>();

/**
 * The stamp's QR as a form XObject (ISO 32000-1, 8.10): its path written once per document and
 * drawn by name on each of its pages — every page of a CRF, both pages of a título. The path is
 * the same vector fill as before, in the same place, so the pages look the same; a título of two
 * pages carries one copy (~1 KB compressed) instead of two. Títulos follow one another, so only
 * the form of the stamp drawn last is kept.
 */
function qrForm(doc: PDFKit.PDFDocument, stamp: DocumentStamp): string {
  let form = lastForm.get(doc);
  if (form?.stamp !== stamp) {
    const { modules, path } = stamp.qr;
    // Its own resources, empty (it names none): nothing inherited from a page (ISO 32000-1, 8.10.2, "strongly recommended").
    const ref = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      FormType: 1,
      BBox: [0, 0, modules, modules],
      Resources: {},
    });
    ref.end(`0 0 0 rg ${path} f`);
    form = { stamp, ref, count: (form?.count ?? 0) + 1 };
    lastForm.set(doc, form);
  }
  const name = `Qr${form.count}`;
  doc.page.xobjects[name] = form.ref;
  return name;
}

/** The stamp at the foot of the page's text area, from `top` down STAMP_HEIGHT points. */
export function drawStamp(doc: PDFKit.PDFDocument, stamp: DocumentStamp, x: number, top: number, width: number): void {
  const side = STAMP_HEIGHT - 8;
  const scale = side / stamp.qr.modules;
  rule(doc, x, x + width, top);
  // The QR's form (a vector fill, no image), placed and scaled to `side` points.
  const name = qrForm(doc, stamp);
  doc.addContent(
    `q 1 0 0 1 ${(x + width - side).toFixed(2)} ${(top + 5).toFixed(2)} cm ${scale.toFixed(4)} 0 0 ${scale.toFixed(4)} 0 0 cm /${name} Do Q`,
  );
  const textWidth = width - side - 10;
  cell(doc, stamp.label, x, top + 8, textWidth, { font: 'Sans-Bold', size: 9, color: INK });
  cell(doc, `Código de verificação: ${stamp.code}`, x, top + 22, textWidth, { size: 8, color: INK });
  cell(doc, `Confira a autenticidade em ${stamp.url}`, x, top + 34, textWidth, { size: 7, color: MUTED });
}

/** The minuta's diagonal watermark across the page (drawn over the content, light). */
export function drawWatermark(doc: PDFKit.PDFDocument, size: { width: number; height: number }): void {
  const cx = size.width / 2;
  const cy = size.height / 2;
  doc.save();
  doc.rotate(-55, { origin: [cx, cy] });
  doc.fillColor('#b00020').fillOpacity(0.16);
  doc.font('Sans-Bold').fontSize(46);
  const w = doc.widthOfString(MINUTA_TEXT);
  doc.text(MINUTA_TEXT, cx - w / 2, cy - 23, { lineBreak: false });
  doc.restore();
  forgetPen(doc);
}
