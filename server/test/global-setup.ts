import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { connect } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import {
  DROP_LATER,
  dropRun,
  dropRunLater,
  dropRunsLeftBehind,
  requiredTestDatabaseUrl,
  runTemplateName,
  withDatabase,
} from './run-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, closed, that each test file copies. */
    pgliteDataDir: string;
    pgTemplate: string;
  }
}

/**
 * Migrates once per run: a PGlite data folder that each test file copies and opens as the
 * product opens its own (a folder on disk; a fresh PGlite opens in a fraction of the first
 * start's time), and on PostgreSQL a template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reurb-test-'));
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(dir, { recursive: true, force: true })];

  // The project's own `env` (vitest.config.ts) reaches its test workers, not this function, which
  // runs in the main process: read it from the project. Reading process.env here made the
  // server:postgres project run on PGlite too, silently (found 2026-11-27, issue #19).
  const engine = project.config.env?.TEST_ENGINE ?? process.env.TEST_ENGINE;
  if (engine === 'postgres') {
    const url = requiredTestDatabaseUrl();
    const template = runTemplateName();
    await dropRunsLeftBehind(url, Date.now());
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    await admin.end();
    const database = await connect({ databaseUrl: withDatabase(url, template), poolSize: 1 });
    await migrate(database);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDataDir', '');
    // `npm test` drops them itself beside its next round (DROP_LATER); a run of its own drops them here.
    const later = process.env[DROP_LATER];
    cleanups.push(() => (later ? dropRunLater(later, template) : dropRun(url, template)));
  } else {
    const database = await connect({ dataDir: dir });
    await migrate(database);
    await database.close();
    project.provide('pgliteDataDir', path.join(dir, 'pg'));
    project.provide('pgTemplate', '');
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}
