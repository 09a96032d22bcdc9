import { isEmptyValue, type FormContext, type Values } from '../fields/condition.ts';
import { isVisible, keyKind, storageKey, writableFields } from '../fields/entity.ts';
import type { EntityDef } from '../fields/types.ts';
import { checkValue, isRequired, requiredMessage, type Mode } from './check-field.ts';
import { MESSAGES } from './messages.ts';

export interface RecordOptions {
  mode?: Mode;
  ctx?: FormContext;
  now?: Date;
  /** Drop read-only keys (id, computed and display fields) instead of refusing them. */
  ignoreReadOnly?: boolean;
  /** Leave hidden fields unchecked and out of the values (a form cannot show their errors). */
  skipHidden?: boolean;
  /** Ignore keys the entity does not know (a form's extra state) instead of refusing them. */
  ignoreUnknown?: boolean;
}

export interface RecordCheck {
  /** The sent fields in stored form (masks stripped, dates ISO, money as numbers). */
  values: Record<string, unknown>;
  /** Field → pt-BR message; empty when the record is valid. */
  errors: Record<string, string>;
}

/**
 * A whole record against its entity, without zod: what react-admin's form-level `validate`
 * and the data provider (to send stored forms) use. Required fields count only when shown.
 */
export const checkRecord = (entity: EntityDef, input: Values, options: RecordOptions = {}): RecordCheck => {
  const { mode = 'create', ctx, now } = options;
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const key of Object.keys(input)) {
    const kind = keyKind(entity, key);
    if (kind === 'unknown' && !options.ignoreUnknown) errors[key] = MESSAGES.unknownField;
    else if (kind === 'readOnly' && !options.ignoreReadOnly) errors[key] = MESSAGES.readOnly;
  }
  for (const field of writableFields(entity)) {
    const key = storageKey(field);
    if (input[key] === undefined && mode === 'update') continue;
    if (options.skipHidden && !isVisible(entity, field, input, ctx)) continue;
    const parsed = checkValue(field, input[key], { mode, now, visible: false });
    if (parsed.ok) {
      if (parsed.value !== null || input[key] !== undefined) values[key] = parsed.value;
    } else errors[key] = parsed.message;
  }
  // Required-ness depends on what is shown, which depends on the values just read.
  const seen = { ...input, ...values };
  for (const field of writableFields(entity)) {
    const key = storageKey(field);
    if (errors[key] || !isEmptyValue(input[key]) || (input[key] === undefined && mode === 'update')) continue;
    if (isRequired(field, mode) && isVisible(entity, field, seen, ctx)) errors[key] = requiredMessage(field);
  }
  return { values, errors };
};

/** Field → message for the react-admin form-level `validate` prop; hidden fields are skipped. */
export const validateRecord = (entity: EntityDef, input: Values, options: RecordOptions = {}): Record<string, string> =>
  checkRecord(entity, input, { ignoreReadOnly: true, ignoreUnknown: true, skipHidden: true, ...options }).errors;
