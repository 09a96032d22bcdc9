import { forgetPen, INK } from '../../reports/pdf/draw.ts';
import { fontOf, verticalMetrics } from './fonts.ts';
import type { Line } from './layout.ts';
import type { Style } from './parse.ts';
import { HIGHLIGHT_HEX, type Align } from './subset.ts';

/**
 * Draws one laid-out line: backgrounds first (behind the words and the spaces between
 * highlighted words, so a highlight is continuous across words), then the pieces, each at
 * its own x in its own font, then underlines and strike-throughs.
 */
export interface LineBox {
  x: number;
  width: number;
  y: number;
  height: number;
  size: number;
  align: Align;
}

interface Span {
  x: number;
  width: number;
  style: Style;
  text?: string;
}

/** Every piece and drawn gap of the line with its x. */
function spans(line: Line, box: LineBox): Span[] {
  const free = box.width - line.width;
  const justify = box.align === 'justify' && !line.last && line.words.length > 1;
  const extra = justify ? free / (line.words.length - 1) : 0;
  let x = box.x;
  if (box.align === 'center') x += Math.max(0, free) / 2;
  else if (box.align === 'right') x += Math.max(0, free);
  const out: Span[] = [];
  line.words.forEach((word, i) => {
    if (i > 0 && word.gap) {
      const width = word.gap.width + extra;
      out.push({ x, width, style: word.gap.style });
      x += width;
    } else if (i > 0) x += extra;
    for (const piece of word.pieces) {
      out.push({ x, width: piece.width, style: piece.style, text: piece.text });
      x += piece.width;
    }
  });
  return out;
}

/** pdfkit's line writer under text(): the caller has already placed the fragment. */
type Fragment = (text: string, x: number, y: number, options: Record<string, unknown>) => void;

function write(doc: PDFKit.PDFDocument, text: string, x: number, y: number): void {
  const fragment = (doc as unknown as { _fragment?: Fragment })._fragment;
  if (typeof fragment === 'function') fragment.call(doc, text, x, y, { textWidth: 0, wordCount: 1, wordSpacing: 0 });
  else doc.text(text, x, y, { lineBreak: false });
}

export function drawLine(doc: PDFKit.PDFDocument, line: Line, box: LineBox): void {
  const all = spans(line, box);
  doc.font('Serif').fontSize(box.size);
  const { ascent, descent } = verticalMetrics(doc, box.size);
  const top = box.y + (box.height - ascent - descent) / 2;
  const baseline = top + ascent;

  for (const s of all) {
    if (!s.style.highlight) continue;
    // A hair wider, so neighbouring pieces leave no seam between their backgrounds.
    doc
      .save()
      .rect(s.x - 0.2, top, s.width + 0.4, ascent + descent)
      .fill(HIGHLIGHT_HEX[s.style.highlight])
      .restore();
  }
  doc.fillColor(INK);
  for (const s of all) {
    if (!s.text) continue;
    doc.font(fontOf(s.style)).fontSize(box.size);
    write(doc, s.text, s.x, top);
  }
  for (const s of all) {
    const lines: number[] = [];
    if (s.style.underline) lines.push(baseline + box.size * 0.12);
    if (s.style.strike) lines.push(baseline - box.size * 0.3);
    for (const y of lines) {
      doc
        .save()
        .moveTo(s.x, y)
        .lineTo(s.x + s.width, y)
        .lineWidth(box.size * 0.06)
        .strokeColor(INK)
        .stroke()
        .restore();
    }
  }
  forgetPen(doc);
}
