import { integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
// The schema first: its modules import one another in a cycle that starts at index.ts.
import * as schema from './schema/index.ts';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { text } from '../../domain/fields/builders.ts';
import { defineEntity } from '../../domain/fields/entity.ts';
import { domainColumns } from './schema/domain-columns.ts';
import { checksFromDomain, editable } from './schema/helpers.ts';
import { pendingMigration } from '../test/pending-migration.ts';

/**
 * The tables are derived from `domain/` (schema/domain-columns.ts); the migrations are what
 * `npm run db:generate` wrote from them. Both must say the same: a change to a declaration
 * that changes a column, and no migration for it, fails here (as would a derivation that
 * drifted from what the migrations create).
 */
const pending = (imports: Record<string, unknown>) => pendingMigration(imports);

describe('schema derived from domain/ and the migrations', () => {
  it('agree: generating a migration now would produce nothing', async () => {
    expect(await pending({})).toEqual([]);
  });

  it('a declared field that has no migration yet is found as one to generate', async () => {
    // A copy of the lot entity with one more field, as a table beside the real ones.
    const copy = defineEntity({
      ...lotEntity,
      fields: [...lotEntity.fields, text('n_hidrometro', 'Nº do hidrômetro')],
    });
    const probe = pgTable(
      'lots',
      {
        id: serial('id').primaryKey(),
        block_id: integer('block_id').notNull(),
        project_id: integer('project_id').notNull(),
        ...domainColumns(copy),
        ...editable(),
      },
      (t) => checksFromDomain('lots', copy, t),
    );
    const statements = (await pending({ ...schema, lots: probe })).join('\n');
    expect(statements).toContain('ADD COLUMN "n_hidrometro" text');
  });
});
