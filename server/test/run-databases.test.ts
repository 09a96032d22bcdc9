import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { TestProject } from 'vitest/node';
import setup from './global-setup.ts';
import { DROP_LATER, dropRun, dropRunLater, dropRunsListed, leftBehind, runDatabaseName } from './run-databases.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const HOUR = 3600_000;

describe("a PostgreSQL run's databases", () => {
  it('finds only the databases of runs killed half a day ago or more, each file’s before its template', () => {
    const now = Date.UTC(2026, 10, 29, 18);
    const old = `reurb_tpl_4242_${now - 13 * HOUR}`;
    const recent = `reurb_tpl_4343_${now - 2 * HOUR}`;
    const names = [
      old,
      `${old}_0a1b2c3d4e5f`,
      recent,
      `${recent}_0a1b2c3d4e5f`,
      // Not this setup's: never touched, however old they look.
      `reurb_tpl_x_${now - 13 * HOUR}`,
      `reurb_bench_4242`,
      'test',
    ];
    expect(leftBehind(names, now)).toEqual([`${old}_0a1b2c3d4e5f`, old]);
  });

  it("names a file's database after the run's template", () => {
    const template = `reurb_tpl_1_${Date.now()}`;
    const name = runDatabaseName(template);
    expect(name).toMatch(new RegExp(`^${template}_[0-9a-f]{12}$`));
    // PostgreSQL's identifiers stop at 63 bytes: a longer name would be cut and collide.
    expect(name.length).toBeLessThanOrEqual(63);
  });

  // Four CREATE DATABASE and four DROP DATABASE, each drop a checkpoint that flushes what the
  // other worker's tests wrote meanwhile: 30 s was not enough beside them on a slow 2-core
  // machine (2026-11-29, CI of d2df7f7).
  it.skipIf(!TEST_DATABASE_URL)(
    "drops the run's template and every file's database, and no other",
    { timeout: 120_000 },
    async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      const template = `reurb_tpl_1_${Date.now()}`;
      const other = `reurb_tpl_2_${Date.now()}`;
      const files = [runDatabaseName(template), runDatabaseName(template)];
      try {
        for (const name of [template, other]) await client.query(`create database ${name}`);
        for (const name of files) await client.query(`create database ${name} template ${template}`);
        await dropRun(TEST_DATABASE_URL!, template);
        const { rows } = await client.query<{ datname: string }>(
          'select datname from pg_database where datname = any($1)',
          [[template, other, ...files]],
        );
        expect(rows.map((r) => r.datname)).toEqual([other]);
      } finally {
        for (const name of [...files, template, other])
          await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      }
    },
  );

  it.skipIf(!TEST_DATABASE_URL)(
    "drops the runs a teardown left for later (npm test's second round), and nothing a line of the list does not name as a run",
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'drop-later-'));
      const list = path.join(dir, 'databases-to-drop');
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      const runs = [`reurb_tpl_3_${Date.now()}`, `reurb_tpl_4_${Date.now()}`];
      const files = runs.map((run) => runDatabaseName(run));
      // Not a run's name: a list written by hand, or damaged, never drops the server's own.
      const other = `reurb_other_${Date.now()}`;
      try {
        expect(await dropRunsListed(TEST_DATABASE_URL!, list)).toEqual([]);
        for (const name of [...runs, other]) await client.query(`create database ${name}`);
        for (const [i, name] of files.entries()) await client.query(`create database ${name} template ${runs[i]}`);
        for (const run of runs) dropRunLater(list, run);
        dropRunLater(list, other);
        expect(await dropRunsListed(TEST_DATABASE_URL!, list)).toEqual(runs);
        const { rows } = await client.query<{ datname: string }>(
          'select datname from pg_database where datname = any($1)',
          [[...runs, ...files, other]],
        );
        expect(rows.map((r) => r.datname)).toEqual([other]);
      } finally {
        for (const name of [...files, ...runs, other])
          await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.skipIf(!TEST_DATABASE_URL)(
    "a run's teardown with DROP_LATER set leaves its template to the list, where dropRunsListed finds it",
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'drop-later-'));
      const list = path.join(dir, 'databases-to-drop');
      const provided: Record<string, string> = {};
      const project = {
        config: { env: { TEST_ENGINE: 'postgres' } },
        provide: (key: string, value: string) => (provided[key] = value),
      } as unknown as TestProject;
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      const exists = async (name: string) =>
        (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
      const previous = process.env[DROP_LATER];
      process.env[DROP_LATER] = list;
      let template = '';
      try {
        const teardown = await setup(project);
        template = provided.pgTemplate;
        expect(await exists(template)).toBe(true);
        await teardown();
        expect(await exists(template)).toBe(true);
        expect(await dropRunsListed(TEST_DATABASE_URL!, list)).toEqual([template]);
        expect(await exists(template)).toBe(false);
      } finally {
        if (previous === undefined) delete process.env[DROP_LATER];
        else process.env[DROP_LATER] = previous;
        if (template) await client.query(`drop database if exists ${template} with (force)`);
        await client.end();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.runIf(!TEST_DATABASE_URL)('PostgreSQL half not run: TEST_DATABASE_URL is not set (CI sets it)', () => {
    expect(TEST_DATABASE_URL).toBeUndefined();
  });
});
