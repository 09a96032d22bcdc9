import { z } from 'zod';
import type { Field } from '../fields/types.ts';
import { requiredMessage } from './check-field.ts';
import { MESSAGES } from './messages.ts';

/**
 * The JSON shapes a field accepts before normalisation. They make the OpenAPI document
 * say something useful (input side of the schema) and refuse wrong JSON types early. A
 * missing value gets the field's required message (the key is left out of a body).
 */
export const gate = (field: Field): z.ZodType => {
  const error = (issue: { input?: unknown }) => (issue.input === undefined ? requiredMessage(field) : MESSAGES.value);
  const stringOrNumber = () => z.union([z.number(), z.string()], { error });
  const id = () => z.union([z.number().int(), z.string()], { error });
  switch (field.type) {
    case 'money':
    case 'decimal':
    case 'number':
    case 'integer':
    case 'text':
    case 'longText':
    case 'richText':
      return stringOrNumber();
    case 'boolean':
      return z.union([z.boolean(), z.string(), z.number()], { error });
    case 'choice':
      return z.union([z.string(), z.number()], { error });
    case 'multiChoice':
      return z.union([z.array(z.union([z.string(), z.number()])), z.string()], { error });
    case 'file':
      return id();
    case 'files':
      return z.array(id(), { error });
    case 'reference':
      return field.multiple ? z.array(id(), { error }) : id();
    case 'incomeRange':
      return z.object(
        { value_from: stringOrNumber().nullable().optional(), value_to: stringOrNumber().nullable().optional() },
        { error },
      );
    case 'json':
      return z.unknown();
    default:
      return z.string({ error });
  }
};
