import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../files/names.ts';

/**
 * Sends the bytes a generator writes (a PDF or XLSX written as it is produced), once it has got
 * past its queries: an error before the first byte is the route's answer (a 4xx, or a 500), one
 * after it ends the download. A failure because the browser went away (the user left the page
 * while a study rendered) is only a debug line, not an error: nothing went wrong on our side.
 */
export async function streamFile(
  reply: FastifyReply,
  file: { type: string; name: string | (() => Promise<string>); disposition?: 'attachment' | 'inline' },
  what: string,
  generate: (out: PassThrough) => Promise<unknown>,
) {
  const out = new PassThrough();
  const started = once(out, 'pipe');
  const work = generate(out);
  work.catch((error: Error) => logStreamFailure(reply, what, error));
  await Promise.race([started, work]);
  const name = typeof file.name === 'string' ? file.name : await file.name();
  return reply
    .header('content-type', file.type)
    .header('content-disposition', contentDisposition(name, file.disposition ?? 'attachment'))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(out);
}

/** How a generator's failure is logged: the client having left is not an error of ours. */
export function logStreamFailure(
  reply: Pick<FastifyReply, 'log'> & { raw: { destroyed: boolean; writableFinished: boolean } },
  what: string,
  error: Error,
): void {
  if (reply.raw.destroyed && !reply.raw.writableFinished)
    reply.log.debug({ err: { name: error.name } }, `${what}: download abandoned by the client`);
  else reply.log.error({ err: { name: error.name } }, `${what} failed`);
}

/**
 * Sends text written piece by piece (a GeoJSON or KML written a chunk of lots at a time) as a
 * stream: nothing is held whole, and the API's thread is free between pieces. The headers are
 * the caller's, set before; a streamed answer does not go through the response schema, so the
 * route's test compares it with the schema's answer.
 */
export function sendPieces(reply: FastifyReply, pieces: AsyncIterable<string>) {
  return reply.send(Readable.from(pieces, { objectMode: false }));
}
