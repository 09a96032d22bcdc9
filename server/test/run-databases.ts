import { appendFileSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL test run's databases: its template, migrated once by the run's global setup
 * (global-setup.ts), one clone of it per test file, and their removal when the run ends.
 * Nothing here opens the product's own connection, so `npm test` can drop a run's databases in a
 * process of its own (see DROP_LATER).
 */

/** The run's template database is named `reurb_tpl_<pid>_<ms since epoch>`, its test files' `<template>_<hex>`. */
const TEMPLATE_PREFIX = 'reurb_tpl_';
const RUN_NAME = /^reurb_tpl_\d+_(\d{13})(_[0-9a-f]+)?$/;
/** A run older than this has ended, killed before its teardown: no run lasts an hour. */
const LEFT_BEHIND_MS = 12 * 3600_000;
/** Connections dropping a run's databases side by side (dropRun). */
const DROPPERS = 4;

/**
 * When set, the name of a file: a run's teardown writes its template's name there (one line
 * each) instead of dropping its databases, and whoever set it drops them (dropRunsListed).
 * `npm test` does, beside its second round: dropping ~110 databases is ~110 checkpoints, 24 s
 * on a 2-core machine with both cores idle (I/O on the server's disk) that ended the unit round;
 * beside the journeys, which run on PGlite, they took longer (90 s) but ended before them.
 */
export const DROP_LATER = 'REURB_TEST_DROP_LATER';

/** A new run's template database name (the run's per-file databases are named after it). */
export function runTemplateName(now = Date.now()): string {
  return `${TEMPLATE_PREFIX}${process.pid}_${now}`;
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

/** Leaves a run's databases to whoever set DROP_LATER: `template`'s name added to `file`. */
export function dropRunLater(file: string, template: string): void {
  appendFileSync(file, `${template}\n`);
}

/** Drops the runs whose templates `file` names (dropRunLater); none when there is no such file. */
export async function dropRunsListed(url: string, file: string): Promise<string[]> {
  let listed: string;
  try {
    listed = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const templates = listed.split('\n').filter((name) => RUN_NAME.test(name));
  for (const template of templates) await dropRun(url, template);
  return templates;
}

/**
 * Databases of runs that were killed before their teardown (Ctrl-C, a CI timeout): a run's
 * files leave up to ~10 MB each behind until then. Only names this setup makes, only half a
 * day old, so a run going on beside this one on the same server is never touched.
 */
export async function dropRunsLeftBehind(url: string, now: number): Promise<void> {
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
