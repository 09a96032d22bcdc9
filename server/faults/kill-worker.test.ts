import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../db/connection.ts';
import { seedDemoData } from '../seed/demo-data.ts';
import {
  auth,
  faultDatabase,
  stopAll,
  jobStarts,
  sleep,
  startApi,
  startWorker,
  tokenVia,
  type Api,
  type FaultDatabase,
  type Proc,
} from './harness.ts';

/**
 * kill -9 of a report worker process in the middle of a group report: the other worker takes
 * the job over once the dead one's heartbeat lapses, and the job finishes once — one
 * completed row, one pg-boss job completed on its second attempt, one file in the store.
 */
const PORT = 3209;
const GROUP = 7;

describe('worker killed mid group report', () => {
  let db: FaultDatabase;
  let api: Api;
  const workers: Proc[] = [];
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-fault-files-'));
  const storedFiles = () => readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  beforeAll(async () => {
    db = await faultDatabase();
    // Enough lots that the report takes a while to write.
    const database = await connect({ databaseUrl: db.url, poolSize: 2 });
    await seedDemoData(database.db, { projects: 1, lots: 600 });
    await database.close();
    await db.query('update projects set group_id = $1', [GROUP]);
  });
  afterAll(async () => {
    await stopAll();
    await db?.drop();
  });

  it('is finished exactly once by the next worker', async () => {
    const env = { REPORT_HEARTBEAT_SECONDS: '10' };
    // Two workers wait for work; whichever takes the job is killed, the other must finish it.
    [api] = await Promise.all([
      startApi(PORT, { databaseUrl: db.url, filesDir, env: { REPORT_WORKERS: 'false' } }),
      startWorker({ databaseUrl: db.url, filesDir, env }).then((w) => workers.push(w)),
      startWorker({ databaseUrl: db.url, filesDir, env }).then((w) => workers.push(w)),
    ]);
    const token = await tokenVia(api, 'admin@reurb.local');
    const res = await fetch(`${api.base}/api/project-groups/${GROUP}/socioeconomic-report?complete=false`, {
      headers: auth(token),
    });
    expect(res.status).toBe(200);
    const { job_id: jobId } = (await res.json()) as { job_id: string };

    // Kill the worker as soon as it has written some of the report.
    const row = async () =>
      (
        await db.query<{ status: string; progress: number; file_key: string | null }>(
          'select * from report_jobs where id = $1',
          [jobId],
        )
      )[0];
    let seen = await row();
    while (!(seen.status === 'processing' && seen.progress >= 2)) {
      expect(seen.status).not.toBe('completed');
      await sleep(20);
      seen = await row();
    }
    const victim = workers.find((w) => jobStarts(w).length)!;
    const survivor = workers.find((w) => w !== victim)!;
    await victim.kill('SIGKILL');
    const killedAt = { ...(await row()) };
    expect(killedAt.status).toBe('processing');
    expect(storedFiles()).toHaveLength(0);

    const started = performance.now();
    let status = '';
    // Alone it finishes ~35 s after the kill; beside the journeys on a slow 2-core machine the
    // whole test passed 90 s (45 s alone), so the wait is bounded by time, not by a count of polls.
    const until = started + 150_000;
    while (performance.now() < until && status !== 'completed' && status !== 'failed') {
      await sleep(200);
      const res = await fetch(`${api.base}/api/project-groups/report-status/${jobId}`, { headers: auth(token) });
      status = ((await res.json()) as { status: string }).status;
    }
    console.log(
      `killed at ${killedAt.progress}%; finished by the other worker ${((performance.now() - started) / 1000).toFixed(1)} s after the kill`,
    );
    expect(status).toBe('completed');
    expect(await row()).toMatchObject({ status: 'completed', progress: 100 });
    // pg-boss marks its job completed when the handler returns, just after the handler marked
    // the report done: poll for it rather than read it in the same instant.
    await expect
      .poll(
        () =>
          db.query<{ state: string; retry_count: number }>(
            `select state, retry_count from pgboss.job where data->>'job_id' = $1`,
            [jobId],
          ),
        { timeout: 10_000, interval: 100 },
      )
      .toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(jobStarts(victim)).toEqual([{ job_id: jobId, attempt: 1 }]);
    expect(jobStarts(survivor)).toEqual([{ job_id: jobId, attempt: 2 }]);
    expect(storedFiles()).toHaveLength(1);

    const final = (await (
      await fetch(`${api.base}/api/project-groups/report-status/${jobId}`, { headers: auth(token) })
    ).json()) as { download_url: string };
    const file = await fetch(final.download_url.replace(`http://localhost:${PORT}`, api.base));
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
