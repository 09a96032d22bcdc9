import type { HttpError } from '../http/errors.ts';

/**
 * Database constraint failures as answers. drizzle wraps the driver's error (pg or PGlite)
 * and keeps it as `cause`; its message carries the query's parameters (CPFs, names), so it
 * is never logged or sent: only its SQLSTATE and constraint name are read here.
 */
export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
} as const;

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The driver error inside a drizzle error (or the error itself), when it has a SQLSTATE. */
function driverError(error: unknown): DriverError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as DriverError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error (`23505`...), or undefined for anything else. */
export const sqlState = (error: unknown): string | undefined => driverError(error)?.code as string | undefined;

/** The name of the violated constraint, when the driver reports it. */
export const constraintOf = (error: unknown): string | undefined => {
  const constraint = driverError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
};

/** Answers for constraint failures, by SQLSTATE; other errors pass through unchanged. */
export type ConstraintAnswers = Partial<Record<(typeof SQLSTATE)[keyof typeof SQLSTATE], (constraint?: string) => HttpError>>;

/** Runs a write and turns the listed constraint failures into answers (409, 400...). */
export async function answeringConstraints<T>(work: () => Promise<T>, answers: ConstraintAnswers): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const state = sqlState(error) as keyof ConstraintAnswers | undefined;
    const answer = state ? answers[state] : undefined;
    if (answer) throw answer(constraintOf(error));
    throw error;
  }
}
