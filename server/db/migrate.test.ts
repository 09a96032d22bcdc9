import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../test/database.ts';
import type { Database } from './connection.ts';
import { migrate, postgresVersionRefusal } from './migrate.ts';
import { rowsOf } from './rows.ts';

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('leave a migrated database that a second run does not change', async () => {
    await migrate(database);
    const tables = rowsOf<{ table_name: string }>(
      await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      ),
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'app_secrets',
        'local_identities',
        'oidc_payloads',
        'project_members',
        'projects',
        'users',
      ]),
    );
  });

  it('enforce the role check in the database itself', async () => {
    await expect(
      database.db.execute(sql`insert into users (sub, email, role) values ('x|1', 'a@b.c', 'superuser')`),
    ).rejects.toThrow();
  });

  it('refuse a PostgreSQL server older than 15 before migrating, saying why in Portuguese', () => {
    expect(postgresVersionRefusal(140_015, '14.15')).toBe(
      'O REURB Gestão precisa do PostgreSQL 15 ou mais novo, e DATABASE_URL aponta para o PostgreSQL 14.15. Atualize o servidor antes de iniciar.',
    );
    expect(postgresVersionRefusal(150_019, '15.19 (Debian 15.19-0+deb12u1)')).toBeNull();
    expect(postgresVersionRefusal(180_001, '18.1')).toBeNull();
  });
});
