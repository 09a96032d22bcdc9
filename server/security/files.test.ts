import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPE_MESSAGE } from '../files/upload.ts';
import { LocalStorage } from '../files/local-storage.ts';
import { multipartBody, pdfBytes, pngBytes } from '../files/samples.ts';
import { isPlainPath } from '../http/spa.ts';
import { bearer, testApp, testConfig } from '../test/app.ts';
import { PERSONA_EMAILS } from '../test/fixtures.ts';
import { createFixtures } from '../test/fixtures.ts';

/** Bytes that are not what their name says. */
const WINDOWS_PROGRAM = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(200),
  Buffer.from('PE\x00\x00'),
]);
const HTML_PAGE = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/account/me")</script></body></html>');
const SVG_IMAGE = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
const ZIP_DOCX = Buffer.concat([
  Buffer.from('PK\x03\x04\x14\x00\x06\x00', 'latin1'),
  Buffer.from('[Content_Types].xml'),
  Buffer.alloc(64),
]);

/** Paths that try to leave a folder, written every way a client might. */
const TRAVERSALS = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '%252e%252e%252f%252e%252e%252fetc%252fpasswd',
  '..%5c..%5c..%5cetc%5cpasswd',
  '..\\..\\..\\etc\\passwd',
  '....//....//etc/passwd',
  '..%00/etc/passwd',
  'index.html%00.png',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
];

describe('uploads are judged by their bytes', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let member: Record<string, string>;
  beforeAll(async () => {
    ctx = await testApp();
    await createFixtures(ctx.database.db);
    member = bearer(await ctx.tokenFor(PERSONA_EMAILS.member));
  });
  afterAll(() => ctx.close());

  const upload = async (content: Buffer, filename: string, type: string) => {
    const body = await multipartBody([{ name: 'file', filename, content, type }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/files/create',
      headers: { ...member, ...body.headers },
      payload: body.payload,
    });
  };

  it.each([
    ['a program named .pdf', WINDOWS_PROGRAM, 'certidao.pdf', 'application/pdf'],
    ['an HTML page named .pdf', HTML_PAGE, 'documento.pdf', 'application/pdf'],
    ['an SVG named .png', SVG_IMAGE, 'planta.png', 'image/png'],
    ['an SVG as itself', SVG_IMAGE, 'planta.svg', 'image/svg+xml'],
    ['a Word file named .jpg', ZIP_DOCX, 'rg.jpg', 'image/jpeg'],
  ])('refuses %s with a Portuguese message', async (_label, content, filename, type) => {
    const res = await upload(content, filename, type);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: TYPE_MESSAGE });
  });

  it('takes a real PDF sent under a misleading name and type as a PDF, and serves it as one', async () => {
    const res = await upload(pdfBytes(), 'pagina.html', 'text/html');
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    const download = await ctx.app.inject({ url: new URL(url).pathname + new URL(url).search });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toContain('filename="pagina.html.pdf"');
    expect(download.rawPayload.equals(pdfBytes())).toBe(true);
  });

  it('never lets a path reach the download route or the store', async () => {
    const good = await upload(pngBytes(), 'a.png', 'image/png');
    const { search } = new URL(good.json().url);
    for (const attempt of TRAVERSALS) {
      for (const url of [
        `/api/files/${attempt}/download${search}`,
        `/api/files/${attempt}`,
        `/api/files/1/download/${attempt}`,
      ]) {
        const res = await ctx.app.inject({ url });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body).not.toContain('root:');
      }
    }
    const store = new LocalStorage(ctx.config.files.dir);
    for (const key of [
      '../../etc/passwd',
      '..',
      'ab/../../x',
      '/etc/passwd',
      '00000000-0000-0000-0000-000000000000/../x',
    ]) {
      expect(() => store.pathOf(key), key).toThrow('invalid storage key');
    }
  });
});

/** A GET with the path sent exactly as written. */
function rawGet({ port }: AddressInfo, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the SPA route never serves a file outside its folder', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    // parent/secret.txt next to parent/dist: what a traversal would be after.
    const parent = mkdtempSync(path.join(os.tmpdir(), 'reurb-spa-'));
    const dist = path.join(parent, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>REURB</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(parent, 'secret.txt'), 'SEGREDO-FORA-DA-PASTA');
    ctx = await testApp({ config: testConfig({ SERVE_SPA: 'true', SPA_DIR: dist }) });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  it('serves its own files and pages', async () => {
    const asset = await ctx.app.inject({ url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['content-type']).toMatch(/^application\/javascript/);
    // Hashed assets are kept for a year; the page itself is asked again every time.
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await ctx.app.inject({ method: 'HEAD', url: '/assets/app.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('14');
    const page = await ctx.app.inject({ url: '/projects/1/lots' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('REURB');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['cache-control']).toBe('no-cache');
    const index = await ctx.app.inject({ url: '/index.html' });
    expect(index.body).toContain('REURB');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect((await ctx.app.inject({ url: '/lotes/Jo%C3%A3o%20da%20Silva' })).statusCode).toBe(200);
  });

  // Over a real socket: app.inject (like a browser) would resolve the dots before sending.
  it.each(
    TRAVERSALS.flatMap((t) => [
      `/${t}`,
      `/assets/${t}`,
      `/${t.replace(/etc(\/|%2f|%5c|\\|%252f)passwd/, 'secret.txt')}`,
    ]),
  )('refuses %s', async (url) => {
    const res = await rawGet(ctx.app.server.address() as AddressInfo, url);
    expect(res.status, url).toBeGreaterThanOrEqual(400);
    expect(res.status, url).toBeLessThan(500);
    expect(res.body).not.toContain('SEGREDO');
    expect(res.body).not.toContain('root:');
  });

  it('tells plain paths from tricks', () => {
    expect(isPlainPath('/projects/2/lots')).toBe(true);
    expect(isPlainPath('/lotes/Jo%C3%A3o')).toBe(true);
    expect(isPlainPath('/a/../b')).toBe(false);
    expect(isPlainPath('/%E0%A4%A')).toBe(false);
  });
});
