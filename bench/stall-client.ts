import { parentPort } from 'node:worker_threads';

/**
 * The stall bench's downloading clients, in a thread of their own. The API under test runs on
 * the bench's main thread, so a client there would charge the API for the client's own work:
 * reading a 2,000-page PDF into one buffer and counting its pages held that thread ~100 ms, and
 * the probes timed it as a stall of the server. Here they take a core's time, as clients on
 * other machines would not, but never the server's thread.
 */
export interface DownloadRequest {
  id: number;
  url: string;
  headers: Record<string, string>;
  /** A save (PATCH) with the JSON body kept under this key (KeepBody), whose answer is read as a download's is; else a GET. */
  method?: string;
  bodyKey?: number;
}
/**
 * A save's body, sent once before the timing: a message to this thread copies its text on the
 * API's thread (a 2.8 MB body was a fresh 2.8 MB buffer there at every save, ~10 ms of that
 * thread on a machine whose memory is lent page by page), which the probes then timed as the server's.
 */
export interface KeepBody {
  keep: number;
  body: string;
}
export type DownloadAnswer =
  { id: number; pages: number; bytes: number; firstByteMs: number } | { id: number; error: string };

const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

const bodies = new Map<number, string>();

parentPort!.on('message', async (message: DownloadRequest | KeepBody) => {
  if ('keep' in message) {
    bodies.set(message.keep, message.body);
    return;
  }
  const { id, url, headers, method, bodyKey } = message;
  try {
    const body = bodyKey === undefined ? undefined : bodies.get(bodyKey);
    const started = performance.now();
    const response = await fetch(url, { headers, method, body });
    // Read as it comes: when its first byte left the server is what a streamed document is for.
    const parts: Uint8Array[] = [];
    let firstByteMs = Number.NaN;
    for await (const part of response.body ?? []) {
      if (!parts.length) firstByteMs = performance.now() - started;
      parts.push(part);
    }
    const bytes = Buffer.concat(parts);
    const answer: DownloadAnswer = response.ok
      ? { id, pages: pagesOf(bytes), bytes: bytes.length, firstByteMs }
      : { id, error: `${response.status} ${bytes.toString().slice(0, 200)}` };
    parentPort!.postMessage(answer);
  } catch (error) {
    parentPort!.postMessage({ id, error: String(error) } satisfies DownloadAnswer);
  }
});
