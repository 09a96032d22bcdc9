import { brotliCompressSync, deflateSync, gzipSync, zstdCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { httpClient } from '../bench/http-client.ts';

/** `bench api`'s client (bench/http-client.ts): every answer read whole and decoded, on one kept-alive connection. */
describe('bench http client', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('decodes zstd, Brotli, gzip and plain answers whole, says which, refuses an encoding it cannot read, sends method, headers and body, and keeps one connection', async () => {
    const text = JSON.stringify({ lotes: Array.from({ length: 3000 }, (_, i) => `Lote ${i} — Conceição`) });
    const ports = new Set<number>();
    app = Fastify({ logger: false });
    app.addHook('onRequest', async (request) => void ports.add(request.socket.remotePort!));
    app.get('/resposta', async (request, reply) => {
      const encoding = request.headers['x-codificacao'];
      const bytes = Buffer.from(text);
      reply.header('content-type', 'application/json');
      if (encoding === 'zstd') return reply.header('content-encoding', 'zstd').send(zstdCompressSync(bytes));
      if (encoding === 'deflate') return reply.header('content-encoding', 'deflate').send(deflateSync(bytes));
      if (encoding === 'br') return reply.header('content-encoding', 'br').send(brotliCompressSync(bytes));
      if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(bytes));
      return reply.send(bytes);
    });
    app.patch('/eco', async (request) => ({
      metodo: request.method,
      autorizacao: request.headers.authorization,
      versao: request.headers['if-match'],
      corpo: request.body,
    }));
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const client = httpClient(address, { authorization: 'Bearer x' });
    try {
      for (const encoding of ['zstd', 'br', 'gzip', 'nenhuma']) {
        const answer = await client.send('/resposta', { headers: { 'x-codificacao': encoding } });
        expect(answer.status).toBe(200);
        expect(answer.encoding).toBe(encoding === 'nenhuma' ? null : encoding);
        expect(answer.body.toString()).toBe(text);
      }
      await expect(client.send('/resposta', { headers: { 'x-codificacao': 'deflate' } })).rejects.toThrow(
        'Codificação inesperada: deflate',
      );
      const echo = await client.send('/eco', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'if-match': '7' },
        body: JSON.stringify({ owner_name: 'Dona Maria' }),
      });
      expect(echo.json()).toEqual({
        metodo: 'PATCH',
        autorizacao: 'Bearer x',
        versao: '7',
        corpo: { owner_name: 'Dona Maria' },
      });
      expect((await client.send('/nada')).status).toBe(404);
      expect(ports.size).toBe(1);
    } finally {
      client.close();
    }
  });
});
