import type { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** The body of a 400 answer (docs/architecture.md#shared-pieces), shown inline by react-admin. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string>;
}

/**
 * A zod error as `{ field: message }`, first message per field. Nested paths are joined
 * with dots (`selectedIncome.value_from`); list positions are dropped so the message lands
 * on the list field; unknown keys each get their own entry.
 */
export const zodErrorToFieldErrors = (error: z.ZodError): Record<string, string> => {
  const errors: Record<string, string> = {};
  const put = (key: string, message: string) => {
    if (!(key in errors)) errors[key] = message;
  };
  for (const issue of error.issues) {
    const prefix = issue.path.filter((p) => typeof p === 'string').join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) put(prefix ? `${prefix}.${key}` : key, MESSAGES.unknownField);
    } else put(prefix || '_', issue.message);
  }
  return errors;
};

export const validationErrorBody = (error: z.ZodError): ValidationErrorBody => ({
  message: MESSAGES.invalidRequest,
  errors: zodErrorToFieldErrors(error),
});
