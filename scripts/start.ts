import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the
 * server in production mode serving it, on the embedded database unless DATABASE_URL is set.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const sources = ['src', 'domain', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((child) => newest(path.join(entry, child))));
}

const builtAt = newest('dist/index.html');
if (!builtAt || sources.some((s) => newest(s) > builtAt)) {
  console.log('Compilando o aplicativo (vite build)...');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}

process.env.NODE_ENV ??= 'production';
process.env.SERVE_SPA ??= 'true';
await import('../server/main.ts');
