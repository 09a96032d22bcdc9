import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../scripts/precompress.ts';
import { BROWSER_ACCEPT_ENCODING, CODECS, registerCompression } from './compression.ts';
import { spaRoutes } from './spa.ts';

/** The SPA's files as the server sends them: the build's compressed copies first (issue #19). */
describe('the SPA served with its precompressed copies', () => {
  let dir: string;
  let app: FastifyInstance;
  const script = `export const lotes = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Lote ${i} — Conceição`))};`;
  const html = `<!doctype html><html lang="pt-BR"><head><title>REURB Gestão</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'reurb-spa-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dir, 'assets', 'app-Ab12Cd34.js'), script);
    // As a build leaves a file outside its bundle (public/): no copies, compressed on the fly.
    writeFileSync(path.join(dir, 'assets', 'extra-Ef56Gh78.js'), script);
    await precompressFile(path.join(dir, 'index.html'));
    await precompressFile(path.join(dir, 'assets', 'app-Ab12Cd34.js'));
    app = Fastify({ logger: false });
    await registerCompression(app);
    await app.register(spaRoutes, { root: dir });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, accept?: string) =>
    app.inject({ url, headers: accept === undefined ? {} : { 'accept-encoding': accept } });
  const copy = (file: string) => readFileSync(path.join(dir, file));

  it("sends the build's Brotli copy to Chromium and Safari, its gzip copy to an older browser, byte for byte", async () => {
    for (const [accept, encoding, suffix] of [
      [BROWSER_ACCEPT_ENCODING, 'br', '.br'],
      ['gzip, deflate, br', 'br', '.br'],
      ['gzip, deflate', 'gzip', '.gz'],
    ] as const) {
      const answer = await get('/assets/app-Ab12Cd34.js', accept);
      expect(answer.statusCode, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers['content-type'], accept).toMatch(/^(text|application)\/javascript/);
      expect(answer.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.equals(copy(`assets/app-Ab12Cd34.js${suffix}`)), accept).toBe(true);
      expect(CODECS[encoding].decode(answer.rawPayload).toString(), accept).toBe(script);
    }
  });

  it('sends the page the router answers from its copy too, never cached', async () => {
    const answer = await get('/projetos/1/lotes', BROWSER_ACCEPT_ENCODING);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(CODECS.br.decode(answer.rawPayload).toString()).toBe(html);
  });

  it('compresses a file without copies on the fly, and sends every file as it is to a client that takes none', async () => {
    const extra = await get('/assets/extra-Ef56Gh78.js', BROWSER_ACCEPT_ENCODING);
    expect(extra.headers['content-encoding']).toBe('zstd');
    expect(CODECS.zstd.decode(extra.rawPayload).toString()).toBe(script);
    for (const url of ['/assets/app-Ab12Cd34.js', '/assets/extra-Ef56Gh78.js']) {
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(script);
    }
  });

  it('answers a HEAD as its GET, and a file outside assets/ and index.html itself never cached', async () => {
    // Each of the build's files is a route of its own, not the public catch-all, whose calls
    // count toward an address's limit (spa.ts).
    expect(app.hasRoute({ method: 'GET', url: '/assets/app-Ab12Cd34.js' })).toBe(true);
    const head = await app.inject({ method: 'HEAD', url: '/assets/app-Ab12Cd34.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(head.body).toBe('');
    for (const url of ['/index.html', '/favicon.svg']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.body, url).toBe(readFileSync(path.join(dir, url)).toString());
    }
  });
});
