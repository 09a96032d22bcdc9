import type { MessagePort } from 'node:worker_threads';
import { Readable, Writable } from 'node:stream';
import type { FromWorker, ToWorker } from './protocol.ts';

/**
 * The document's bytes from the worker to the HTTP response, with backpressure both ways.
 * Chunks cross as transferred ArrayBuffers (no copy on the main thread). The worker may have
 * WINDOW bytes not yet acknowledged; the main thread acknowledges a chunk once its Readable
 * took it without passing its high-water mark, or later when the reader asks for more. So a
 * slow client pauses the worker's document (its `drained()` waits at the next page), exactly
 * as a full response paused the generator when it ran on the main thread.
 */
export const WINDOW = 1024 * 1024;
/**
 * Writes are gathered up to this size before they cross. pdfkit writes each object on its own,
 * down to a line of the cross-reference table: a 2,249-page study was 33,893 writes, 31,757 of
 * them under 1 KB, and each crossing is a message event, a push and a socket write on the API's
 * thread; at the document's end they came in one burst that held that thread ~200 ms
 * (issue #19 goal 5). Gathered, the same 7.8 MB cross in ~130 messages.
 */
export const BATCH = 64 * 1024;

/** Worker side: the `out` the generators write into. */
export class PortWritable extends Writable {
  /** Bytes written and not yet acknowledged by the main thread, gathered ones included. */
  private inflight = 0;
  /** Written, not yet sent: they cross together at BATCH bytes or when the thread is next idle. */
  private gathered: Buffer[] = [];
  private gatheredBytes = 0;
  private sendSoon: NodeJS.Immediate | null = null;
  private waiting: (() => void) | null = null;
  private finishing: (() => void) | null = null;
  private readonly port: MessagePort;

  constructor(port: MessagePort) {
    super({ highWaterMark: 64 * 1024 });
    this.port = port;
  }

  private post(message: FromWorker, transfer?: ArrayBuffer[]): void {
    this.port.postMessage(message, transfer);
  }

  /** Sends what was gathered as one chunk. */
  private send(): void {
    if (this.sendSoon) clearImmediate(this.sendSoon);
    this.sendSoon = null;
    if (!this.gatheredBytes) return;
    // A copy of our own to transfer: pdfkit's and zlib's buffers may share a pool.
    const data = new Uint8Array(this.gatheredBytes);
    let at = 0;
    for (const chunk of this.gathered) {
      data.set(chunk, at);
      at += chunk.byteLength;
    }
    this.gathered = [];
    this.gatheredBytes = 0;
    this.post({ t: 'chunk', data }, [data.buffer]);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.gathered.push(chunk);
    this.gatheredBytes += chunk.byteLength;
    this.inflight += chunk.byteLength;
    // A full batch goes now, as does everything when the window is full (its ack resumes the writer).
    if (this.gatheredBytes >= BATCH || this.inflight > WINDOW) this.send();
    else this.sendSoon ??= setImmediate(() => this.send());
    if (this.inflight <= WINDOW) callback();
    else this.waiting = () => callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.send();
    const end = () => {
      this.post({ t: 'end' });
      callback();
    };
    if (this.inflight === 0) end();
    else this.finishing = end;
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    const waiting = this.waiting;
    this.waiting = null;
    this.finishing = null;
    if (this.sendSoon) clearImmediate(this.sendSoon);
    this.sendSoon = null;
    this.gathered = [];
    this.gatheredBytes = 0;
    waiting?.();
    callback(error);
  }

  /** The main thread took `bytes` more. */
  ack(bytes: number): void {
    this.inflight -= bytes;
    if (this.waiting && this.inflight <= WINDOW) {
      const resume = this.waiting;
      this.waiting = null;
      resume();
    }
    if (this.finishing && this.inflight === 0) {
      const end = this.finishing;
      this.finishing = null;
      end();
    }
  }
}

/** Main side: the worker's chunks as a Readable, piped into the caller's `out` once the document starts. */
export class PortReadable extends Readable {
  private owed = 0;
  private readonly send: (message: ToWorker) => void;

  constructor(send: (message: ToWorker) => void) {
    super({ highWaterMark: WINDOW });
    this.send = send;
  }

  /** A chunk from the worker: acknowledged now if there is room, else when the reader asks. */
  chunk(data: Uint8Array): void {
    const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    if (this.push(buffer)) this.send({ t: 'ack', bytes: buffer.byteLength });
    else this.owed += buffer.byteLength;
  }

  override _read(): void {
    if (this.owed) {
      const bytes = this.owed;
      this.owed = 0;
      this.send({ t: 'ack', bytes });
    }
  }
}
