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

/** The stamp at the foot of the page's text area, from `top` down STAMP_HEIGHT points. */
export function drawStamp(doc: PDFKit.PDFDocument, stamp: DocumentStamp, x: number, top: number, width: number): void {
  const side = STAMP_HEIGHT - 8;
  const scale = side / stamp.qr.modules;
  rule(doc, x, x + width, top);
  // One fill of the precomputed path: the QR costs a few hundred bytes per page, no image.
  (doc as unknown as { addContent(data: string): void }).addContent(
    `q 0 0 0 rg 1 0 0 1 ${(x + width - side).toFixed(2)} ${(top + 5).toFixed(2)} cm ${scale.toFixed(4)} 0 0 ${scale.toFixed(4)} 0 0 cm ${stamp.qr.path} f Q`,
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
