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
    // Only reply.sendFile: the route below serves every file. Serving them itself, the plugin
    // read the whole build at start (~770 files with their maps and compressed copies) and
    // made each two routes, a GET and a HEAD, on every start of the server.
    serve: false,
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
