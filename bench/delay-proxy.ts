import net from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * A TCP proxy that holds every chunk `delayMs` in each direction, in order: the database as far
 * away as a managed one in another zone (`BENCH_DB_DELAY_MS=1 node bench/run.ts api`: each
 * round trip ~2 ms longer). On the bench's own machine a round trip costs ~0.1 ms, so what the
 * API sends one after another hardly shows; here each statement sent in series costs its
 * round trip. It runs on a thread of its own, so its timers never wait on the API's event loop.
 */
export interface DelayProxy {
  /** The target's URL with the proxy's host and port in its place. */
  url: string;
  close(): Promise<void>;
}

interface Options {
  delayProxy: true;
  host: string;
  port: number;
  delayMs: number;
}

export async function delayProxy(target: string, delayMs: number): Promise<DelayProxy> {
  const url = new URL(target);
  const options: Options = { delayProxy: true, host: url.hostname, port: Number(url.port || 5432), delayMs };
  const worker = new Worker(new URL(import.meta.url), { workerData: options });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), close: async () => void (await worker.terminate()) };
}

/** Writes what `from` sends to `to`, each chunk `delayMs` after it came, never out of order. */
function forwardLate(from: net.Socket, to: net.Socket, delayMs: number): void {
  const queue: { chunk: Buffer; due: number }[] = [];
  let timer: NodeJS.Timeout | null = null;
  const pump = () => {
    timer = null;
    const now = performance.now();
    while (queue.length && queue[0].due <= now) to.write(queue.shift()!.chunk);
    if (queue.length) timer = setTimeout(pump, queue[0].due - now);
  };
  from.on('data', (chunk: Buffer) => {
    queue.push({ chunk, due: performance.now() + delayMs });
    timer ??= setTimeout(pump, delayMs);
  });
  from.on('end', () => {
    const finish = () => (queue.length ? setTimeout(finish, delayMs) : to.end());
    finish();
  });
}

if (!isMainThread && (workerData as Options | undefined)?.delayProxy) {
  const { host, port, delayMs } = workerData as Options;
  // Half-open: bytes still held for one side are delivered after the other has ended its own.
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect({ port, host, allowHalfOpen: true });
    // An end is passed on after what came before it; a broken side takes the other with it.
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true);
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    forwardLate(client, upstream, delayMs);
    forwardLate(upstream, client, delayMs);
  });
  server.listen(0, '127.0.0.1', () => parentPort!.postMessage((server.address() as net.AddressInfo).port));
}
