import { getTableColumns } from 'drizzle-orm';
import { lotEntity } from '../../domain/entities/lot/index.ts';
import { getField } from '../../domain/fields/entity.ts';
import { MESSAGES, maxChars, maxValue, minValue } from '../../domain/validation/messages.ts';
import { lots } from '../db/schema/index.ts';
import { nestedDeeperThan } from '../../domain/validation/limits.ts';

/**
 * What the database can hold beyond domain's rules, checked before writing so that bad
 * input is a 400 naming the field, never a database error: texts the domain leaves
 * unbounded, numbers beyond the column's precision, ids beyond `integer`, `answers` that
 * are not an object, nest deeper than {@link ANSWERS_DEPTH_MAX} or pass 100,000 characters.
 */
export const TEXT_MAX = 1000;
export const LONG_TEXT_MAX = 20_000;
const ANSWERS_MAX = 100_000;
/** A questionnaire's answers: question → value, lists of rows at most a few levels down. */
export const ANSWERS_DEPTH_MAX = 8;
export const ANSWERS_TOO_DEEP = `Estrutura aninhada demais: no máximo ${ANSWERS_DEPTH_MAX} níveis`;
const INT_MAX = 2_147_483_647;

const columns = getTableColumns(lots) as Record<string, { columnType: string; precision?: number; scale?: number }>;

/** The largest magnitude a numeric column takes: numeric(p, s) → below 10^(p-s); integer → 2^31-1. */
const numericBound = (key: string): number | undefined => {
  const column = columns[key];
  if (!column) return undefined;
  if (column.columnType.startsWith('PgNumeric') && column.precision !== undefined) {
    return 10 ** (column.precision - (column.scale ?? 0)) - 10 ** -(column.scale ?? 0);
  }
  if (column.columnType === 'PgInteger') return INT_MAX;
  return undefined;
};

const isPlainObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field errors for values domain accepted but the store cannot keep; empty when all fit. */
export function storeLimitErrors(values: Readonly<Record<string, unknown>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = getField(lotEntity, key);
    if (!field || value == null) continue;
    if (field.type === 'json') {
      if (!isPlainObject(value)) errors[key] = MESSAGES.value;
      else if (nestedDeeperThan(value, ANSWERS_DEPTH_MAX)) errors[key] = ANSWERS_TOO_DEEP;
      else if (JSON.stringify(value).length > ANSWERS_MAX) errors[key] = MESSAGES.value;
    } else if (
      typeof value === 'string' &&
      field.max === undefined &&
      ['text', 'longText', 'richText'].includes(field.type)
    ) {
      const max = field.type === 'text' ? TEXT_MAX : LONG_TEXT_MAX;
      if (value.length > max) errors[key] = maxChars(max);
    } else if (field.type === 'file' || field.type === 'files' || field.type === 'reference') {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.some((v) => typeof v === 'number' && v > INT_MAX))
        errors[key] = field.type === 'reference' ? MESSAGES.reference : MESSAGES.file;
    } else if (typeof value === 'number') {
      const bound = numericBound(key);
      if (bound !== undefined && value > bound) errors[key] = maxValue(bound);
      else if (bound !== undefined && value < -bound) errors[key] = minValue(-bound);
    }
  }
  return errors;
}
