import { cell, forgetPen, type TextStyle } from './draw.ts';

/**
 * "Página X de Y" in a page's footer. Y is the document's page count, which a document laid out
 * as it is written only knows at its end. Rather than laying the whole document out twice (once
 * to count, once to draw: for the CRF, whose cells wrap, that was a third of its time; issue 19),
 * each page's contents get a second stream that holds this line alone, written once the last
 * page is placed. A page's contents may be an array of streams, read as one (ISO 32000-1,
 * 7.7.3.3, table 30, Contents): a reader draws the same line at the same place as if it had
 * been written with the footer. The page itself is written out when the next one starts, as
 * before; only these small streams wait for the end (the document grows ~70 bytes a page).
 */

/** The footer's words, in one place for both ways of writing it. */
export const pageOf = (page: number, total: number): string => `Página ${page} de ${total}`;

/** Writes the page's "Página X de Y" in a one-line cell at (x, y) of `width` points (see ./draw.ts#cell). */
export type PageLine = (x: number, y: number, width: number, style: TextStyle) => void;

/** pdfkit's parts these lines touch (pdfkit 0.20: PDFDocument, PDFPage, PDFReference). */
interface Stream {
  write(chunk: Uint8Array | string): void;
  end(): void;
}
interface Page {
  height: number;
  content: Stream;
  dictionary: { data: { Contents: unknown } };
  fonts: Record<string, unknown>;
  write(chunk: Uint8Array | string): void;
}
interface Internals {
  page: Page;
  ref(): Stream;
  _font: { id: string; ref(): unknown };
}

interface Kept {
  page: number;
  height: number;
  stream: Stream;
  x: number;
  y: number;
  width: number;
  style: TextStyle;
}

/** A document's page numbers written at its end: `line` on each page as it starts, `finish` before `doc.end()`. */
export class PageNumbers {
  private readonly doc: PDFKit.PDFDocument;
  private readonly kept: Kept[] = [];
  private finished = false;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  /** The current page's line, kept for `finish`: its stream goes into the page's contents now. */
  line(page: number, x: number, y: number, width: number, style: TextStyle): void {
    if (this.finished) throw new Error('page numbers already written');
    const doc = this.doc as unknown as Internals;
    const current = doc.page;
    const stream = doc.ref();
    current.dictionary.data.Contents = [current.content, stream];
    // The page's resources are written with it, before the line is: its font goes in now.
    this.doc.font(style.font ?? 'Sans');
    current.fonts[doc._font.id] ??= doc._font.ref();
    forgetPen(this.doc);
    this.kept.push({ page, height: current.height, stream, x, y, width, style });
  }

  /**
   * Writes every kept line with the total, each into its page's stream. The line is drawn by
   * the same code as a footer written in place (./draw.ts#cell), into a stand-in for its page:
   * the same operators, starting as that page's contents end (in pdfkit's page coordinates,
   * every save restored), with its colour set. Before `doc.end()`: the font subsets are
   * embedded there and must already hold these glyphs.
   */
  finish(total: number): void {
    if (this.finished) return;
    this.finished = true;
    const doc = this.doc as unknown as Internals;
    const current = doc.page;
    try {
      for (const kept of this.kept) {
        const stand: Pick<Page, 'height' | 'fonts' | 'write'> = {
          height: kept.height,
          fonts: {},
          write: (chunk) => kept.stream.write(chunk),
        };
        doc.page = stand as Page;
        forgetPen(this.doc);
        cell(this.doc, pageOf(kept.page, total), kept.x, kept.y, kept.width, kept.style);
        kept.stream.end();
      }
    } finally {
      doc.page = current;
      forgetPen(this.doc);
      this.kept.length = 0;
    }
  }
}
