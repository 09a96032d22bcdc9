import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type { Db } from '../../db/connection.ts';
import { lotChunks, type LotData, type Selection } from '../data.ts';
import { A4, newDocument, type DocumentOptions } from './document.ts';
import { pageFrame, type Decoration } from './draw.ts';
import { Flow, type Block } from './flow.ts';

/**
 * Runs a paginated PDF twice over the same blocks — first counting pages from the heights
 * alone, then drawing — streamed into `out`, so "Página X de Y" is known before page 1 is
 * written and no page is ever buffered. Block heights must not depend on data read only in
 * the drawing pass.
 */
export interface ReportPlan {
  decoration: Decoration;
  /** The document's blocks; `drawing` false: heights only (no data needed to draw). */
  blocks: (drawing: boolean) => AsyncIterable<Block[]> | Iterable<Block[]>;
}

export interface RunOptions {
  db: Db;
  out: Writable;
  /** Reports progress (0..1) as the drawing pass goes. */
  progress?: (fraction: number) => Promise<void> | void;
}

async function lay(flow: Flow, plan: ReportPlan, drawing: boolean): Promise<void> {
  for await (const blocks of plan.blocks(drawing)) {
    for (const block of blocks) await flow.place(block);
  }
  if (flow.page === 0) await flow.newPage();
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

  const counting = new Flow({ frame });
  await lay(counting, plan, false);
  const total = counting.page;

  doc.pipe(options.out);
  const done = finished(options.out);
  // A client that leaves early rejects this before it is awaited: never an unhandled rejection.
  done.catch(() => undefined);
  try {
    const drawing = new Flow({ frame, doc, total, out: options.out });
    await lay(drawing, plan, true);
    if (drawing.page !== total) throw new Error(`page count changed: ${drawing.page} != ${total}`);
    doc.end();
    await done;
    return total;
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
  /** Lot i's blocks; `lot` is null while counting (and for a lot deleted meanwhile). */
  lot: (i: number, lot: LotData | null) => Block[];
  outro?: () => Block[];
}

/** The plan of a lot report: the lots read CHUNK at a time in the drawing pass. */
export function lotPlan(
  spec: LotReportSpec,
  db: Db,
  selection: Selection,
  progress?: RunOptions['progress'],
  afterChunk?: (lotIds: number[]) => Promise<void>,
): ReportPlan {
  const count = selection.length;
  const keep = (i: number): Block => ({ h: 0, keepWith: spec.keep(i) });
  return {
    decoration: spec.decoration,
    async *blocks(drawing) {
      yield spec.intro();
      if (drawing) {
        for await (const chunk of lotChunks(db, selection)) {
          for (const { index, lot } of chunk) yield [keep(index), ...spec.lot(index, lot)];
          await afterChunk?.(chunk.flatMap(({ lot }) => (lot ? [lot.id] : [])));
          await progress?.(count ? (chunk[chunk.length - 1].index + 1) / count : 1);
        }
      } else {
        for (let i = 0; i < count; i++) yield [keep(i), ...spec.lot(i, null)];
      }
      yield spec.outro?.() ?? [];
    },
  };
}
