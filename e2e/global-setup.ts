import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildServerBundle } from '../scripts/server-bundle.ts';
import { E2E_SERVERS, root, startServer } from './server.ts';

/**
 * Builds the SPA and bundles the server as `npm start` would, and starts E2E_SERVERS servers
 * (e2e/server.ts), each on a fresh embedded database of its own: the journeys running at the
 * same time never share one.
 * Each entry's dataDir is the server's DATA_DIR: its outbox (`outbox/`) and file store (`files/`).
 */
export default async function setup(project: TestProject) {
  // Its own build folder, so a developer's `npm start` or build never races with the run.
  const spaDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-e2e-spa-'));
  // `npm start` builds with NODE_ENV unset, i.e. for production; vitest sets it to 'test', which
  // Vite would keep, shipping React's development build (and its warnings) instead.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, mode: 'production', logLevel: 'warn', build: { outDir: spaDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  // The server bundled as `npm start` bundles it (scripts/server-bundle.ts), in a folder of its own too.
  const serverDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-e2e-server-'));
  const removeBuilds = () => {
    rmSync(spaDir, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
  };
  try {
    await buildServerBundle(root, serverDir);
  } catch (error) {
    removeBuilds();
    throw error;
  }
  const script = path.join(serverDir, 'serve.js');
  const port = Number(process.env.E2E_PORT ?? 3123);
  const started = await Promise.allSettled(
    Array.from({ length: E2E_SERVERS }, (_, i) => startServer(port + i, script, { SPA_DIR: spaDir })),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    // Vitest runs no teardown when the setup throws: stop the servers that did start.
    await Promise.all(servers.map((server) => server.stop()));
    removeBuilds();
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map((server) => ({ baseUrl: server.url, dataDir: server.dataDir })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    removeBuilds();
  };
}
