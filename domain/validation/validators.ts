import { isEmptyValue, type FormContext, type Values } from '../fields/condition.ts';
import { getField, isVisible } from '../fields/entity.ts';
import type { EntityDef, Field } from '../fields/types.ts';
import { checkValue, isRequired, requiredMessage, type Mode } from './check-field.ts';
import { maxFiles } from './messages.ts';

/** A react-admin input validator: `validate={fieldValidator(lot, 'cpf')}`. */
export type FieldValidator = (value: unknown, allValues?: Values) => string | undefined;

export interface ValidatorOptions {
  ctx?: FormContext;
  mode?: Mode;
  now?: Date;
}

/**
 * The same checks the server runs, for one input. A hidden field is never in error. File
 * inputs hold browser File objects before upload, so only their presence and count are checked.
 */
export const fieldValidator = (
  entity: EntityDef,
  name: string | Field,
  options: ValidatorOptions = {},
): FieldValidator => {
  const field = typeof name === 'string' ? getField(entity, name) : name;
  if (!field) throw new Error(`${entity.resource} has no field ${String(name)}`);
  return (value, allValues = {}) => {
    const visible = isVisible(entity, field, allValues, options.ctx);
    if (!visible) return undefined;
    if (field.type === 'file' || field.type === 'files') {
      if (isEmptyValue(value)) return isRequired(field, options.mode) ? requiredMessage(field) : undefined;
      return field.type === 'files' && Array.isArray(value) && value.length > field.limit
        ? maxFiles(field.limit)
        : undefined;
    }
    const checked = checkValue(field, value, { mode: options.mode, now: options.now, visible });
    return checked.ok ? undefined : checked.message;
  };
};

/** Validators for every field of an entity, by field name. */
export const entityValidators = (entity: EntityDef, options: ValidatorOptions = {}): Record<string, FieldValidator> =>
  Object.fromEntries(entity.fields.filter((f) => !f.readOnly).map((f) => [f.name, fieldValidator(entity, f, options)]));
