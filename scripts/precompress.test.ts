import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

/** The build's compressed copies (scripts/precompress.ts), as Vite's writeBundle hands it the files. */
describe('precompress', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('writes a Brotli and a gzip copy of each script, style and page, however small, and of nothing else', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'reurb-precompress-'));
    const big = `export const nomes = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `Conceição ${i}`))};`;
    const files: Record<string, string | Buffer> = {
      'index.html': `<!doctype html><title>REURB</title>${'<p>Lote</p>'.repeat(200)}`,
      'app.js': big,
      'app.css': `.lote{color:red}`.repeat(100),
      'tiny.js': 'export const a = 1;',
      'app.js.map': big,
      'logo.png': Buffer.alloc(4096, 7),
    };
    for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
    const plugin = precompress();
    plugin.configResolved({ root: dir, build: { outDir: '.' } });
    await plugin.writeBundle({}, Object.fromEntries(Object.keys(files).map((name) => [name, {}])));

    for (const name of ['index.html', 'app.js', 'app.css', 'tiny.js']) {
      const original = readFileSync(path.join(dir, name));
      const br = readFileSync(path.join(dir, `${name}.br`));
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`))).equals(original), name).toBe(true);
      if (name !== 'tiny.js') expect(br.length, name).toBeLessThan(original.length / 3);
    }
    for (const name of ['app.js.map', 'logo.png']) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
