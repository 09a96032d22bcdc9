import type { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { guardedJsonParser } from '../input-guard.ts';
import type { SetAside } from '../../studies/rich-text/sanitize.ts';
import { preparedAsides, type RichBodyKind } from './prepare.ts';
import { richBodyThread } from './thread.ts';

/**
 * From this size on, a rich-text route's JSON body is made ready off the API's thread
 * (prepare.ts). A smaller body is parsed here: the trip adds a message each way and a wait in the
 * thread's queue to the save, for little of this thread's time. A section at the text cap alone
 * is ~400 KB, and goes.
 */
export const THREAD_FROM_BYTES = 256 * 1024;

/** The pictures a body made ready set aside, by request: the route's save takes them (setAsideOf). */
const setAsides = new WeakMap<FastifyRequest, SetAside>();

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that saves rich-text sections: its body's kind, for prepare.ts. */
    richBody?: RichBodyKind;
  }
}

/** The pictures of `request`'s body set aside off the API's thread, for sanitizeSection; none for a body parsed here. */
export const setAsideOf = (request: FastifyRequest): SetAside | undefined => setAsides.get(request);

/**
 * The JSON parser of the rich-text routes (the studies' plugin): the body read as Fastify reads
 * it (the route's body limit, the declared length), then, from THREAD_FROM_BYTES on and for a
 * route that declares `config.richBody`, made ready off this thread. Every other body, and any
 * the thread gives back, is parsed here by the input guard's parser, as on every other route.
 */
export function registerRichBodyParser(app: FastifyInstance): void {
  const parseHere = guardedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    const limit = request.routeOptions.bodyLimit;
    const declared = Number(request.headers['content-length']);
    if (declared > limit) {
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
      return;
    }
    const stream = payload as Readable & { receivedEncodedLength?: number };
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      stream.removeListener('data', onData);
      stream.removeListener('end', onEnd);
      stream.removeListener('error', onEnd);
    };
    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      if (received > limit || (stream.receivedEncodedLength ?? 0) > limit) {
        stop();
        done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
        return;
      }
      chunks.push(bytes);
    }
    function onEnd(error?: Error & { statusCode?: number }) {
      stop();
      if (error) {
        if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400;
        done(error, undefined);
        return;
      }
      if (!Number.isNaN(declared) && (stream.receivedEncodedLength || received) !== declared) {
        done(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH(), undefined);
        return;
      }
      const here = () => parseHere(request, Buffer.concat(chunks, received).toString('utf8'), done);
      const kind = request.routeOptions.config.richBody;
      if (!kind || received < THREAD_FROM_BYTES) {
        here();
        return;
      }
      richBodyThread()
        .prepare(chunks, kind)
        .then(({ prepared, error: why }) => {
          if (why) request.log.warn({ why }, 'rich-text body parsed on the API thread');
          if (!prepared) return here();
          setAsides.set(request, preparedAsides(prepared));
          done(null, prepared.body);
        }, here);
    }
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onEnd);
    stream.resume();
  });
}
