/**
 * The PostgreSQL error behind a failed query, by SQLSTATE, on either engine: drizzle wraps the
 * driver's error (node-postgres or PGlite; both carry `code` and `constraint`) in `cause`.
 * Never log or send these errors raw: their message and parameters carry personal data (CPF,
 * names); only the SQLSTATE and the constraint name are read here.
 */
export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  numericOutOfRange: '22003',
  invalidTextRepresentation: '22P02',
} as const;

export interface DbErrorInfo {
  code: string;
  constraint?: string;
}

/** The SQLSTATE and constraint of a database error, or null when it is not one. */
export function dbErrorOf(error: unknown): DbErrorInfo | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
    current = cause;
  }
  return null;
}

/** The SQLSTATE of a database error (`23505`...), or undefined for anything else. */
export const sqlState = (error: unknown): string | undefined => dbErrorOf(error)?.code;

/** True when the error is a unique violation (of that constraint, if named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const info = dbErrorOf(error);
  return info?.code === SQLSTATE.uniqueViolation && (!constraint || info.constraint === constraint);
}
