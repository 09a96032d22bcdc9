import { z } from 'zod';
import type { FormContext } from '../fields/condition.ts';
import { RECORD_STAMPS, isVisible, storageKey, visibilityOf, writableFields } from '../fields/entity.ts';
import type { EntityDef, Field } from '../fields/types.ts';
import type { EntityValues } from '../fields/values.ts';
import { checkValue, isRequired, requiredMessage, type Mode } from './check-field.ts';
import { MESSAGES } from './messages.ts';
import { gate } from './zod-gates.ts';

export interface SchemaOptions {
  /** The screen's context, for fields shown only in some projects. */
  ctx?: FormContext;
  /** "Today" for past-only dates; the moment of parsing by default. */
  now?: Date;
  /** Accept and drop read-only keys (id, computed, stamps, file objects) instead of refusing them. */
  ignoreReadOnly?: boolean;
}

/** A request body schema: strict, normalising to stored form, messages keyed by field. */
export type EntitySchema<E extends EntityDef> = z.ZodType<EntityValues<E>>;

/** POST body: required fields must be present. */
export const createSchema = <E extends EntityDef>(entity: E, options: SchemaOptions = {}): EntitySchema<E> =>
  buildSchema(entity, 'create', options);

/** PATCH body: every field optional; a required field sent empty is still refused. */
export const updateSchema = <E extends EntityDef>(entity: E, options: SchemaOptions = {}): EntitySchema<E> =>
  buildSchema(entity, 'update', options);

/** The keys an entity's body schema knows: those a client may write and those it may only read. */
export interface BodyKeys {
  writable: readonly string[];
  readOnly: readonly string[];
}

/**
 * A client that echoes a record sends back what it read (ids, computed values, stamps, file
 * objects), and the API accepts what equals its answer (server/http/echo.ts): for that it
 * asks the route's body schema which keys it may write. Kept beside the schema, so a wrapper
 * (server/projects/body.ts) passes them on.
 */
const BODY_KEYS = new WeakMap<object, BodyKeys>();
export const bodyKeysOf = (schema: unknown): BodyKeys | undefined =>
  schema && typeof schema === 'object' ? BODY_KEYS.get(schema) : undefined;
export const withBodyKeys = <S extends object>(schema: S, keys: BodyKeys | undefined): S => {
  if (keys) BODY_KEYS.set(schema, keys);
  return schema;
};

const buildSchema = <E extends EntityDef>(entity: E, mode: Mode, options: SchemaOptions): EntitySchema<E> => {
  const shape: Record<string, z.ZodType> = {};
  for (const key of readOnlyKeys(entity)) shape[key] = readOnlySchema(options.ignoreReadOnly);
  const writable = writableFields(entity);
  for (const field of writable)
    shape[storageKey(field)] = fieldSchema(field, mode, !visibilityOf(entity, field), options.now);
  const conditional = writable.filter((f) => visibilityOf(entity, f) && isRequired(f, mode));
  const schema = z
    .strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.unknownField : undefined) })
    .superRefine(
      (values: Record<string, unknown>, ctx) => {
        for (const field of conditional) {
          const key = storageKey(field);
          const missing = mode === 'create' ? values[key] == null : values[key] === null;
          if (missing && isVisible(entity, field, values, options.ctx)) {
            ctx.addIssue({ code: 'custom', message: requiredMessage(field), path: [key] });
          }
        }
      },
      { when: () => conditional.length > 0 },
    )
    .transform((values) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)));
  return withBodyKeys(schema, {
    writable: writable.map(storageKey),
    readOnly: readOnlyKeys(entity),
  }) as unknown as EntitySchema<E>;
};

/** One writable field: JSON gate, then the shared check. Absent optional keys stay absent. */
const fieldSchema = (field: Field, mode: Mode, alwaysShown: boolean, now: Date | undefined): z.ZodType => {
  // A key always required on create is required in the JSON schema too (OpenAPI says so).
  const mustBeSent = mode === 'create' && alwaysShown && isRequired(field, mode);
  const accepted = mustBeSent ? gate(field).nullable() : gate(field).nullable().optional();
  return accepted
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      const checked = checkValue(field, raw, { mode, now, visible: alwaysShown });
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    })
    .meta({ title: field.label });
};

const readOnlySchema = (ignore: boolean | undefined): z.ZodType =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      if (raw !== undefined && !ignore) ctx.addIssue({ code: 'custom', message: MESSAGES.readOnly });
      return undefined;
    });

/** Keys a client may see but not send. */
const readOnlyKeys = (entity: EntityDef): string[] => [
  ...RECORD_STAMPS,
  ...entity.fields.flatMap((f) => (f.readOnly ? [storageKey(f), ...(storageKey(f) !== f.name ? [f.name] : [])] : [])),
  ...entity.fields.filter((f) => !f.readOnly && storageKey(f) !== f.name).map((f) => f.name),
];
