import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../db/connection.ts';
import { requiredTestDatabaseUrl, withDatabase } from './global-setup.ts';

/**
 * A fresh, migrated, empty database for one test file: a PGlite loaded from the run's dump,
 * or a PostgreSQL database cloned from the run's template (TEST_ENGINE=postgres).
 */
export async function freshDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  if (template) {
    return throwawayDatabase(requiredTestDatabaseUrl(), `reurb_t_${randomBytes(6).toString('hex')}`, {
      template,
      poolSize: 4,
    });
  }
  const dump = readFileSync(inject('pgliteDumpPath'));
  return connect({ pgliteDump: new Blob([dump]) });
}

/**
 * A PostgreSQL database made for one test (empty, or a copy of `template`), whose close()
 * also drops it.
 */
export async function throwawayDatabase(
  url: string,
  name: string,
  options: { template?: string; poolSize: number },
): Promise<Database> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  await admin.end();
  const database = await connect({ databaseUrl: withDatabase(url, name), poolSize: options.poolSize });
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
