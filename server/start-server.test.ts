import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { renderPool } from './render/pool.ts';
import { startServer } from './start-server.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-start-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A port nobody listens on now (the configuration refuses 0). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('startServer', () => {
  it('loads a render thread as it starts, so that the first report does not wait for one', async () => {
    // Another file of this Vitest worker may have started one already.
    await renderPool().close();
    expect(renderPool().threads).toBe(0);
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
