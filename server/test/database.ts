import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../db/connection.ts';
// What the run's global setup provides (pgTemplate, pgliteDataDir) is declared there.
import type {} from './global-setup.ts';
import { requiredTestDatabaseUrl, runDatabaseName, withDatabase } from './run-databases.ts';

/**
 * A fresh, migrated, empty database for one test file: a PGlite on a copy of the run's migrated
 * data folder, or a PostgreSQL database cloned from the run's template (TEST_ENGINE=postgres).
 */
export async function freshDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  if (template) {
    // Dropped with the run, not here (global-setup.ts, dropRun): a drop checkpoints the server.
    return throwawayDatabase(requiredTestDatabaseUrl(), runDatabaseName(template), {
      template,
      poolSize: 4,
      dropOnClose: false,
    });
  }
  return copiedPglite(inject('pgliteDataDir'));
}

/**
 * A test file's PGlite opens with a 16 MB buffer pool, half the product's: opening a copy took
 * 340–380 ms with 128 MB, 140–160 ms with 16 MB (8 MB: ~135, 4 MB: ~115; 2026-12-01), and the largest
 * files seed a few thousand lots, which 16 MB holds. The server:pglite project alone, one run
 * before and after: 217.6 → 171.4 s wall, 360 → 289 s of user CPU, 689 passing.
 */
export const TEST_SHARED_BUFFERS_MB = 16;

/**
 * A PGlite opened on a copy of a closed data folder, as the product opens its own (a folder on
 * disk, server/db/connection.ts), whose close() also removes the copy. The copy lies beside the
 * template, in the run's folder, which the run's teardown removes whatever a file left behind.
 * `sharedBuffersMb` null opens it with the product's pool (engine.test.ts).
 * Copying 43 MB and opening it costs less than loading the same folder from a dumped tarball
 * into PGlite's memory file system: the server:pglite project alone fell from 204 to 167 s and
 * 347 to 271 s of CPU on 2 cores, and the whole unit phase of `npm test` from 471 to 356 s, all
 * passing (2026-11-29, issue #19 goal 7).
 */
export async function copiedPglite(
  template: string,
  sharedBuffersMb: number | null = TEST_SHARED_BUFFERS_MB,
): Promise<Database> {
  const dir = mkdtempSync(path.join(path.dirname(template), 'copy-'));
  cpSync(template, path.join(dir, 'pg'), { recursive: true });
  const database = await connect({ dataDir: dir, sharedBuffersMb: sharedBuffersMb ?? undefined });
  const close = database.close;
  database.close = async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  };
  return database;
}

/**
 * A PostgreSQL database made for one test (empty, or a copy of `template`), whose close()
 * also drops it unless `dropOnClose` is false (a run's database, which its teardown drops).
 */
export async function throwawayDatabase(
  url: string,
  name: string,
  options: { template?: string; poolSize: number; dropOnClose?: boolean },
): Promise<Database> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  await admin.end();
  const database = await connect({ databaseUrl: withDatabase(url, name), poolSize: options.poolSize });
  if (options.dropOnClose === false) return database;
  const close = database.close;
  database.close = async () => {
    await close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return database;
}
