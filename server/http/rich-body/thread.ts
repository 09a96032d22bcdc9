import { TaskThread } from '../../loop/thread.ts';
import type { PreparedBody, RichBodyKind } from './prepare.ts';

/** A body to make ready: its chunks (each its own buffer, moved to the thread) and its route's kind. */
export interface PrepareTask {
  chunks: ArrayBuffer[];
  kind: RichBodyKind;
}
/** The body made ready, or null for the API's thread to parse it itself (with why, when something failed). */
export interface PrepareAnswer {
  prepared: PreparedBody | null;
  error?: string;
}

/**
 * The one thread that makes rich-text bodies ready (prepare.ts, worker.ts), started with the
 * first such body (~0.3 s: it loads the schemas and the sanitiser). A body waits while another
 * is made ready: each takes a few milliseconds of that thread. Should the thread die, the bodies
 * it held are answered null (the API's thread parses them itself) and the next body starts another.
 */
export class RichBodyThread {
  private readonly thread = new TaskThread<PrepareTask, PreparedBody | null>(new URL('./worker.ts', import.meta.url));
  /** Bodies made ready here (tests, bench). */
  prepared = 0;

  /** Starts the thread and resolves once it has loaded (tests and the bench time a body, not the thread's start). */
  warm(): Promise<void> {
    return this.thread.warm();
  }

  /** `chunks` made ready as a body of `kind`, or null. The chunks are copied, never moved: the caller keeps them. */
  async prepare(chunks: Buffer[], kind: RichBodyKind): Promise<PrepareAnswer> {
    // Each chunk copied into a buffer of its own (a socket's chunk may share one): the copies move without another copy.
    const owned = chunks.map((chunk) => new Uint8Array(chunk).buffer);
    const { answer, error } = await this.thread.run({ chunks: owned, kind }, owned);
    if (answer) this.prepared++;
    return { prepared: answer ?? null, ...(error ? { error: error.message } : {}) };
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}

let shared: RichBodyThread | undefined;

/** The process's thread, started with the first large rich-text body. */
export function richBodyThread(): RichBodyThread {
  shared ??= new RichBodyThread();
  return shared;
}
