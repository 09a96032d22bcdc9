import type { StoredChange } from '../db/schema/index.ts';

/** Bookkeeping columns: never a change people made. */
const BOOKKEEPING = new Set([
  'id',
  'lot_id',
  'project_id',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
  'version',
]);

/** A column value as JSON keeps it: dates as ISO text, empty texts and lists as null. */
export function plain(value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value) && value.length === 0) return null;
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/** The fields among `keys` whose value differs between the row before and after a write. */
export function changesOf(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  keys: Iterable<string>,
): StoredChange[] {
  const changes: StoredChange[] = [];
  for (const field of new Set(keys)) {
    if (BOOKKEEPING.has(field) || same(before[field], after[field])) continue;
    changes.push({ field, from: plain(before[field]), to: plain(after[field]) });
  }
  return changes;
}

/** A new record's filled fields, each from nothing. */
export const createdChanges = (
  row: Readonly<Record<string, unknown>>,
  keys: Iterable<string> = Object.keys(row),
): StoredChange[] => changesOf({}, row, keys);
