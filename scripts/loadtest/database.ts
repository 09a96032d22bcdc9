import pg from 'pg';
import { count } from 'drizzle-orm';
import type { Config } from '../../server/config.ts';
import { connect } from '../../server/db/connection.ts';
import { migrate } from '../../server/db/migrate.ts';
import { lots, projects } from '../../server/db/schema/index.ts';
import { seedDemoAccounts } from '../../server/seed/accounts.ts';
import { seedDemoData } from '../../server/seed/demo-data.ts';

/** The ids the simulated staff pick from. */
export interface Targets {
  projects: number[];
  blocks: number[];
  lots: number[];
}

/** Creates the load database when missing (connecting to the server's `postgres` database). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nome de banco inesperado: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) {
      await client.query(`create database ${name}`);
      console.log(`Banco ${name} criado.`);
    }
  } finally {
    await client.end();
  }
}

/**
 * The configured PostgreSQL with `wanted` lots: seeded once (deterministic demo data, 5
 * projects), reused by later runs. A database with other data is refused, never touched.
 */
export async function prepareDatabase(url: string, config: Config, wanted: number): Promise<Targets> {
  await ensureDatabase(url);
  const database = await connect({ databaseUrl: url, poolSize: 2 });
  try {
    await migrate(database);
    await seedDemoAccounts(database.db, config);
    const [{ n: lotCount }] = await database.db.select({ n: count() }).from(lots);
    const [{ n: projectCount }] = await database.db.select({ n: count() }).from(projects);
    if (Number(lotCount) >= wanted) {
      console.log(`Reaproveitando ${lotCount} lotes já semeados.`);
    } else if (Number(projectCount) === 0) {
      console.log(`Semeando ${wanted} lotes em 5 projetos (uma vez; as próximas execuções reaproveitam)...`);
      const started = performance.now();
      await seedDemoData(database.db, { projects: 5, lots: wanted });
      console.log(`Semeado em ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    } else {
      throw new Error(
        `O banco já tem ${projectCount} projeto(s) e ${lotCount} lote(s), menos que ${wanted}: use um DATABASE_URL só para a carga (ou apague este banco).`,
      );
    }
    // As autovacuum keeps a live database: the visibility map set, so that the lists' counts are
    // index-only scans. A server with autovacuum off (this CI's) would otherwise measure every
    // count reading the heap: the projects list took 52 ms of SQL instead of 7 ms.
    await database.pool!.query('vacuum (analyze) projects, blocks, lots');
    const ids = async (table: string) =>
      (await database.pool!.query<{ id: number }>(`select id from ${table} order by id`)).rows.map((r) => r.id);
    return { projects: await ids('projects'), blocks: await ids('blocks'), lots: await ids('lots') };
  } finally {
    await database.close();
  }
}
