import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, type Database } from '../server/db/connection.ts';
import { migrate } from '../server/db/migrate.ts';
import { benchServerUrl } from './engine.ts';

/**
 * The benchmark's own database: a fresh one on the PostgreSQL server of BENCH_DATABASE_URL
 * (or TEST_DATABASE_URL), dropped afterwards; without either, or for a part that measures the
 * embedded engine, a fresh embedded PGlite.
 */
export async function benchDatabase(
  engine: 'configured' | 'embedded' = 'configured',
  /** Another way to the configured server (bench/delay-proxy.ts). */
  through?: string,
): Promise<{
  database: Database;
  label: string;
  /** The engine's name alone, for the goal table's rows. */
  engine: 'PGlite' | 'PostgreSQL';
  drop(): Promise<void>;
}> {
  const url = engine === 'configured' && through ? through : benchServerUrl(engine);
  if (!url) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reurb-bench-'));
    const database = await connect({ dataDir });
    await migrate(database);
    const drop = async () => {
      await database.close();
      // The embedded database's folder (~40 MB) goes with it: every run used to leave one in the temp folder.
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { database, label: 'PGlite (embutido)', engine: 'PGlite', drop };
  }
  const name = `reurb_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const version = (await admin.query('show server_version')).rows[0].server_version as string;
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await connect({ databaseUrl: target.toString(), poolSize: 10 });
  await migrate(database);
  return {
    database,
    label: `PostgreSQL ${version.split(' ')[0]}`,
    engine: 'PostgreSQL',
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
