import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The built files compressed once for every visit: scripts, styles, pages, SVG, JSON, whatever
 * their size. The server's 1 KiB threshold does not hold for files (it sends them as streams, of
 * no known size), so a small file without copies was compressed on the fly at every visit.
 */
export const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
/**
 * Brotli's quality for files compressed at build: on the SPA's 128 scripts of 1 KiB or more
 * (4.8 MB), quality 10 wrote 1,318 KB in 2.7 s of CPU, 11 wrote 1,296 KB in 6.2 s, and the
 * server's on-the-fly quality 4 wrote 1,549 KB (2026-12-01, the 2.4 s machine). Quality 10 keeps
 * a cold `npm start` within its goal with the files a fifth smaller than on the fly.
 */
export const BUILD_BROTLI_QUALITY = 10;

/** One built file's Brotli and gzip siblings, written beside it (`app.js.br`, `app.js.gz`). */
export async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BUILD_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * A Vite plugin: once the SPA is written, each script, style and page gets a Brotli and a gzip
 * copy beside it, compressed once at their best instead of at every visit at
 * on-the-fly settings (issue #19). The server sends the copy the browser accepts
 * (`preCompressed` in server/http/spa.ts). zlib's asynchronous calls run on libuv's threads, so
 * the files are compressed on every core.
 */
export function precompress() {
  let outDir = '';
  return {
    name: 'reurb:precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options: unknown, bundle: Record<string, unknown>) {
      const files = Object.keys(bundle).filter((name) => PRECOMPRESSED.test(name));
      await Promise.all(files.map((name) => precompressFile(path.join(outDir, name))));
    },
  };
}
