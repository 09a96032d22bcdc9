import { createRequire } from 'node:module';
import { LogController, type FastifyInstance } from 'fastify';
import { maskUrl } from './security/log-safety.ts';

/** A request slower than this is logged at warn whatever its answer. */
export const SLOW_REQUEST_MS = 1000;

export type RequestLogLevel = 'error' | 'warn' | 'info' | 'debug';

/**
 * One line per request, at a level that says whether anyone should read it: a server fault
 * (5xx) at error; a slow answer (> 1 s) at warn; a refusal (4xx: bad input, no permission, a
 * conflict, a rate limit — what support is asked about) at info; everything else at debug, so
 * the default info log is not one line per click.
 */
export function requestLogLevel(statusCode: number, milliseconds: number): RequestLogLevel {
  if (statusCode >= 500) return 'error';
  if (milliseconds > SLOW_REQUEST_MS) return 'warn';
  if (statusCode >= 400) return 'info';
  return 'debug';
}

/** Fastify without its own two lines per request at info (registerRequestLog writes one instead). */
export const quietRequestLogController = () => new LogController({ disableRequestLogging: true });

/** Replaces Fastify's two lines per request at info (app built with quietRequestLogController). */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const milliseconds = reply.elapsedTime;
    const level = requestLogLevel(reply.statusCode, milliseconds);
    request.log[level](
      { req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(milliseconds) },
      `${request.method} ${maskUrl(request.url)} → ${reply.statusCode} (${Math.round(milliseconds)} ms)`,
    );
  });
}

/** Where pino writes its lines. */
export interface LogStream {
  write(line: string): unknown;
}

/**
 * Human-readable lines when a person watches (stdout is a terminal), JSON lines otherwise
 * (files, log shippers, tests). pino-pretty runs in this thread: no worker, nothing lost on exit.
 */
export function prettyStream(
  isTerminal = Boolean(process.stdout.isTTY),
  destination: NodeJS.WritableStream | number = 1,
): LogStream | undefined {
  if (!isTerminal) return undefined;
  const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => LogStream;
  return pretty({
    destination,
    colorize: true,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: false,
  });
}
