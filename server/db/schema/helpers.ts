import { sql, type SQL } from 'drizzle-orm';
import { check, integer } from 'drizzle-orm/pg-core';
import { timestampTz } from './column-types.ts';
import type { AnyPgColumn, CheckBuilder } from 'drizzle-orm/pg-core';
import { columnRules, type ColumnRule } from '../../../domain/fields/column-rules.ts';
import { getField } from '../../../domain/fields/entity.ts';
import type { EntityDef } from '../../../domain/fields/types.ts';
import { users } from './users.ts';

export { area, choices, coordinate, fileRef, money, nameText, timestampTz } from './column-types.ts';

/**
 * created/updated stamps, authors and version of an editable row. The authors are users; deleting a
 * user keeps the row and its history (SET NULL). A function so every table gets its own
 * builders.
 */
export function editable() {
  return {
    created_at: timestampTz('created_at').notNull().defaultNow(),
    updated_at: timestampTz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdateFn(() => new Date()),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Bumped by every save of the record's editable data (server/history/version.ts): a save
     * sent with an older version is refused with 409 instead of overwriting (issue 8).
     */
    version: integer('version').notNull().default(1),
  };
}

const literal = (value: string | number) =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

/** `column in (…)`: the column holds one of the values (or null). */
export const oneOf = (column: AnyPgColumn, values: readonly (string | number)[]): SQL =>
  sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;

/** `column <@ array[…]`: every chosen value is one of the values. */
export const subsetOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} <@ array[${sql.raw(values.map(literal).join(', '))}]::text[]`;

/** Digits only, exactly `count` of them (CPF 11, CNPJ 14, CEP 8, NIS 11). */
export const digits = (column: AnyPgColumn, count: number): SQL => sql`${column} ~ ${sql.raw(`'^[0-9]{${count}}$'`)}`;

/** One column rule of `domain/` as SQL. */
function ruleSql(rule: ColumnRule, column: AnyPgColumn): SQL {
  const bounds = (expression: SQL, min?: number, max?: number) =>
    min !== undefined && max !== undefined
      ? sql`${expression} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`
      : min !== undefined
        ? sql`${expression} >= ${sql.raw(String(min))}`
        : sql`${expression} <= ${sql.raw(String(max))}`;
  switch (rule.kind) {
    case 'oneOf':
      return oneOf(column, rule.values);
    case 'subsetOf':
      return subsetOf(column, rule.values.map(String));
    case 'digits':
      return digits(column, rule.length);
    case 'length':
      return bounds(sql`char_length(${column})`, rule.min, rule.max);
    case 'range':
      return bounds(sql`${column}`, rule.min, rule.max);
    case 'maxItems':
      return bounds(sql`cardinality(${column})`, undefined, rule.max);
  }
}

/**
 * The CHECK constraints an entity's declaration asks for (domain/fields/column-rules.ts),
 * named `<table>_<column>_check`. Fields declared as not stored here (multi-file fields, kept
 * in a join table; `storage: 'computed'`) have none; any other rule on a key that is not a
 * column of the table must be listed in `notStored` (a value kept in another table): a new
 * rule in `domain/` then either gets its check or fails loudly here.
 */
export function checksFromDomain(
  table: string,
  entity: EntityDef,
  columns: object,
  notStored: readonly string[] = [],
): CheckBuilder[] {
  const byKey = columns as Record<string, AnyPgColumn | undefined>;
  return columnRules(entity).flatMap((rule) => {
    const column = byKey[rule.column];
    if (column) return [check(`${table}_${rule.column}_check`, ruleSql(rule, column))];
    if (notStored.includes(rule.column)) return [];
    const field = getField(entity, rule.column);
    if (field?.type === 'files' || field?.storage === 'computed') return [];
    throw new Error(`${table}: domain rule on ${rule.column}, which is not a column (list it as not stored?)`);
  });
}
