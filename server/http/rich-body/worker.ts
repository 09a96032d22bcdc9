import { parentPort } from 'node:worker_threads';
import { prepareRichBody } from './prepare.ts';
import type { PrepareAnswer, PrepareTask } from './thread.ts';

/**
 * The thread that makes rich-text bodies ready (prepare.ts): one body at a time, in the order
 * they come. The bytes arrive as the request's chunks, moved here without a copy; the pictures'
 * bytes leave the same way.
 */
parentPort!.on('message', ({ id, chunks, kind }: PrepareTask) => {
  let answer: PrepareAnswer;
  try {
    const text = Buffer.concat(chunks.map((chunk) => new Uint8Array(chunk))).toString('utf8');
    answer = { id, prepared: prepareRichBody(text, kind) };
  } catch (error) {
    // Anything unforeseen: the API's thread parses the body itself.
    answer = { id, prepared: null, error: String(error) };
  }
  parentPort!.postMessage(answer, answer.prepared?.pictures.map((picture) => picture.bytes.buffer) ?? []);
});
parentPort!.postMessage({ id: 0, prepared: null } satisfies PrepareAnswer);
