import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app.ts';
import {
  BROWSER_ACCEPT_ENCODING,
  CODECS,
  COMPRESSIBLE,
  ENCODINGS,
  SYNC_THRESHOLD,
  registerCompression,
} from './compression.ts';

describe('answer compression (issue #19)', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp();
  });
  afterAll(() => ctx.close());

  it('compresses a large JSON answer in the best encoding the browser accepts, byte-identical once decoded', async () => {
    const plain = await ctx.app.inject('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // What Chromium 156 asks, what Safari asks (no zstd), an old client, each q-value honoured.
    for (const [accept, expected] of [
      [BROWSER_ACCEPT_ENCODING, 'zstd'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['zstd;q=0.5, br;q=1', 'br'],
    ] as const) {
      const answer = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': accept } });
      expect(answer.headers['content-encoding'], accept).toBe(expected);
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 4);
      expect(CODECS[expected].decode(answer.rawPayload).toString(), accept).toBe(plain.body);
    }
  });

  it('compresses a block of 1,000 lots in one call and a larger answer through a stream, the same once decoded', async () => {
    const app = Fastify();
    await registerCompression(app);
    // Rows shaped like the lots list's, with names that do not repeat, so the sizes are a real list's.
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: 5000 + i,
        name: `Lote ${String(i + 1).padStart(4, '0')}`,
        owner_name: `Moradora ${(i * 7919).toString(36)} da Conceição`,
        cpf: String(10_000_000_000 + i * 104_729).slice(0, 11),
        status: i % 3 ? 'incomplete' : 'complete',
        updated_at: '2026-12-03T09:30:00.123456Z',
      }));
    const lots = { data: rows(1000), total: 1000 };
    const large = { data: rows(4000), total: 4000 };
    app.get('/lotes', async () => lots);
    app.get('/grande', async () => large);
    try {
      const lotsBytes = Buffer.byteLength(JSON.stringify(lots));
      const largeBytes = Buffer.byteLength(JSON.stringify(large));
      expect(lotsBytes).toBeGreaterThan(150_000);
      expect(lotsBytes).toBeLessThanOrEqual(SYNC_THRESHOLD);
      expect(largeBytes).toBeGreaterThan(SYNC_THRESHOLD);
      for (const encoding of ENCODINGS) {
        const inOneCall = await app.inject({ url: '/lotes', headers: { 'accept-encoding': encoding } });
        expect(inOneCall.headers['content-encoding'], encoding).toBe(encoding);
        // One call knows its size: the answer goes out whole, not chunked from a stream.
        expect(inOneCall.headers['content-length'], encoding).toBe(String(inOneCall.rawPayload.length));
        expect(JSON.parse(CODECS[encoding].decode(inOneCall.rawPayload).toString()), encoding).toEqual(lots);

        const streamed = await app.inject({ url: '/grande', headers: { 'accept-encoding': encoding } });
        expect(streamed.headers['content-encoding'], encoding).toBe(encoding);
        expect(streamed.headers['content-length'], encoding).toBeUndefined();
        expect(JSON.parse(CODECS[encoding].decode(streamed.rawPayload).toString()), encoding).toEqual(large);
      }
    } finally {
      await app.close();
    }
  });

  it('leaves small answers alone', async () => {
    const health = await ctx.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('compresses text, JSON and scripts, never what is compressed already or streamed', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/geo+json',
      'text/html; charset=utf-8',
      'text/css',
      'application/javascript',
      'image/svg+xml',
    ]) {
      expect(COMPRESSIBLE.test(type), type).toBe(true);
    }
    for (const type of [
      'application/pdf',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/octet-stream',
      'image/png',
      'text/event-stream',
    ]) {
      expect(COMPRESSIBLE.test(type), type).toBe(false);
    }
  });
});
