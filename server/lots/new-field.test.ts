import { getTableConfig, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
// The schema first: its modules import one another in a cycle that starts at index.ts.
import '../db/schema/index.ts';
import { listKeys, listRowSchema, sortKeys } from '../../domain/api/list-row.ts';
import { entityAnswerShape } from '../../domain/api/record-answer.ts';
import { customReportAttributes } from '../../domain/entities/custom-report.ts';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { text } from '../../domain/fields/builders.ts';
import { defineEntity } from '../../domain/fields/entity.ts';
import { createSchema, updateSchema } from '../../domain/validation/schema.ts';
import { domainColumns } from '../db/schema/domain-columns.ts';
import { checksFromDomain } from '../db/schema/helpers.ts';
import { attributeColumns, cellValue } from '../reports/xlsx/custom.ts';

/**
 * The README's "add a field" recipe, proved on a copy of the lot entity: one declared line
 * reaches the table (column and CHECK), the API's request and answer schemas, the list row
 * and its sorts, and the custom report's XLSX columns. (The SPA's form and list columns:
 * src/components/domain/new-field.test.tsx; the migration: server/db/schema-migrations.test.ts.)
 */
const meter = text('n_hidrometro', 'Nº do hidrômetro', {
  max: 30,
  views: ['list', 'show', 'create', 'edit', 'report'],
});
const copy = defineEntity({ ...lotEntity, fields: [...lotEntity.fields, meter] });

describe('a new lot field is one declared line', () => {
  it('becomes a column of the table, with its CHECK', () => {
    const probe = pgTable(
      'lots_probe',
      { id: serial('id').primaryKey(), block_id: integer('block_id').notNull(), ...domainColumns(copy) },
      (t) => checksFromDomain('lots_probe', copy, t),
    );
    const config = getTableConfig(probe);
    const column = config.columns.find((c) => c.name === 'n_hidrometro');
    expect(column?.getSQLType()).toBe('text');
    expect(column?.notNull).toBe(false);
    expect(config.checks.map((c) => c.name)).toContain('lots_probe_n_hidrometro_check');
    // The real lot table does not have it: the copy changed nothing else.
    expect(domainColumns(lotEntity)).not.toHaveProperty('n_hidrometro');
  });

  it('is accepted, checked and answered by the API schemas', () => {
    const created = createSchema(copy).safeParse({ name: 'Lote 1', block_id: 1, n_hidrometro: ' HD-123 ' });
    expect(created.success && created.data.n_hidrometro).toBe('HD-123');
    const tooLong = updateSchema(copy).safeParse({ n_hidrometro: 'x'.repeat(31) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.path).toEqual(['n_hidrometro']);
    expect(createSchema(lotEntity).safeParse({ name: 'Lote 1', block_id: 1, n_hidrometro: 'HD-123' }).success).toBe(
      false,
    );
    expect(entityAnswerShape(copy)).toHaveProperty('n_hidrometro');
  });

  it('is in the list row and sorts it', () => {
    expect(listKeys(copy)).toContain('n_hidrometro');
    expect(sortKeys(copy)).toContain('n_hidrometro');
    const row = Object.fromEntries(listKeys(lotEntity).map((key) => [key, null]));
    const parsed = listRowSchema(copy).safeParse({
      ...row,
      id: 1,
      name: 'Lote 1',
      block_id: 1,
      project_id: 1,
      status: 'complete',
      project_phase: 1,
      updated_at: '2026-01-01T00:00:00.000Z',
      n_hidrometro: 'HD-123',
    });
    expect(parsed.success && parsed.data.n_hidrometro).toBe('HD-123');
  });

  it('is a column the custom report (XLSX) may include, labelled and filled', () => {
    expect(customReportAttributes(copy).at(-1)).toEqual({ id: 'n_hidrometro', name: 'Nº do hidrômetro' });
    expect(attributeColumns(['n_hidrometro' as never], copy)[0]?.header).toBe('Nº do hidrômetro');
    const lot = { n_hidrometro: 'HD-123', block_name: 'Quadra 1' } as unknown as Parameters<typeof cellValue>[0];
    expect(cellValue(lot, 'n_hidrometro' as never, copy)).toBe('HD-123');
  });
});
