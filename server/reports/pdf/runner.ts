import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type { Db } from '../../db/connection.ts';
import { lotChunks, type LotData, type Selection } from '../data.ts';
import { A4, newDocument, type DocumentOptions } from './document.ts';
import { pageFrame, type Decoration } from './draw.ts';
import { Flow, type Block } from './flow.ts';

/**
 * Runs a paginated PDF in one pass over its blocks, streamed into `out`: each page leaves as the
 * next one starts, and "Página X de Y" is written once the last page is placed
 * (./page-numbers.ts), so no page is ever buffered and no block is laid out twice.
 */
export interface ReportPlan {
  decoration: Decoration;
  /** The document's blocks, in order. */
  blocks: () => AsyncIterable<Block[]> | Iterable<Block[]>;
}

export interface RunOptions {
  db: Db;
  out: Writable;
  /** Reports progress (0..1) as the document is drawn. */
  progress?: (fraction: number) => Promise<void> | void;
}

/** Writes the document into `out`; resolves with its page count once every byte is out. */
export async function runReport(
  options: RunOptions,
  title: string,
  build: (doc: PDFKit.PDFDocument) => Promise<ReportPlan>,
  layout: 'portrait' | 'landscape' = 'portrait',
  official?: DocumentOptions['official'],
): Promise<number> {
  const doc = newDocument({ title, layout, official });
  const size = layout === 'landscape' ? { width: A4.height, height: A4.width } : A4;
  const plan = await build(doc);
  const frame = pageFrame(doc, size, plan.decoration);

  doc.pipe(options.out);
  const done = finished(options.out);
  // A client that leaves early rejects this before it is awaited: never an unhandled rejection.
  done.catch(() => undefined);
  try {
    const flow = new Flow({ frame, doc, out: options.out });
    for await (const blocks of plan.blocks()) {
      for (const block of blocks) await flow.place(block);
    }
    if (flow.page === 0) await flow.newPage();
    flow.finish();
    doc.end();
    await done;
    return flow.page;
  } catch (error) {
    doc.unpipe(options.out);
    options.out.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
}

/** A lot-by-lot document: intro blocks, each selected lot's blocks, closing blocks. */
export interface LotReportSpec {
  decoration: Decoration;
  intro: () => Block[];
  /** How much of lot i must stay together at the top of its section. */
  keep: (i: number) => number;
  /** Lot i's blocks; `lot` is null for a lot deleted since the selection was made. */
  lot: (i: number, lot: LotData | null) => Block[];
  outro?: () => Block[];
}

/** The plan of a lot report: the lots read CHUNK at a time. */
export function lotPlan(
  spec: LotReportSpec,
  db: Db,
  selection: Selection,
  progress?: RunOptions['progress'],
): ReportPlan {
  const count = selection.length;
  const keep = (i: number): Block => ({ h: 0, keepWith: spec.keep(i) });
  return {
    decoration: spec.decoration,
    async *blocks() {
      yield spec.intro();
      for await (const chunk of lotChunks(db, selection)) {
        for (const { index, lot } of chunk) yield [keep(index), ...spec.lot(index, lot)];
        await progress?.(count ? (chunk[chunk.length - 1].index + 1) / count : 1);
      }
      yield spec.outro?.() ?? [];
    },
  };
}
