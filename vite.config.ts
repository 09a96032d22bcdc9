import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

// In `npm run dev` the API runs on its own port; Vite forwards to it so the browser sees one
// origin, as in production (the identity provider's issuer is that origin).
const api = process.env.API_PROXY;
const proxied = api
  ? Object.fromEntries(['/api', '/idp', '/auth'].map((p) => [p, { target: api, changeOrigin: false }]))
  : undefined;

export default defineConfig({
  // Each script, style and page also as .br and .gz, served by server/http/spa.ts.
  plugins: [react(), precompress()],
  // The native function instead of its es-shims polyfill (src/shims/object-entries.cjs).
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('src/shims/object-entries.cjs', import.meta.url)) } },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: proxied },
});
