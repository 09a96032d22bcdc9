import { forgetPen } from '../../reports/pdf/draw.ts';
import type { Block } from '../../reports/pdf/flow.ts';
import { drawLine } from './draw.ts';
import { breakLines, measure } from './layout.ts';
import type { ImageBlock, RichBlock, TextBlock } from './parse.ts';
import { INDENT_STEP } from './subset.ts';

/**
 * Rich-text blocks as page-flow blocks: one per line (so pages break between lines), one
 * per image. Measured once with the document's fonts; the same blocks serve the page-count
 * pass and the drawing pass.
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

const PLAIN = { bold: false, italic: false, underline: false, strike: false };

function offset(block: { indent: number; depth: number }): number {
  return block.indent * INDENT_STEP + block.depth * LIST_STEP;
}

function textBlocks(doc: PDFKit.PDFDocument, block: TextBlock, column: Column, next: RichBlock | undefined): Block[] {
  const left = column.x + offset(block);
  const width = Math.max(40, column.width - offset(block));
  const lines = breakLines(doc, block.runs, width, BODY_SIZE);
  const out: Block[] = lines.map((line, k) => ({
    h: LINE_HEIGHT,
    draw: (y: number) => {
      if (k === 0 && block.marker) {
        const w = measure(doc, block.marker, PLAIN, BODY_SIZE);
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
            height: LINE_HEIGHT,
            size: BODY_SIZE,
            align: 'left',
          },
        );
      }
      drawLine(doc, line, { x: left, width, y, height: LINE_HEIGHT, size: BODY_SIZE, align: block.align });
    },
  }));
  // Items of a list sit close together; the list as a whole is spaced like a paragraph.
  out.push({ h: block.depth > 0 && next && next.depth > 0 ? ITEM_GAP : PARAGRAPH_GAP });
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

/** Each distinct image is opened (and embedded) once per document, however often it repeats. */
const opened = new WeakMap<PDFKit.PDFDocument, Map<string, Opened | null>>();

function open(doc: PDFKit.PDFDocument, src: string, loaded: ReadonlyMap<string, Buffer>): Opened | null {
  const cache = opened.get(doc) ?? new Map<string, Opened | null>();
  opened.set(doc, cache);
  if (!cache.has(src)) {
    const bytes = bytesOf(src, loaded);
    try {
      cache.set(src, bytes ? (doc as unknown as WithOpen).openImage(bytes) : null);
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

export function richTextBlocks(
  doc: PDFKit.PDFDocument,
  blocks: readonly RichBlock[],
  column: Column,
  loaded: ReadonlyMap<string, Buffer> = new Map(),
): Block[] {
  return blocks.flatMap((block, i) =>
    block.kind === 'image' ? imageBlocks(doc, block, column, loaded) : textBlocks(doc, block, column, blocks[i + 1]),
  );
}
