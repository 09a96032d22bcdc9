import { enableCompileCache } from 'node:module';
import { spaIsCurrent, writeSpaStamp } from './spa-stamp.ts';

/**
 * `npm start`: builds the SPA when dist/ was not built from the current sources (a content
 * hash, not file times: a fresh clone or a branch switch rebuilds, `touch` does not), then runs
 * the server in production mode serving it, on the embedded database unless DATABASE_URL is set.
 */
// V8's compiled code of the ~2,000 modules the server loads, kept for the next start.
enableCompileCache?.();

const stamp = spaIsCurrent();
if (!stamp.current) {
  console.log('Compilando o aplicativo (vite build)...');
  const started = Date.now();
  const { build } = await import('vite');
  await build({ root: stamp.root, logLevel: 'warn' });
  writeSpaStamp(stamp);
  console.log(`Aplicativo compilado em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

process.env.NODE_ENV ??= 'production';
process.env.SERVE_SPA ??= 'true';
await import('../server/main.ts');
