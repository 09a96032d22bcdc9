import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * A path a page of ours could have: no dot segments, backslashes or NUL once decoded, and
 * nothing still encoded after that (a double-encoded `%252e%252e%252f` is someone probing).
 */
export function isPlainPath(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  if (/[\\\0]/.test(decoded) || /%(2e|2f|5c|00)/i.test(decoded)) return false;
  return !decoded.split('/').some((segment) => /^\.+$/.test(segment));
}

/**
 * Serves the built SPA: hashed assets cached for a year, every other path answers
 * index.html so the client router takes it (unknown API and provider paths stay 404). Files go
 * out as the build compressed them when the browser takes Brotli or gzip.
 */
export const spaRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`O aplicativo não foi compilado em ${root}: rode "npm run build".`);
  }
  await app.register(fastifyStatic, {
    root,
    // The .br and .gz copies the build wrote (scripts/precompress.ts), whichever the browser
    // accepts; a file without them is compressed on the fly (server/http/compression.ts).
    preCompressed: true,
    // A route of its own for each of the build's files, read at start: the catch-all below is a
    // public route, and every public call counts toward an address's limit in the database
    // (server/security/limits.ts), which a screen's ~70 scripts would pass in a few screens.
    // (Served by the catch-all alone, the journeys got 429 for scripts: f3b9e14, reverted.)
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      res.header(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const url = request.url.split('?')[0];
    if (!isPlainPath(url)) return reply.code(400).send({ message: 'Caminho inválido' });
    if (/^\/(api|idp|auth)(\/|$)/.test(url)) {
      return reply.code(404).send({ message: `Rota não encontrada: ${request.method} ${url}` });
    }
    const file = path.join(root, path.normalize(url));
    if (file.startsWith(root + path.sep) && path.extname(file) && existsSync(file)) {
      return reply.sendFile(path.relative(root, file));
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
};
