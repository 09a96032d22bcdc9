import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServerBundle, serverBundleDir, serverBundleIsCurrent } from './server-bundle.ts';
import { spaIsCurrent, writeSpaStamp } from './spa-stamp.ts';

/**
 * `npm start`: builds the SPA when dist/ was not built from the current sources (a content
 * hash, not file times: a fresh clone or a branch switch rebuilds, `touch` does not), bundles
 * the server the same way (dist-server/, scripts/server-bundle.ts), then runs the bundled server
 * in production mode serving the SPA, on the embedded database unless DATABASE_URL is set.
 * SERVER_BUNDLE=false runs the server from its sources instead (as `npm run dev` does).
 */
// V8's compiled code of the server's modules, kept for the next start. The render threads use it
// only through the environment (a thread starts ready in 0.43-0.50 s instead of 0.62-0.96 s).
const compileCache = enableCompileCache?.();
if (compileCache?.directory) process.env.NODE_COMPILE_CACHE ??= compileCache.directory;

const stamp = spaIsCurrent();
if (!stamp.current) {
  console.log('Compilando o aplicativo (vite build)...');
  const started = Date.now();
  const { build } = await import('vite');
  await build({ root: stamp.root, logLevel: 'warn' });
  writeSpaStamp(stamp);
  console.log(`Aplicativo compilado em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

const bundled = process.env.SERVER_BUNDLE !== 'false';
if (bundled && !serverBundleIsCurrent()) {
  console.log('Empacotando o servidor...');
  const built = await buildServerBundle();
  console.log(
    `Servidor empacotado em ${built.seconds.toFixed(1)} s (${built.modules} módulos em ${built.files} arquivos).`,
  );
}

process.env.NODE_ENV ??= 'production';
process.env.SERVE_SPA ??= 'true';
// Stack traces name the bundle's lines; its source maps are beside it, read only when asked
// (`NODE_OPTIONS=--enable-source-maps npm start`): reading them at every start cost ~0.4 s.
if (bundled) await import(pathToFileURL(path.join(serverBundleDir(), 'serve.js')).href);
else await import('../server/main.ts');
