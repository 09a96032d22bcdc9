import { isEmptyValue } from '../fields/condition.ts';
import type { Field } from '../fields/types.ts';
import { isFutureDate } from './dates.ts';
import { labelOf } from '../enums/choice.ts';
import {
  MESSAGES,
  maxChars,
  maxFiles,
  maxOptions,
  maxValue,
  minChars,
  minValue,
  optionAlone,
  optionsOpposite,
} from './messages.ts';
import { fail, ok, type Outcome } from './outcome.ts';
import { parseValue } from './parse-value.ts';
import { DEFAULT_MAX_CHARS, LIMITS } from './limits.ts';

export type Mode = 'create' | 'update';

export interface CheckOptions {
  /** create: required fields must be given; update: only what is sent is checked. */
  mode?: Mode;
  /** Whether the field is shown; a hidden field is never required. Default true. */
  visible?: boolean;
  /** "Today" for dates that must be in the past. */
  now?: Date;
}

export const isRequired = (field: Field, mode: Mode = 'create'): boolean =>
  field.required === true || (field.required === 'create' && mode === 'create');

export const requiredMessage = (field: Field): string =>
  field.requiredMessage ?? (field.type === 'multiChoice' ? MESSAGES.selectAtLeastOne : MESSAGES.required);

/**
 * One value against its field: empty → null (or the required message), else the stored
 * form after type, length, range, count and date checks.
 */
export const checkValue = (field: Field, raw: unknown, options: CheckOptions = {}): Outcome => {
  if (isEmptyValue(raw)) {
    const required = options.visible !== false && isRequired(field, options.mode);
    return required ? fail(requiredMessage(field)) : ok(null);
  }
  const parsed = parseValue(field, raw);
  if (!parsed.ok) return parsed;
  const message = checkLimits(field, parsed.value, options.now);
  return message ? fail(message) : parsed;
};

const NUMBER_BOUND: Partial<Record<Field['type'], number>> = {
  integer: LIMITS.integer,
  number: LIMITS.integer,
  money: LIMITS.money,
  decimal: LIMITS.decimal,
};

const checkLimits = (field: Field, value: unknown, now?: Date): string | undefined => {
  const { min, max } = field;
  if (typeof value === 'string' && field.type !== 'date' && field.type !== 'datetime') {
    const maxLength = max ?? DEFAULT_MAX_CHARS[field.type];
    if (min !== undefined && value.length < min) return minChars(min);
    if (maxLength !== undefined && value.length > maxLength) return maxChars(maxLength);
  }
  if (typeof value === 'number' && field.type !== 'file' && field.type !== 'reference') {
    const bound = NUMBER_BOUND[field.type];
    const highest = max ?? bound;
    if (min !== undefined && value < min) return minValue(min);
    if (highest !== undefined && value > highest) return maxValue(highest);
    if (bound !== undefined && value < -bound) return minValue(-bound);
  }
  if (field.type === 'multiChoice' && Array.isArray(value)) {
    if (min !== undefined && value.length < min) return MESSAGES.selectAtLeastOne;
    if (max !== undefined && value.length > max) return maxOptions(max);
    const alone = value.length > 1 ? field.alone?.find((option) => value.includes(option)) : undefined;
    if (alone !== undefined) return optionAlone(labelOf(field.choices, alone));
    const opposite = field.opposites?.find(([a, b]) => value.includes(a) && value.includes(b));
    if (opposite) return optionsOpposite(labelOf(field.choices, opposite[0]), labelOf(field.choices, opposite[1]));
  }
  if (field.type === 'files' && Array.isArray(value) && value.length > field.limit) return maxFiles(field.limit);
  if (field.type === 'date' && field.past && typeof value === 'string' && isFutureDate(value, now))
    return MESSAGES.pastDate;
  return undefined;
};
