import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../test/database.ts';
import type { Database } from './connection.ts';
import { migrate } from './migrate.ts';
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
});
