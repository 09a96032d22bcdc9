import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app.ts';
import { BROWSER_ACCEPT_ENCODING, CODECS, COMPRESSIBLE } from './compression.ts';

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
