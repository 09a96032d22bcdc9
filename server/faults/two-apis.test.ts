import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Two API processes (without workers) and two worker processes on one PostgreSQL, as behind
 * a load balancer: a token minted by either API is accepted by the other (the bundled
 * provider's keys live in the database), and group jobs queued through both run once each.
 */
const PORTS = [3210, 3211];
const GROUP = 9;
const JOBS = 4;

describe('two API processes and two workers on one database', () => {
  let db: FaultDatabase;
  let apis: Api[] = [];
  let workers: Proc[] = [];
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-fault-files-'));
  beforeAll(async () => {
    db = await faultDatabase();
    // The first API migrates and seeds alone; then the rest start together.
    const publicUrl = `http://localhost:${PORTS[0]}`;
    const first = await startApi(PORTS[0], {
      databaseUrl: db.url,
      filesDir,
      publicUrl,
      env: { REPORT_WORKERS: 'false' },
    });
    const [second, ...ws] = await Promise.all([
      startApi(PORTS[1], { databaseUrl: db.url, filesDir, publicUrl, env: { REPORT_WORKERS: 'false' } }),
      startWorker({ databaseUrl: db.url, filesDir }),
      startWorker({ databaseUrl: db.url, filesDir }),
    ]);
    apis = [first, second as Api];
    workers = ws;
    await db.query('update projects set group_id = $1', [GROUP]);
  });
  afterAll(async () => {
    await stopAll();
    await db?.drop();
  });

  it('accepts on each API a token minted by the other', async () => {
    for (const [from, to] of [
      [apis[0], apis[1]],
      [apis[1], apis[0]],
    ]) {
      const token = await tokenVia(from, 'membro@reurb.local');
      const res = await fetch(`${to.base}/api/account/me`, { headers: auth(token) });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { email: string }).email).toBe('membro@reurb.local');
    }
  });

  it('runs each group job once, whichever API queued it', async () => {
    const tokens = await Promise.all(apis.map((api) => tokenVia(api, 'admin@reurb.local')));
    const jobs: string[] = [];
    for (let i = 0; i < JOBS; i++) {
      const api = apis[i % 2];
      const res = await fetch(`${api.base}/api/project-groups/${GROUP}/residents-report`, {
        headers: auth(tokens[i % 2]),
      });
      expect(res.status).toBe(200);
      jobs.push(((await res.json()) as { job_id: string }).job_id);
    }
    let rows: Array<{ id: string; status: string }> = [];
    for (let i = 0; i < 300; i++) {
      rows = await db.query('select id::text, status from report_jobs where id = any($1::uuid[])', [jobs]);
      if (
        rows.length === JOBS &&
        rows.every((r) => r.status === 'completed' || r.status === 'failed' || r.status === 'error')
      )
        break;
      await sleep(200);
    }
    expect(rows.map((r) => r.status)).toEqual(jobs.map(() => 'completed'));
    const starts = workers.flatMap(jobStarts);
    console.log(
      'jobs per worker:',
      workers.map((w) => jobStarts(w).length),
    );
    expect(starts.map((s) => s.job_id).sort()).toEqual([...jobs].sort());
    expect(starts.every((s) => s.attempt === 1)).toBe(true);
    // pg-boss marks its job completed after the handler returns, which is after the handler
    // wrote the report's row: the last job can still read 'active' for a moment (seen
    // 2026-11-28 on a loaded machine). Wait for that write; the states expected stay the same.
    await expect
      .poll(
        async () =>
          await db.query<{ state: string; retry_count: number }>(
            `select state, retry_count from pgboss.job where data->>'job_id' = any($1)`,
            [jobs],
          ),
        { timeout: 15_000, interval: 200 },
      )
      .toEqual(jobs.map(() => ({ state: 'completed', retry_count: 0 })));
    expect(readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())).toHaveLength(
      JOBS,
    );
  });
});
