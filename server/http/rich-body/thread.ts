import { Worker } from 'node:worker_threads';
import type { PreparedBody, RichBodyKind } from './prepare.ts';

/** A body to make ready: its chunks (each its own buffer, moved to the thread) and its route's kind. */
export interface PrepareTask {
  id: number;
  chunks: ArrayBuffer[];
  kind: RichBodyKind;
}
/** The body made ready, or null for the API's thread to parse it itself (with why, when something failed). */
export interface PrepareAnswer {
  id: number;
  prepared: PreparedBody | null;
  error?: string;
}

const WORKER_URL = new URL('./worker.ts', import.meta.url);

/**
 * The one thread that makes rich-text bodies ready (prepare.ts, worker.ts), started with the
 * first such body (~0.3 s: it loads the schemas and the sanitiser) and never keeping the process
 * alive. A body waits while another is made ready: each takes a few milliseconds of that thread.
 * Should the thread die, the bodies it held are answered null (the API's thread parses them
 * itself) and the next body starts another.
 */
export class RichBodyThread {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private readonly pending = new Map<number, (answer: PrepareAnswer) => void>();
  private next = 0;
  /** Bodies made ready here (tests, bench). */
  prepared = 0;

  private start(): Promise<void> {
    const worker = new Worker(WORKER_URL);
    this.worker = worker;
    worker.on('error', (error) => this.gone(worker, String(error)));
    worker.on('exit', (code) => this.gone(worker, `rich-body worker exited (${code})`));
    worker.on('message', (answer: PrepareAnswer) => {
      const settle = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      settle?.(answer);
    });
    return new Promise<void>((resolve) => {
      // Its first message says it has loaded; an early death answers nothing and lets the first body wait no longer.
      this.pending.set(0, () => {
        this.idle(worker);
        resolve();
      });
    });
  }

  /** Starts the thread and resolves once it has loaded (tests and the bench time a body, not the thread's start). */
  warm(): Promise<void> {
    this.ready ??= this.start();
    return this.ready;
  }

  /** `chunks` made ready as a body of `kind`, or null. The chunks are copied, never moved: the caller keeps them. */
  async prepare(chunks: Buffer[], kind: RichBodyKind): Promise<PrepareAnswer> {
    await this.warm();
    const worker = this.worker;
    if (!worker) return { id: 0, prepared: null, error: 'rich-body worker not running' };
    const id = ++this.next;
    // Each chunk copied into a buffer of its own (a socket's chunk may share one): the copies move without another copy.
    const owned = chunks.map((chunk) => new Uint8Array(chunk).buffer);
    const answer = new Promise<PrepareAnswer>((resolve) => this.pending.set(id, resolve));
    worker.ref();
    worker.postMessage({ id, chunks: owned, kind } satisfies PrepareTask, owned);
    const got = await answer;
    if (got.prepared) this.prepared++;
    this.idle(worker);
    return got;
  }

  /**
   * With nothing asked of it, the thread does not keep the process alive. Unref'd only after its
   * listeners are on: a listener added later held the process open again.
   */
  private idle(worker: Worker): void {
    if (!this.pending.size) worker.unref();
  }

  /** The thread stopped: the bodies it held are answered null, and the next body starts another. */
  private gone(worker: Worker, why: string): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.ready = undefined;
    const held = [...this.pending];
    this.pending.clear();
    for (const [id, answer] of held) answer({ id, prepared: null, error: why });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.gone(worker, 'rich-body worker closed');
    await worker.terminate();
  }
}

let shared: RichBodyThread | undefined;

/** The process's thread, started with the first large rich-text body. */
export function richBodyThread(): RichBodyThread {
  shared ??= new RichBodyThread();
  return shared;
}
