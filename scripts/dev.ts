import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API in watch mode on :3001 and Vite with hot reload on :3000, which
 * proxies /api, /idp and /auth to it, so the browser sees one origin as in production.
 */
const api = spawn(process.execPath, ['--watch', 'server/main.ts'], {
  stdio: 'inherit',
  env: { PORT: '3001', PUBLIC_URL: 'http://localhost:3000', SERVE_SPA: 'false', ...process.env },
});
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', '3000', '--strictPort'], {
  stdio: 'inherit',
  env: { API_PROXY: 'http://127.0.0.1:3001', ...process.env },
});
const stop = () => {
  api.kill('SIGTERM');
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of [api, vite]) child.on('exit', (code) => (stop(), process.exit(code ?? 0)));
