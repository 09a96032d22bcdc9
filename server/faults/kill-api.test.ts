import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, faultDatabase, stopAll, sleep, startApi, tokenVia, type Api, type FaultDatabase } from './harness.ts';

/**
 * kill -9 of the API in the middle of a stream of saves: every save the client saw answered
 * 200 is in the database after the restart (a save in flight at the kill may or may not be:
 * it was never acknowledged).
 */
const PORT = 3206;
const LOTS = 6;

describe('API killed mid-stream of saves', () => {
  let db: FaultDatabase;
  let api: Api;
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-fault-files-'));
  beforeAll(async () => {
    db = await faultDatabase();
  });
  afterAll(async () => {
    await stopAll();
    await db?.drop();
  });

  it('keeps every acknowledged save', async () => {
    api = await startApi(PORT, { databaseUrl: db.url, filesDir });
    const token = await tokenVia(api, 'admin@reurb.local');
    const lots = (await db.query<{ id: number }>('select id from lots order by id limit $1', [LOTS])).map((r) => r.id);
    expect(lots).toHaveLength(LOTS);

    const acked = new Map<number, number>();
    const sent = new Map<number, number>();
    let killed = false;
    const stream = async (lot: number) => {
      for (let n = 1; ; n++) {
        sent.set(lot, n);
        try {
          const res = await fetch(`${api.base}/api/lots/${lot}`, {
            method: 'PATCH',
            headers: { ...auth(token), 'content-type': 'application/json' },
            body: JSON.stringify({ street_complement: `salvo-${n}` }),
          });
          if (res.status !== 200) throw new Error(`PATCH ${lot}: ${res.status} ${await res.text()}`);
          await res.arrayBuffer();
          acked.set(lot, n);
        } catch (error) {
          if (killed) return;
          throw error;
        }
      }
    };
    const streams = lots.map(stream);
    // Let the saves flow, then kill the server without warning.
    while ([...acked.values()].reduce((a, b) => a + b, 0) < 60) await sleep(20);
    killed = true;
    await api.kill('SIGKILL');
    await Promise.all(streams);
    const ackedTotal = [...acked.values()].reduce((a, b) => a + b, 0);

    const started = performance.now();
    api = await startApi(PORT, { databaseUrl: db.url, filesDir, dataDir: api.dataDir });
    console.log(
      `${ackedTotal} saves acknowledged before kill -9; restart in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const lot of lots) {
      const res = await fetch(`${api.base}/api/lots/${lot}`, { headers: auth(token) });
      expect(res.status).toBe(200);
      const value = ((await res.json()) as { street_complement: string }).street_complement;
      const n = Number(value.replace('salvo-', ''));
      // The last acknowledged save, or the one in flight when the server died: never older.
      expect(n).toBeGreaterThanOrEqual(acked.get(lot) ?? 0);
      expect(n).toBeLessThanOrEqual(sent.get(lot)!);
    }
  });
});
