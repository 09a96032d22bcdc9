import { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { written } from '../server/reports/pdf/write-line.ts';

/** Shared by the report benches: a sink that drops bytes, a measure of time, CPU and memory. */
/** pdfkit writes a page's dictionary when the next page starts (or at the end): the page is then out. */
export const PAGE_OBJECT = /\/Type \/Page\b/;

export type Sink = Writable & { bytes: number; firstPageAt: number | null };

export function sink(): Sink {
  const out = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      out.bytes += chunk.length;
      if (out.firstPageAt === null && PAGE_OBJECT.test(chunk.toString('latin1'))) {
        out.firstPageAt = performance.now();
        out.emit('firstPage');
      }
      callback();
    },
  }) as Sink;
  out.bytes = 0;
  out.firstPageAt = null;
  return out;
}

export interface Measured {
  ms: number;
  /** Peak RSS, and its rise over the RSS before the run (the embedded database is in the first). */
  peakMb: number;
  riseMb: number;
  fragments: number;
  characters: number;
  /** This process's CPU time (user + system): steadier than the clock on a shared machine. */
  cpuMs: number;
}

/** Runs `work`, sampling RSS every 25 ms and counting pdfkit text calls. */
export async function measure(work: () => Promise<unknown>): Promise<Measured> {
  const proto = PDFDocument.prototype as unknown as { _fragment: (...args: unknown[]) => unknown };
  const text = proto._fragment;
  let fragments = 0;
  let characters = 0;
  proto._fragment = function counted(this: unknown, ...args: unknown[]) {
    fragments += 1;
    characters += String(args[0] ?? '').length;
    return text.apply(this, args);
  };
  // The reports write their lines with ./write-line.ts, pdfkit's fragment writer's bytes without it.
  const wrote = { ...written };
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    await work();
  } finally {
    clearInterval(timer);
    proto._fragment = text;
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  const used = process.cpuUsage(cpu);
  fragments += written.lines - wrote.lines;
  characters += written.characters - wrote.characters;
  return {
    ms: performance.now() - started,
    peakMb: peak / 1e6,
    riseMb: (peak - before) / 1e6,
    fragments,
    characters,
    cpuMs: (used.user + used.system) / 1000,
  };
}
