import { randomBytes } from 'node:crypto';
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Database } from './connection.ts';
import { migrate } from './migrate.ts';
import * as schema from './schema/index.ts';
import { copiedPglite } from '../test/database.ts';
import { withDatabase } from '../test/run-databases.ts';

/**
 * The same migrations must give the same schema on PGlite (PostgreSQL 18, wasm) and on a
 * real PostgreSQL server, both migrated from an empty database: PGlite's is the run's folder,
 * which the global setup migrates from an empty one (server/test/global-setup.ts), opened here
 * as a copy; PostgreSQL's is made here from template0 and migrated. The file runs in
 * server:pglite only (ON_PGLITE, server/test/engine-agnostic.ts).
 */
type Row = Record<string, unknown>;
type Query = (sql: string) => Promise<Row[]>;

const CATALOGUE = {
  tables: `select table_name from information_schema.tables
           where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  columns: `select table_name, column_name, ordinal_position, data_type, udt_name, character_maximum_length,
                   numeric_precision, numeric_scale, is_nullable, column_default, collation_name
            from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  // contype 'n' (NOT NULL as a constraint) exists from PostgreSQL 18 on; nullability is compared above.
  constraints: `select c.conrelid::regclass::text as table_name, c.conname, c.contype,
                       pg_get_constraintdef(c.oid, true) as definition
                from pg_constraint c join pg_namespace n on n.oid = c.connamespace
                where n.nspname = 'public' and c.contype <> 'n' order by 1, 2`,
  indexes: `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`,
  extensions: `select extname from pg_extension where extname <> 'plpgsql' order by 1`,
} as const;

type Catalogue = Record<keyof typeof CATALOGUE, Row[]>;

async function catalogue(query: Query): Promise<Catalogue> {
  const entries = await Promise.all(
    Object.entries(CATALOGUE).map(async ([key, sql]) => [key, (await query(sql)).map(normalise)] as const),
  );
  return Object.fromEntries(entries) as Catalogue;
}

/** Numbers arrive as numbers or strings depending on the driver. */
function normalise(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v]));
}

const rawQuery =
  (database: Database): Query =>
  async (text) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

describe('schema parity', () => {
  let pglite: Database;
  let pgliteCatalogue: Catalogue;

  beforeAll(async () => {
    pglite = await copiedPglite(inject('pgliteDataDir'));
    pgliteCatalogue = await catalogue(rawQuery(pglite));
  });
  afterAll(async () => {
    await pglite?.close();
  });

  it('PGlite: an empty database migrates to exactly the tables and columns declared in the schema', () => {
    const declared = (Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[]).map((table) =>
      getTableConfig(table),
    );
    const tables = pgliteCatalogue.tables.map((r) => r.table_name);
    expect(tables.filter((t) => !String(t).startsWith('__drizzle'))).toEqual(declared.map((t) => t.name).sort());
    for (const table of declared) {
      const columns = pgliteCatalogue.columns.filter((c) => c.table_name === table.name);
      // Sorted: columns added by ALTER TABLE come after the table's original ones.
      expect(columns.map((c) => `${c.column_name} ${c.is_nullable}`).sort(), table.name).toEqual(
        table.columns.map((c) => `${c.name} ${c.notNull ? 'NO' : 'YES'}`).sort(),
      );
    }
    expect(pgliteCatalogue.extensions.map((r) => r.extname)).toContain('pg_trgm');
    expect(pgliteCatalogue.indexes.length).toBeGreaterThan(30);
    expect(pgliteCatalogue.constraints.length).toBeGreaterThan(100);
  });

  it.skipIf(!TEST_DATABASE_URL)('PostgreSQL: an empty database migrates to the same schema as PGlite', async () => {
    const url = TEST_DATABASE_URL!;
    const name = `reurb_parity_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template template0 encoding 'UTF8'`);
    const postgres = await connect({ databaseUrl: withDatabase(url, name), poolSize: 1 });
    try {
      await migrate(postgres);
      const postgresCatalogue = await catalogue(rawQuery(postgres));
      for (const key of Object.keys(CATALOGUE) as (keyof Catalogue)[]) {
        expect(postgresCatalogue[key], key).toEqual(pgliteCatalogue[key]);
      }
    } finally {
      await postgres.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it.runIf(!TEST_DATABASE_URL)('PostgreSQL half not run: TEST_DATABASE_URL is not set (CI sets it)', () => {
    expect(TEST_DATABASE_URL).toBeUndefined();
  });
});
