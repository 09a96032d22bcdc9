/**
 * Whether a value a client echoed back is the one the API answered (issue #13 part 5): the
 * save routes (server/http/echo.ts) and the family forms (server/families/echo.ts) drop an
 * echoed read-only key only when it is, and refuse it by name otherwise.
 */

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Equal as a client means it: JSON values alike; the same instant however written; a linked
 * record (file object, street) by its id, since its signed link or name may have been renewed.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'string' && typeof b === 'string')
    return ISO_INSTANT.test(a) && ISO_INSTANT.test(b) && Date.parse(a) === Date.parse(b);
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  if ('id' in x && 'id' in y) return x.id === y.id;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...keys].every((key) => sameValue(x[key], y[key]));
}
