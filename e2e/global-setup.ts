import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { root, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: its outbox (`outbox/`) and file store (`files/`). */
    dataDir: string;
  }
}

/** Builds the SPA as `npm start` would and starts one server for the whole e2e run. */
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
  const server = await startServer(Number(process.env.E2E_PORT ?? 3123), { SPA_DIR: spaDir });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
    rmSync(spaDir, { recursive: true, force: true });
  };
}
