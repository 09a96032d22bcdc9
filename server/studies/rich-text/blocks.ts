import { cell, forgetPen, INK, MUTED, RULE } from '../../reports/pdf/draw.ts';
import type { Block } from '../../reports/pdf/flow.ts';
import { oversized, pictureLeftOut, type PictureSize } from '../../reports/pdf/picture-limit.ts';
import { drawLine } from './draw.ts';
import { breakLines, measure } from './layout.ts';
import type { ImageBlock, RichBlock, TableBlock, TextBlock } from './parse.ts';
import { INDENT_STEP } from './subset.ts';

/**
 * Rich-text blocks as page-flow blocks: one per line (so pages break between lines), one
 * per image, one per table row. Measured once with the document's fonts, then drawn.
 * Headings are larger bold lines kept with what follows; a blockquote's lines are set in and marked by a rule on their left; a table's
 * columns share its width evenly (a cell spans `colspan` of them) and each cell holds its own
 * paragraphs, lists and images, with its borders drawn.
 */
export interface Column {
  x: number;
  width: number;
  /** Tallest an image may be (the page's content height). */
  maxImageHeight: number;
}

export const BODY_SIZE = 11;
const LINE_HEIGHT = BODY_SIZE * 1.45;
const PARAGRAPH_GAP = BODY_SIZE * 0.55;
const ITEM_GAP = BODY_SIZE * 0.2;
/** Room for a list's marker ("10.") left of the item's text. */
const LIST_STEP = 22;

/** Room a blockquote level takes on the left, its rule drawn QUOTE_RULE points in. */
const QUOTE_STEP = 18;
const QUOTE_RULE = 4;
const QUOTE_COLOR = '#9aa6b5';
/** Headings' sizes by level (body text is BODY_SIZE). */
export const HEADING_SIZES = { 1: 17, 2: 14, 3: 12.5 } as const;
/** Inside a table cell, around its text. */
const CELL_PAD = 4;
const HEADER_FILL = '#e8eef6';

const PLAIN = { bold: false, italic: false, underline: false, strike: false };

function offset(block: { indent: number; depth: number; quote: number }): number {
  return block.indent * INDENT_STEP + block.depth * LIST_STEP + block.quote * QUOTE_STEP;
}

/** The blockquote rules beside a line (one per level), from y for h points. */
function quoteRules(doc: PDFKit.PDFDocument, block: { indent: number; depth: number; quote: number }, column: Column) {
  if (!block.quote) return () => {};
  const base = column.x + block.indent * INDENT_STEP + block.depth * LIST_STEP;
  return (y: number, h: number) => {
    for (let q = 0; q < block.quote; q++) {
      const x = base + q * QUOTE_STEP + QUOTE_RULE;
      doc
        .save()
        .moveTo(x, y)
        .lineTo(x, y + h)
        .lineWidth(2)
        .strokeColor(QUOTE_COLOR)
        .stroke()
        .restore();
    }
  };
}

function textBlocks(doc: PDFKit.PDFDocument, block: TextBlock, column: Column, next: RichBlock | undefined): Block[] {
  const left = column.x + offset(block);
  const width = Math.max(40, column.width - offset(block));
  const size = block.heading ? HEADING_SIZES[block.heading] : BODY_SIZE;
  const lineHeight = block.heading ? size * 1.3 : LINE_HEIGHT;
  const runs = block.heading ? block.runs.map((r) => ({ ...r, style: { ...r.style, bold: true } })) : block.runs;
  const lines = breakLines(doc, runs, width, size);
  const rules = quoteRules(doc, block, column);
  const out: Block[] = [];
  // A heading has room above it and keeps its last line with the next two lines of text.
  if (block.heading) out.push({ h: size * 0.5 });
  lines.forEach((line, k) =>
    out.push({
      h: lineHeight,
      ...(block.heading && k === lines.length - 1 ? { keepWith: 2 * LINE_HEIGHT } : {}),
      draw: (y: number) => {
        rules(y, lineHeight);
        if (k === 0 && block.marker) {
          const w = measure(doc, block.marker, PLAIN, size);
          drawLine(
            doc,
            {
              words: [{ pieces: [{ text: block.marker, style: PLAIN, width: w }], width: w, gap: null }],
              width: w,
              last: true,
            },
            {
              x: left - w - 5,
              width: w,
              y,
              height: lineHeight,
              size,
              align: 'left',
            },
          );
        }
        drawLine(doc, line, { x: left, width, y, height: lineHeight, size, align: block.align });
      },
    }),
  );
  // Items of a list sit close together; the list as a whole is spaced like a paragraph.
  const gap = block.depth > 0 && next && next.depth > 0 ? ITEM_GAP : PARAGRAPH_GAP;
  // The quote's rule runs on through the gap when the next paragraph is in the same quote.
  const inQuote = block.quote > 0 && next && next.quote >= block.quote;
  out.push(inQuote ? { h: gap, draw: (y: number) => rules(y, gap) } : { h: gap });
  return out;
}

/** Decodes a data URL, or the bytes loaded beforehand for one of our file URLs. */
function bytesOf(src: string, loaded: ReadonlyMap<string, Buffer>): Buffer | null {
  const data = /^data:image\/[a-z]+;base64,(.*)$/s.exec(src);
  if (data) return Buffer.from(data[1].replace(/\s+/g, ''), 'base64');
  return loaded.get(src) ?? null;
}

/** pdfkit's opened image (its typings omit openImage). */
interface Opened {
  width: number;
  height: number;
}
type WithOpen = { openImage(src: Buffer): Opened };

/** An image opened for drawing, or one too large to draw (../../reports/pdf/picture-limit.ts). */
type Opening = Opened | { tooLarge: PictureSize };

/** Each distinct image is opened (and embedded) once per document, however often it repeats. */
const opened = new WeakMap<PDFKit.PDFDocument, Map<string, Opening | null>>();

function open(doc: PDFKit.PDFDocument, src: string, loaded: ReadonlyMap<string, Buffer>): Opening | null {
  const cache = opened.get(doc) ?? new Map<string, Opening | null>();
  opened.set(doc, cache);
  if (!cache.has(src)) {
    const bytes = bytesOf(src, loaded);
    // Its size is read from its header before pdfkit unpacks a single pixel.
    const tooLarge = bytes ? oversized(bytes) : null;
    try {
      if (tooLarge) cache.set(src, { tooLarge });
      else cache.set(src, bytes ? (doc as unknown as WithOpen).openImage(bytes) : null);
    } catch {
      cache.set(src, null); // not a PNG/JPEG pdfkit can read: nothing to draw
    }
  }
  return cache.get(src) ?? null;
}

function imageBlocks(
  doc: PDFKit.PDFDocument,
  block: ImageBlock,
  column: Column,
  loaded: ReadonlyMap<string, Buffer>,
): Block[] {
  const image = open(doc, block.src, loaded);
  if (!image) return [];
  if ('tooLarge' in image) {
    const note = pictureLeftOut(image.tooLarge);
    return [
      {
        h: 14,
        draw: (y: number) =>
          cell(doc, note, column.x + offset(block), y + 2, Math.max(40, column.width - offset(block)), {
            font: 'Sans-Italic',
            size: 8,
            color: MUTED,
          }),
      },
      { h: PARAGRAPH_GAP },
    ];
  }
  const room = Math.max(40, column.width - offset(block));
  let width = Math.min(image.width, room);
  let height = (image.height * width) / image.width;
  if (height > column.maxImageHeight) {
    width *= column.maxImageHeight / height;
    height = column.maxImageHeight;
  }
  const left = column.x + offset(block);
  const x = block.align === 'center' ? left + (room - width) / 2 : block.align === 'right' ? left + room - width : left;
  return [
    {
      h: height,
      draw: (y: number) => {
        doc.image(image as unknown as Buffer, x, y, { width, height });
        forgetPen(doc);
      },
    },
    { h: PARAGRAPH_GAP },
  ];
}

/** Header cells print bold, as the editor shows them. */
const bolder = (blocks: readonly RichBlock[]): RichBlock[] =>
  blocks.map((b) =>
    b.kind === 'text' ? { ...b, runs: b.runs.map((r) => ({ ...r, style: { ...r.style, bold: true } })) } : b,
  );

/** One flow block per row: the cells' borders, the header cells' fill, and each cell's content. */
function tableBlocks(
  doc: PDFKit.PDFDocument,
  block: TableBlock,
  column: Column,
  loaded: ReadonlyMap<string, Buffer>,
): Block[] {
  const left = column.x + offset(block);
  const width = Math.max(40, column.width - offset(block));
  const columns = Math.max(1, ...block.rows.map((row) => row.reduce((n, c) => n + c.colspan, 0)));
  const unit = width / columns;
  const rules = quoteRules(doc, block, column);
  const out: Block[] = block.rows.map((row) => {
    let at = 0;
    const cells = row.map((cell) => {
      const x = left + at * unit;
      const w = Math.min(cell.colspan, columns - at) * unit;
      at += cell.colspan;
      const inner = { x: x + CELL_PAD, width: Math.max(20, w - 2 * CELL_PAD), maxImageHeight: column.maxImageHeight };
      const content = richTextBlocks(doc, cell.header ? bolder(cell.blocks) : cell.blocks, inner, loaded);
      while (content.length && !content[content.length - 1].draw) content.pop(); // the last paragraph's gap
      return { x, w, header: cell.header, content, h: content.reduce((sum, b) => sum + b.h, 0) };
    });
    const h = Math.max(LINE_HEIGHT, ...cells.map((c) => c.h)) + 2 * CELL_PAD;
    return {
      h,
      draw: (y: number) => {
        rules(y, h);
        for (const c of cells) {
          if (c.header) doc.save().rect(c.x, y, c.w, h).fill(HEADER_FILL).restore();
          doc.save().rect(c.x, y, c.w, h).lineWidth(0.6).strokeColor(RULE).stroke().restore();
          let cy = y + CELL_PAD;
          for (const b of c.content) {
            b.draw?.(cy);
            cy += b.h;
          }
        }
        doc.fillColor(INK);
        forgetPen(doc);
      },
    };
  });
  out.push({ h: PARAGRAPH_GAP });
  return out;
}

export function richTextBlocks(
  doc: PDFKit.PDFDocument,
  blocks: readonly RichBlock[],
  column: Column,
  loaded: ReadonlyMap<string, Buffer> = new Map(),
): Block[] {
  return blocks.flatMap((block, i) => {
    if (block.kind === 'image') return imageBlocks(doc, block, column, loaded);
    if (block.kind === 'table') return tableBlocks(doc, block, column, loaded);
    return textBlocks(doc, block, column, blocks[i + 1]);
  });
}
