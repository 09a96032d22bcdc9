/** Rows of a raw `db.execute()` answer; both drivers put them under `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** `count(*)` is a number on PGlite and a string (bigint) on node-postgres. */
export function toCount(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}
