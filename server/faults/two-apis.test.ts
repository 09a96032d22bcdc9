import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LOCK_SPACE, IMPORT_UNDER_WAY } from '../geometry/import-under-way.ts';
import { sideBySide } from '../geometry/test-files.ts';
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
 * provider's keys live in the database), group jobs queued through both run once each, and a
 * project's geometry import is written by one of them at a time.
 */
const PORTS = [3210, 3211];
const GROUP = 9;
const JOBS = 4;
/** Lots of the import the other API is sent meanwhile: enough for its write to last well past the second request's check. */
const IMPORT_LOTS = 5_000;

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

  it("refuses an applied import sent to one API while the other writes one of the project's, and takes it after", async () => {
    const [{ project_id, block_id }] = await db.query<{ project_id: number; block_id: number }>(
      'select project_id, id as block_id from blocks order by id limit 1',
    );
    const names = Array.from({ length: IMPORT_LOTS }, (_, i) => `IMP-${String(i + 1).padStart(4, '0')}`);
    await db.query('insert into lots (name, block_id, project_id, area) select unnest($1::text[]), $2, $3, 200', [
      names,
      block_id,
      project_id,
    ]);
    const tokens = await Promise.all(apis.map((api) => tokenVia(api, 'admin@reurb.local')));
    const send = (api: number, origin: [number, number], dryRun = false) => {
      const form = new FormData();
      form.append('match_by', 'lote');
      form.append('file', new Blob([sideBySide(names, origin)]), 'lotes.geojson');
      return fetch(`${apis[api].base}/api/projects/${project_id}/geometry-import?dry_run=${dryRun}`, {
        method: 'POST',
        headers: auth(tokens[api]),
        body: form,
      });
    };
    const importLocks = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and objsubid = 2
             and classid = $1 and objid = $2 and database = (select oid from pg_database where datname = current_database())`,
          [IMPORT_LOCK_SPACE, project_id],
        )
      )[0].n;
    const historyLines = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from lot_history h join lots l on l.id = h.lot_id
            where l.name like 'IMP-%' and h.action = 'updated'`,
        )
      )[0].n;
    // The second API reads a file once first (a simulation, always answered): its file thread is
    // started before the race below.
    expect((await send(1, [-48.5, -23.5], true)).status).toBe(200);

    const first = send(0, [-47.06, -22.92]);
    await expect.poll(importLocks, { timeout: 30_000, interval: 5 }).toBe(1);
    const second = await send(1, [-48.5, -23.5]);
    expect({ status: second.status, body: await second.json() }).toEqual({
      status: 409,
      body: { message: IMPORT_UNDER_WAY },
    });
    const done = await first;
    expect(done.status).toBe(200);
    expect(((await done.json()) as { written: number }).written).toBe(IMPORT_LOTS);
    // The refused file wrote nothing: one history line per lot, the first file's.
    expect(await historyLines()).toBe(IMPORT_LOTS);
    expect(await importLocks()).toBe(0);

    const again = await send(1, [-48.5, -23.5]);
    expect(again.status).toBe(200);
    expect(await historyLines()).toBe(2 * IMPORT_LOTS);
  });
});
