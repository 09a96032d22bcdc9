import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config.ts';
import { renderPool } from './render/pool.ts';
import { startServer } from './start-server.ts';
import { freePort } from './test/free-port.ts';

// The data folder of a product that has started before: a copy of the run's migrated embedded
// database (server/test/global-setup.ts), which the start opens and finds up to date. Runs in
// server:pglite only (ON_PGLITE, server/test/engine-agnostic.ts).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-start-server-'));
cpSync(inject('pgliteDataDir'), path.join(dataDir, 'pg'), { recursive: true });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('startServer', () => {
  it('loads a render thread as it starts, so that the first report does not wait for one', async () => {
    // Another file of this Vitest worker may have started one already.
    await renderPool().close();
    expect(renderPool().threads).toBe(0);
    // The configuration refuses port 0.
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SERVE_SPA: 'false',
    });
    const server = await startServer(config);
    try {
      // Started with the server, not when the first document asks for it.
      expect(renderPool().threads).toBe(1);
      // The API answers while the thread loads its modules.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      await server.rendering;
      // Loaded and idle: the first document leases this thread instead of starting another.
      const lease = await renderPool().lease();
      lease.release();
      expect(renderPool().threads).toBe(1);
    } finally {
      await server.stop();
    }
  });
});
