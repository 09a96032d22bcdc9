import { serveTasks } from '../../loop/thread.ts';
import { prepareRichBody, type PreparedBody } from './prepare.ts';
import type { PrepareTask } from './thread.ts';

/**
 * The thread that makes rich-text bodies ready (prepare.ts): one body at a time, in the order
 * they come. The bytes arrive as the request's chunks, moved here without a copy; the pictures'
 * bytes leave the same way. Anything unforeseen is answered as an error, and the API's thread
 * parses the body itself.
 */
serveTasks<PrepareTask, PreparedBody | null>(({ chunks, kind }) => {
  const text = Buffer.concat(chunks.map((chunk) => new Uint8Array(chunk))).toString('utf8');
  const prepared = prepareRichBody(text, kind);
  return Promise.resolve({ answer: prepared, transfer: prepared?.pictures.map((picture) => picture.bytes.buffer) });
});
