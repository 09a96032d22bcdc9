import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * The render threads: at most SIZE workers, each rendering one document at a time, reused
 * between documents (a thread starts in ~0.5 s: it loads pdfkit, exceljs, drizzle and the
 * fonts). Tasks beyond SIZE wait their turn in order. A worker that is terminated (time
 * limit, client gone and not stopping) or dies is replaced by a fresh one on demand.
 * Idle workers are unref'd: they never keep the process alive.
 */
/**
 * One core is left to the API's own thread: with every core rendering, /api/health's p99 rose
 * to 140 ms (PostgreSQL) and 385–480 ms (PGlite) while 20 reports rendered on 2 cores; with one
 * core free, 76 ms and 22–244 ms (npm run bench), for ~15% less report throughput under load.
 */
const SIZE = Math.max(1, Math.min(4, availableParallelism() - 1));
const WORKER_URL = new URL('./worker.ts', import.meta.url);

export interface Lease {
  worker: Worker;
  /** Called if the thread dies under the task (crash, out of memory, terminate). */
  onExit(handler: (error: Error) => void): void;
  /** The task finished normally: the thread serves the next one. */
  release(): void;
  /** The thread is stopped mid-task and never reused. */
  discard(): Promise<void>;
}

export class RenderPool {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly waiting: ((worker: Worker) => void)[] = [];
  private readonly exits = new Map<Worker, (error: Error) => void>();
  readonly size: number;

  constructor(size = SIZE) {
    this.size = size;
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_URL);
    worker.unref();
    this.all.add(worker);
    const gone = (error: Error) => {
      if (!this.all.delete(worker)) return;
      const i = this.idle.indexOf(worker);
      if (i >= 0) this.idle.splice(i, 1);
      const handler = this.exits.get(worker);
      this.exits.delete(worker);
      handler?.(error);
      // Someone waits and this thread's place is free again.
      if (this.waiting.length && this.all.size < this.size) this.waiting.shift()!(this.spawn());
    };
    worker.on('error', (error) => gone(error));
    worker.on('exit', (code) => gone(new Error(`render worker exited (${code})`)));
    return worker;
  }

  private take(): Promise<Worker> {
    const ready = this.idle.pop();
    if (ready) return Promise.resolve(ready);
    if (this.all.size < this.size) return Promise.resolve(this.spawn());
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private give(worker: Worker): void {
    this.exits.delete(worker);
    if (!this.all.has(worker)) return;
    const next = this.waiting.shift();
    if (next) next(worker);
    else {
      worker.unref();
      this.idle.push(worker);
    }
  }

  /** A worker for one task (waits while every thread is busy). */
  async lease(): Promise<Lease> {
    const worker = await this.take();
    worker.ref();
    let settled = false;
    return {
      worker,
      onExit: (handler) => this.exits.set(worker, handler),
      release: () => {
        if (settled) return;
        settled = true;
        this.give(worker);
      },
      discard: async () => {
        if (settled) return;
        settled = true;
        this.exits.delete(worker);
        await worker.terminate();
      },
    };
  }

  /**
   * Starts threads up to `count` and resolves once each has loaded its modules (~2 s of CPU
   * each): tests and benchmarks call it so a first document's time is the document's.
   */
  async warm(count = 1): Promise<void> {
    const starting: Promise<void>[] = [];
    while (this.all.size < Math.min(count, this.size)) {
      const worker = this.spawn();
      worker.ref();
      starting.push(
        new Promise<void>((resolve, reject) => {
          worker.once('message', () => resolve());
          worker.once('error', reject);
        }).finally(() => this.give(worker)),
      );
    }
    await Promise.all(starting);
  }

  /** Threads running now (tests, bench). */
  get threads(): number {
    return this.all.size;
  }

  async close(): Promise<void> {
    const workers = [...this.all];
    this.all.clear();
    this.idle.length = 0;
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

let shared: RenderPool | undefined;

/** The process's pool, started on the first render. */
export function renderPool(): RenderPool {
  shared ??= new RenderPool();
  return shared;
}
