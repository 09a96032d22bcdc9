import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { Validator } from 'react-admin';
import {
  evaluate,
  fieldValidator,
  fieldsRead,
  getField,
  isRequired,
  visibilityOf,
  type Condition,
  type EntityDef,
  type Field,
  type FormContext,
  type Mode,
  type View,
} from './model';

/** A field of the entity by name (or storage key), or the field itself. */
export function resolveField(entity: EntityDef, field: string | Field): Field {
  const found = typeof field === 'string' ? getField(entity, field) : field;
  if (!found) throw new Error(`${entity.resource} has no field ${String(field)}`);
  return found;
}

export const modeOf = (view: View): Mode => (view === 'edit' ? 'update' : 'create');

/**
 * The domain's validator for one input, marked `isRequired` so react-admin draws the asterisk
 * (ra-core's `isRequired(validate)` reads that flag).
 */
export function domainValidator(
  entity: EntityDef,
  field: Field,
  ctx: FormContext = {},
  mode: Mode = 'create',
): Validator {
  const validate = fieldValidator(entity, field, { ctx, mode }) as Validator & { isRequired?: boolean };
  validate.isRequired = isRequired(field, mode);
  return validate;
}

export function useDomainValidator(entity: EntityDef, field: Field, ctx: FormContext, mode: Mode): Validator {
  const { projectClass, projectModality, isNew } = ctx;
  return useMemo(
    () => domainValidator(entity, field, { projectClass, projectModality, isNew }, mode),
    [entity, field, projectClass, projectModality, isNew, mode],
  );
}

/** Whether each condition holds on the live form values (only the fields they read are watched). */
export function useConditions(conditions: readonly (Condition | undefined)[], ctx: FormContext): boolean[] {
  const names = useMemo(() => [...new Set(conditions.flatMap(fieldsRead))], [conditions]);
  const watched = useWatch({ name: names, disabled: names.length === 0 }) as unknown[] | undefined;
  const values = Object.fromEntries(names.map((name, i) => [name, Array.isArray(watched) ? watched[i] : undefined]));
  return conditions.map((condition) => evaluate(condition, values, ctx));
}

export function useCondition(condition: Condition | undefined, ctx: FormContext): boolean {
  const conditions = useMemo(() => [condition], [condition]);
  return useConditions(conditions, ctx)[0];
}

/** A field's `when` (and its section's) against the live form values. */
export const useFieldVisible = (entity: EntityDef, field: Field, ctx: FormContext): boolean =>
  useCondition(visibilityOf(entity, field), ctx);
