import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * What is worth compressing: text, JSON (GeoJSON and OpenAPI included), JavaScript, CSS, SVG and
 * XML. PDFs, XLSX, ZIPs and images are compressed already; event streams must not be buffered.
 */
export const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?json|application\/javascript|image\/svg\+xml|application\/(?:[\w.+-]*\+)?xml)/;

/** Brotli's quality for answers compressed on the fly (the bench times the same). */
export const BROTLI_QUALITY = 4;

/**
 * Compresses answers of 1 KiB or more (issue #19: the server answered every list, GeoJSON and
 * script uncompressed). Brotli at quality 4 and gzip at level 6: on the fly, they cost a few
 * milliseconds on a large list while cutting its bytes by 5–10×; the top qualities would cost
 * more time than the transfer they save. Registered before the routes, so every route has it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
  });
}
