import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loopbackAliases, loopbackRedirect, registerLoopbackRedirect } from './http/loopback-redirect.ts';
import {
  prettyStream,
  quietRequestLogController,
  registerRequestLog,
  requestLogLevel,
  SLOW_REQUEST_MS,
} from './logging.ts';
import { requestSerializer } from './security/log-safety.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** A bare Fastify with the app's request log, its level and a stream that keeps the lines. */
async function loggedApp(level: string, stream: NodeJS.WritableStream) {
  const app = Fastify({
    logger: { level, stream, serializers: { req: requestSerializer } },
    logController: quietRequestLogController(),
  });
  registerRequestLog(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/missing', async (_request, reply) => reply.code(404).send({ message: 'Não encontrado' }));
  app.get('/broken', async () => {
    throw new Error('falha');
  });
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, SLOW_REQUEST_MS + 100));
    return { ok: true };
  });
  await app.ready();
  return app;
}

const parsed = (lines: string[]) =>
  lines.map((l) => JSON.parse(l) as { level: number; msg: string; req?: { url: string }; responseTime?: number });
const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 };

describe('the request log level', () => {
  it('is error for 5xx, warn when slow, info for a refusal, debug otherwise', () => {
    expect(requestLogLevel(500, 5)).toBe('error');
    expect(requestLogLevel(503, 3000)).toBe('error');
    expect(requestLogLevel(200, SLOW_REQUEST_MS + 1)).toBe('warn');
    expect(requestLogLevel(404, SLOW_REQUEST_MS + 1)).toBe('warn');
    expect(requestLogLevel(200, SLOW_REQUEST_MS)).toBe('debug');
    for (const status of [400, 401, 403, 404, 409, 413, 415, 429]) expect(requestLogLevel(status, 20)).toBe('info');
    for (const status of [200, 201, 204, 302, 304]) expect(requestLogLevel(status, 20)).toBe('debug');
  });

  it('writes one line per request, none for a fast success at info, with the URL masked', async () => {
    const { lines, stream } = capture();
    const app = await loggedApp('info', stream);
    await app.inject({ url: '/ok?q=529.982.247-25' });
    expect(lines).toEqual([]);
    await app.inject({ url: '/missing?q=529.982.247-25&page=2' });
    await app.inject({ url: '/broken' });
    const [missing, broken, ...rest] = parsed(lines).filter((l) => l.req);
    expect(rest).toEqual([]);
    expect(missing).toMatchObject({
      level: LEVEL.info,
      msg: expect.stringMatching(/^GET \/missing\?q=\*\*\*&page=2 → 404 \(\d+ ms\)$/),
    });
    expect(missing.req?.url).toBe('/missing?q=***&page=2');
    expect(broken).toMatchObject({ level: LEVEL.error, msg: expect.stringMatching(/^GET \/broken → 500/) });
    expect(lines.join('\n')).not.toContain('529.982.247-25');
    await app.close();
  });

  it('logs a slow answer at warn, and every answer at debug', async () => {
    const { lines, stream } = capture();
    const app = await loggedApp('debug', stream);
    await app.inject({ url: '/ok' });
    await app.inject({ url: '/slow' });
    const [ok, slow] = parsed(lines).filter((l) => l.req);
    expect(ok).toMatchObject({ level: LEVEL.debug, msg: expect.stringMatching(/^GET \/ok → 200/) });
    expect(slow.level).toBe(LEVEL.warn);
    expect(slow.responseTime).toBeGreaterThan(SLOW_REQUEST_MS);
    // Fastify's own "incoming request" / "request completed" lines are off.
    expect(lines.join('\n')).not.toMatch(/incoming request|request completed/);
    await app.close();
  });

  it('is human-readable in a terminal, JSON otherwise', async () => {
    expect(prettyStream(false)).toBeUndefined();
    const { lines, stream } = capture();
    const app = await loggedApp('info', prettyStream(true, stream) as NodeJS.WritableStream);
    await app.inject({ url: '/missing?cpf=52998224725' });
    await new Promise((r) => setTimeout(r, 50));
    const text = stripVTControlCharacters(lines.join('\n'));
    expect(text).toMatch(/\d\d:\d\d:\d\d\] INFO.*GET \/missing\?cpf=\*\*\* → 404/);
    expect(text).not.toContain('{"level"');
    expect(text).not.toContain('52998224725');
    await app.close();
  });
});

describe('a loopback alias of PUBLIC_URL', () => {
  const local = loopbackAliases('http://localhost:3000');
  const numeric = loopbackAliases('http://127.0.0.1:3000');
  const go = (aliases: typeof local, host: string, url = '/', method = 'GET') =>
    loopbackRedirect(aliases, { method, url, host });

  it('sends pages to PUBLIC_URL with the same path and query', () => {
    expect(go(local, '127.0.0.1:3000')).toBe('http://localhost:3000/');
    expect(go(local, '[::1]:3000', '/projects/3/lots?page=2')).toBe('http://localhost:3000/projects/3/lots?page=2');
    expect(go(local, '127.0.0.1:3000', '/callback?code=x&state=y')).toBe(
      'http://localhost:3000/callback?code=x&state=y',
    );
    expect(go(local, '127.0.0.1:3000', '/', 'HEAD')).toBe('http://localhost:3000/');
    expect(go(numeric, 'localhost:3000', '/idp/auth?client_id=a')).toBe('http://127.0.0.1:3000/idp/auth?client_id=a');
    expect(go(numeric, '[::1]:3000')).toBe('http://127.0.0.1:3000/');
    // A path that looks like another host stays on ours.
    expect(go(local, '127.0.0.1:3000', '//evil.example/x')).toBe('http://localhost:3000//evil.example/x');
  });

  it('leaves PUBLIC_URL itself, other ports, the API and other methods alone', () => {
    expect(go(local, 'localhost:3000')).toBeUndefined();
    expect(go(local, '127.0.0.1:3999')).toBeUndefined();
    expect(go(local, '127.0.0.1:3000', '/api/health')).toBeUndefined();
    expect(go(local, '127.0.0.1:3000', '/api')).toBeUndefined();
    expect(go(local, '127.0.0.1:3000', '/auth/local-token', 'POST')).toBeUndefined();
    expect(go(local, '192.168.0.10:3000')).toBeUndefined();
    expect(loopbackAliases('https://reurb.prefeitura.sp.gov.br')).toBeUndefined();
  });

  it('answers 302 through Fastify', async () => {
    const app = Fastify();
    registerLoopbackRedirect(app, 'http://localhost:3000');
    app.get('/*', async () => 'page');
    const moved = await app.inject({ url: '/lots/7?tab=2', headers: { host: '127.0.0.1:3000' } });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('http://localhost:3000/lots/7?tab=2');
    expect((await app.inject({ url: '/lots/7', headers: { host: 'localhost:3000' } })).body).toBe('page');
    await app.close();
  });
});
