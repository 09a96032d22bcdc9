import { parentPort, Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';
import { toWire, type WireError } from '../render/protocol.ts';

/** A task as it crosses to the thread, with the id its answer comes back under. */
interface Asked<T> {
  id: number;
  task: T;
}
/** The thread's answer to one task: what it returned, or why it failed. Id 0 says the thread has loaded. */
interface Answered<A> {
  id: number;
  answer?: A;
  error?: WireError;
  /** The thread stopped under the task (a crash, past its resource limits, closed): `error` says why. */
  stopped?: boolean;
}

/** What the thread did with a task: its answer, or the error its work threw, or why the thread stopped under it. */
export type ThreadAnswer<A> =
  { answer: A; error?: undefined; stopped?: undefined } | { answer?: undefined; error: WireError; stopped: boolean };

/**
 * One thread of the API's process for one kind of CPU work that must not hold the API's thread
 * (issue #19, goal 5): the rich-text bodies of large section saves, the GIS files of a geometry
 * import. Started with the first task (the script loads what the work needs), it takes tasks one
 * after another in the order they come and never keeps the process alive while it has none.
 * Should it die (a crash, or past `resourceLimits`), the tasks it held are answered with the
 * reason and the next task starts another.
 */
export class TaskThread<T, A> {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private readonly pending = new Map<number, (answer: Answered<A>) => void>();
  private next = 0;

  private readonly script: URL;
  private readonly resourceLimits: ResourceLimits | undefined;

  constructor(script: URL, resourceLimits?: ResourceLimits) {
    this.script = script;
    this.resourceLimits = resourceLimits;
  }

  private start(): Promise<void> {
    const worker = new Worker(this.script, this.resourceLimits ? { resourceLimits: this.resourceLimits } : {});
    this.worker = worker;
    worker.on('error', (error) => this.gone(worker, toWire(error)));
    worker.on('exit', (code) => this.gone(worker, { name: 'Error', message: `worker exited (${code})` }));
    worker.on('message', (answer: Answered<A>) => {
      const settle = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      settle?.(answer);
    });
    return new Promise<void>((resolve) => {
      // Its first message says it has loaded; an early death answers nothing and lets the first task wait no longer.
      this.pending.set(0, () => {
        this.idle(worker);
        resolve();
      });
    });
  }

  /** Starts the thread and resolves once it has loaded (tests and the bench time a task, not the thread's start). */
  warm(): Promise<void> {
    this.ready ??= this.start();
    return this.ready;
  }

  /** Runs `task` on the thread; `transfer` lists the buffers that move there instead of being copied. */
  async run(task: T, transfer: Transferable[] = []): Promise<ThreadAnswer<A>> {
    await this.warm();
    const worker = this.worker;
    if (!worker) return { error: { name: 'Error', message: 'worker not running' }, stopped: true };
    const id = ++this.next;
    const answered = new Promise<Answered<A>>((resolve) => this.pending.set(id, resolve));
    worker.ref();
    worker.postMessage({ id, task } satisfies Asked<T>, transfer);
    const { answer, error, stopped } = await answered;
    this.idle(worker);
    return error ? { error, stopped: stopped === true } : { answer: answer as A };
  }

  /**
   * With nothing asked of it, the thread does not keep the process alive. Unref'd only after its
   * listeners are on: a listener added later held the process open again.
   */
  private idle(worker: Worker): void {
    if (!this.pending.size) worker.unref();
  }

  /** The thread stopped: the tasks it held are answered with why, and the next task starts another. */
  private gone(worker: Worker, why: WireError): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.ready = undefined;
    const held = [...this.pending];
    this.pending.clear();
    for (const [id, answer] of held) answer({ id, error: why, stopped: true });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.gone(worker, { name: 'Error', message: 'worker closed' });
    await worker.terminate();
  }
}

/**
 * The thread's side of a TaskThread, in its script: answers each task with what `work` returns
 * (and moves the buffers it names), or with the error it throws; then says it has loaded.
 */
export function serveTasks<T, A>(work: (task: T) => Promise<{ answer: A; transfer?: Transferable[] }>): void {
  const port = parentPort!;
  // One task at a time, even when the work awaits: two large files never share the thread's memory.
  let previous: Promise<void> = Promise.resolve();
  port.on('message', ({ id, task }: Asked<T>) => {
    previous = previous.then(async () => {
      try {
        const { answer, transfer } = await work(task);
        port.postMessage({ id, answer } satisfies Answered<A>, transfer ?? []);
      } catch (error) {
        port.postMessage({ id, error: toWire(error) } satisfies Answered<A>);
      }
    });
  });
  port.postMessage({ id: 0 } satisfies Answered<A>);
}
