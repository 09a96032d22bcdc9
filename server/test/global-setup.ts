import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { connect } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, closed, that each test file copies. */
    pgliteDataDir: string;
    pgTemplate: string;
  }
}

/** The run's template database is named `reurb_tpl_<pid>_<ms since epoch>`, its test files' `<template>_<hex>`. */
const TEMPLATE_PREFIX = 'reurb_tpl_';
const RUN_NAME = /^reurb_tpl_\d+_(\d{13})(_[0-9a-f]+)?$/;
/** A run older than this has ended, killed before its teardown: no run lasts an hour. */
const LEFT_BEHIND_MS = 12 * 3600_000;
/** Connections dropping a run's databases side by side (dropRun). */
const DROPPERS = 4;

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
    const template = `${TEMPLATE_PREFIX}${process.pid}_${Date.now()}`;
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
    cleanups.push(() => dropRun(url, template));
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

export function requiredTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_ENGINE=postgres precisa de TEST_DATABASE_URL');
  return url;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A per-file database's name: the run's template name and a random suffix, so that the run's
 * teardown finds it (dropRun) however the file ended.
 */
export function runDatabaseName(template: string): string {
  return `${template}_${randomBytes(6).toString('hex')}`;
}

/**
 * Drops a run's databases, its files' first and then its template. The files leave theirs to
 * this teardown rather than dropping each as it closes: every DROP DATABASE makes PostgreSQL
 * checkpoint (pg_stat_bgwriter.checkpoints_req counts one per drop on 15), flushing the other
 * files' dirty buffers in the middle of their tests. The server:postgres project alone went
 * from 116 to 82 s, and the PostgreSQL server's own CPU from 71 to 31 s (2026-11-29, 124 files,
 * all passing either way). The drops at the end go DROPPERS at a time, as PostgreSQL serves
 * concurrent checkpoint requests with one checkpoint: 131 → 89 ms a drop.
 */
export async function dropRun(url: string, template: string): Promise<void> {
  await dropDatabases(url, await databasesNamed(url, `${template}_`));
  await dropDatabases(url, [template]);
}

/**
 * Databases of runs that were killed before their teardown (Ctrl-C, a CI timeout): a run's
 * files leave up to ~10 MB each behind until then. Only names this setup makes, only half a
 * day old, so a run going on beside this one on the same server is never touched.
 */
async function dropRunsLeftBehind(url: string, now: number): Promise<void> {
  await dropDatabases(url, leftBehind(await databasesNamed(url, TEMPLATE_PREFIX), now));
}

/** The server's databases whose names start with `prefix`. */
async function databasesNamed(url: string, prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    return rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

/** Drops these databases (whoever is still connected is cut off), up to DROPPERS at a time. */
async function dropDatabases(url: string, names: readonly string[]): Promise<void> {
  const queue = [...names];
  await Promise.all(
    Array.from({ length: Math.min(DROPPERS, queue.length) }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (let name = queue.shift(); name; name = queue.shift())
          await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    }),
  );
}

/** Of these database names, the ones of runs older than LEFT_BEHIND_MS, each file's before its template's. */
export function leftBehind(names: readonly string[], now: number): string[] {
  return names
    .filter((name) => {
      const match = RUN_NAME.exec(name);
      return match !== null && now - Number(match[1]) > LEFT_BEHIND_MS;
    })
    .sort((a, b) => b.length - a.length);
}
