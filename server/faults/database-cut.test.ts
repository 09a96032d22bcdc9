import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../errors.ts';
import { auth, faultDatabase, stopAll, sleep, startApi, tokenVia, type Api, type FaultDatabase } from './harness.ts';
import { cuttableProxy, type CuttableProxy } from './proxy.ts';

/**
 * The API's PostgreSQL goes away (the proxy in front of it closes; then its backends are
 * terminated over and over): requests answer 503 with the Portuguese message instead of
 * hanging, /api/health says so, and once the database is back the same process answers 200.
 */
const API_PORT = 3207;
/**
 * The slowest answer that is not a hang: the pool gives up waiting for a connection after 1.5 s
 * (server/db/connection.ts), and beside the journeys, lint and type checks on a slow 2-core
 * machine one answer took 2.05 s (2026-11-28). A hang waits on a dead connection for good.
 */
const NOT_A_HANG_MS = 5000;
const PROXY_PORT = 3208;

describe('database cut off under a running API', () => {
  let db: FaultDatabase;
  let api: Api;
  let proxy: CuttableProxy;
  let token: string;
  let lot: number;
  beforeAll(async () => {
    db = await faultDatabase();
    const target = new URL(db.url);
    proxy = await cuttableProxy(PROXY_PORT, { host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(db.url);
    viaProxy.host = `127.0.0.1:${PROXY_PORT}`;
    const filesDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-fault-files-'));
    api = await startApi(API_PORT, { databaseUrl: viaProxy.toString(), filesDir });
    token = await tokenVia(api, 'admin@reurb.local');
    lot = (await db.query<{ id: number }>('select min(id) as id from lots'))[0].id;
  });
  afterAll(async () => {
    await stopAll();
    await proxy?.close();
    await db?.drop();
  });

  const timed = async (url: string) => {
    const started = performance.now();
    const res = await fetch(`${api.base}${url}`, { headers: auth(token), signal: AbortSignal.timeout(10_000) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, ms: performance.now() - started };
  };

  it('answers 503 quickly while the database is unreachable and recovers by itself', async () => {
    expect((await timed(`/api/lots/${lot}`)).status).toBe(200);
    const pid = api.child.pid;

    await proxy.cut();
    for (const url of [`/api/lots/${lot}`, '/api/account/me', `/api/lots/${lot}`]) {
      const res = await timed(url);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: DATABASE_UNAVAILABLE });
      expect(res.ms).toBeLessThan(NOT_A_HANG_MS);
    }
    const health = await timed('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.status).toBe('indisponível');

    await proxy.restore();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await timed(`/api/lots/${lot}`)).status;
      if (status !== 200) await sleep(200);
    }
    expect(status).toBe(200);
    expect((await timed('/api/health')).status).toBe(200);
    expect(api.child.pid).toBe(pid);
    expect(api.child.exitCode).toBeNull();
  });

  it('survives its connections being terminated again and again: only 200 or 503, never a 500 or a hang', async () => {
    const statuses = new Map<number, number>();
    let slowest = 0;
    let running = true;
    const killer = (async () => {
      while (running) {
        await db.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
          and application_name = ''`,
          [db.name],
        );
        await sleep(50);
      }
    })();
    const clients = Array.from({ length: 4 }, async () => {
      const end = Date.now() + 3000;
      while (Date.now() < end) {
        const res = await timed(`/api/lots/${lot}`);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        slowest = Math.max(slowest, res.ms);
      }
    });
    await Promise.all(clients);
    running = false;
    await killer;
    console.log('while terminating backends:', Object.fromEntries(statuses), `slowest ${slowest.toFixed(0)} ms`);
    expect([...statuses.keys()].every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.get(503)).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(NOT_A_HANG_MS);
    // The killer's last round may end an idle connection of the API's pool just before this read;
    // the pool drops it when its socket's close arrives, which on a loaded machine (the browser
    // tests run beside this phase) came after the read once: the read is asked once the kills
    // have stopped, as the test says (2026-12-05, one fresh clone in six).
    await sleep(500);
    expect((await timed(`/api/lots/${lot}`)).status).toBe(200);
  });
});
