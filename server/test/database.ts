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
    const url = requiredTestDatabaseUrl();
    const name = `reurb_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const database = await connect({ databaseUrl: withDatabase(url, name), poolSize: 4 });
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
  const dump = readFileSync(inject('pgliteDumpPath'));
  return connect({ pgliteDump: new Blob([dump]) });
}
