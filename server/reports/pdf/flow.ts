import type { Writable } from 'node:stream';
import { resetLayoutCache } from './document.ts';
import { cell, forgetPen } from './draw.ts';
import { pageOf, PageNumbers, type PageLine } from './page-numbers.ts';
import { nextTurn } from '../../loop/turns.ts';

/**
 * Waits until a full destination has room again. A client that leaves closes it without
 * 'drain' (and often without 'error'): waiting for 'drain' alone would hold the document in
 * memory for ever, so 'close' ends the wait and the report stops.
 */
export async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  }
  if (out.destroyed) throw new Error('report destination closed');
}

/**
 * Page flow for lot-by-lot documents. A document is a sequence of blocks of known height;
 * the flow starts a new page when the next block does not fit. Drawing, it writes each page as
 * it goes; "Página X de Y" is written when the total is known: given (the títulos lay each título
 * out first, without a document, to count its pages), or at `finish` (./page-numbers.ts).
 *
 * At every page break of a drawing flow it yields to the event loop, waits while the
 * destination is full, and every RESET_EVERY pages empties pdfkit's layout cache: memory stays
 * flat whatever the number of lots.
 */
export interface Block {
  /** Height in points (a flow that counts pages and the one that draws them must agree). */
  h: number;
  /** Draws the block with its top at `y` (when the flow draws). */
  draw?: (y: number) => void;
  /** Room the next content needs on the same page (a heading is never left alone at the bottom). */
  keepWith?: number;
  /** Starts on a fresh page (unless the page is still empty). */
  pageBreak?: boolean;
  /**
   * Once this block is placed, every page the flow starts draws `repeats` at its top (a table's
   * header row on each continuation page); null stops repeating (the table ended).
   */
  repeats?: Block | null;
}

export interface PageFrame {
  /** First y of the content area and the last y a block may reach. */
  top: number;
  bottom: number;
  /** Draws the page's header and footer, its 'Página n de total' through `pageLine`. */
  decorate?: (page: number, pageLine: PageLine) => void;
}

export const RESET_EVERY = 100;

export class Flow {
  page = 0;
  y = 0;
  readonly frame: PageFrame;
  readonly doc: PDFKit.PDFDocument | null;
  readonly total: number | null;
  readonly out?: Writable;
  /** Drawing without a total: the pages' numbers, written at `finish`. */
  private readonly numbers: PageNumbers | null;
  /** The block repeated at the top of each new page (a running table's header), if any. */
  private repeating: Block | null = null;
  /** Called when a page starts (after decorate); the group job reports progress from it. */
  onPage?: (page: number) => void | Promise<void>;

  /** `total`: the page count when known before drawing; without it, the numbers wait for `finish`. */
  constructor(options: { frame: PageFrame; doc?: PDFKit.PDFDocument | null; total?: number; out?: Writable }) {
    this.frame = options.frame;
    this.doc = options.doc ?? null;
    this.total = options.total ?? null;
    this.out = options.out;
    this.numbers = this.doc && this.total === null ? new PageNumbers(this.doc) : null;
  }

  /** Room left on the current page. */
  get room(): number {
    return this.page === 0 ? 0 : this.frame.bottom - this.y;
  }

  get contentHeight(): number {
    return this.frame.bottom - this.frame.top;
  }

  async newPage(): Promise<void> {
    this.page += 1;
    this.y = this.frame.top;
    const { doc } = this;
    if (!doc) {
      this.repeat(null);
      return;
    }
    if (this.page > 1) await this.breathe();
    doc.addPage();
    forgetPen(doc);
    const { page, total, numbers } = this;
    this.frame.decorate?.(page, (x, y, width, style) => {
      if (numbers) numbers.line(page, x, y, width, style);
      else if (total !== null) cell(doc, pageOf(page, total), x, y, width, style);
    });
    this.repeat(doc);
    await this.onPage?.(this.page);
  }

  /** Writes the pages' numbers, now that the last page is placed; before `doc.end()`. */
  finish(): void {
    this.numbers?.finish(this.page);
  }

  /** The running table's header at the top of a new page (counting or drawing: the heights agree). */
  private repeat(doc: PDFKit.PDFDocument | null): void {
    const header = this.repeating;
    if (!header) return;
    if (doc) header.draw?.(this.y);
    this.y += header.h;
  }

  /** Lets the written page leave: yield, wait for a full destination, bound the caches. */
  private async breathe(): Promise<void> {
    const { doc, out } = this;
    if (!doc) return;
    if (this.page % RESET_EVERY === 0) resetLayoutCache(doc);
    await nextTurn();
    if (out) await drained(out);
  }

  /** Starts a page unless `h` points (or a whole page, if taller) fit on this one. */
  async keep(h: number): Promise<void> {
    if (this.page === 0 || this.y + Math.min(h, this.contentHeight) > this.frame.bottom) await this.newPage();
  }

  async place(block: Block): Promise<void> {
    if (block.pageBreak && this.page > 0 && this.y > this.frame.top) await this.newPage();
    await this.keep(block.h + (block.keepWith ?? 0));
    if (this.doc) block.draw?.(this.y);
    this.y += block.h;
    if (block.repeats !== undefined) this.repeating = block.repeats;
  }

  async placeAll(blocks: readonly Block[]): Promise<void> {
    for (const block of blocks) await this.place(block);
  }

  /** Vertical space; dropped at the top of a page. */
  gap(h: number): void {
    if (this.page > 0 && this.y > this.frame.top) this.y = Math.min(this.y + h, this.frame.bottom);
  }
}
