import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
  zstdCompressSync,
  zstdDecompressSync,
} from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * What is worth compressing: text, JSON (GeoJSON and OpenAPI included), JavaScript, CSS, SVG and
 * XML. PDFs, XLSX, ZIPs and images are compressed already; event streams must not be buffered.
 */
export const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?json|application\/javascript|image\/svg\+xml|application\/(?:[\w.+-]*\+)?xml)/;

/**
 * The encodings answers are compressed in on the fly, the server's preference first where the
 * browser accepts several equally (Chromium asks for `gzip, deflate, br, zstd`).
 *
 * Zstandard first (issue #19, goal 4): on a list of 1,000 lots with varied names and CPFs
 * (198 KB), level 2 wrote 29.6 KB in 0.35 ms where Brotli at quality 4 wrote 29.3 KB in
 * 1.6 ms, and it decodes in half Brotli's time (2026-12-01, the 2.4 s machine; level 3, zstd's
 * default, wrote 31.2 KB there). Brotli for the browsers without zstd (Safari), gzip for the rest.
 * Both at on-the-fly settings: the top qualities cost more time than the transfer they save.
 */
export const ENCODINGS = ['zstd', 'br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** What Chromium 156 asks for, over HTTPS and plain HTTP alike: the bench and the load test ask the same. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Zstandard's level for answers compressed on the fly. */
export const ZSTD_LEVEL = 2;
/** Brotli's quality for answers compressed on the fly. */
export const BROTLI_QUALITY = 4;
/** gzip's level for answers compressed on the fly. */
export const GZIP_LEVEL = 6;
/**
 * Answers up to this size are compressed in one call, larger ones through a zlib stream
 * (issue #19, goal 4). @fastify/compress's own default on 2 cores is 8 KiB, so a block's 1,000
 * lots (~190–250 KB) went through a stream built for it: a compression context, a pipeline,
 * the body in chunks and a chunked answer. In one call it is the same answer once decoded, sent
 * with its Content-Length, and the event loop is held at most 0.5 ms in zstd, 1.9 ms in Brotli
 * and 2.3 ms in gzip (512 KB of lots, 2026-12-03). docs/performance.md#api-latency-goal-4.
 */
export const SYNC_THRESHOLD = 512 * 1024;

// gzip reads `level` and zstd reads `params`: @fastify/compress hands both the same options.
const zlibOptions = { level: GZIP_LEVEL, params: { [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL } };
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

/** Each encoding as the server writes it and as a browser reads it (the tests and the bench use these). */
export const CODECS: Record<Encoding, { encode(body: Buffer): Buffer; decode(body: Buffer): Buffer }> = {
  zstd: { encode: (body) => zstdCompressSync(body, zlibOptions), decode: (body) => zstdDecompressSync(body) },
  br: { encode: (body) => brotliCompressSync(body, brotliOptions), decode: (body) => brotliDecompressSync(body) },
  gzip: { encode: (body) => gzipSync(body, zlibOptions), decode: (body) => gunzipSync(body) },
};

/**
 * Compresses answers of 1 KiB or more (issue #19: the server answered every list, GeoJSON and
 * script uncompressed), in the first of ENCODINGS the browser accepts; on a large list they cut
 * the bytes by 5–40×. Registered before the routes, so every route has it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: SYNC_THRESHOLD,
    encodings: [...ENCODINGS],
    customTypes: COMPRESSIBLE,
    brotliOptions,
    zlibOptions,
  });
}
