import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropRun, leftBehind, runDatabaseName } from './global-setup.ts';

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

  it.runIf(!TEST_DATABASE_URL)('PostgreSQL half not run: TEST_DATABASE_URL is not set (CI sets it)', () => {
    expect(TEST_DATABASE_URL).toBeUndefined();
  });
});
