import { z } from 'zod';
import { getField, keyKind } from '../../domain/fields/entity.ts';
import type { EntityDef, Field } from '../../domain/fields/types.ts';
import { MESSAGES, maxChars, maxValue } from '../../domain/validation/messages.ts';
import {
  createSchema,
  bodyKeysOf,
  updateSchema,
  withBodyKeys,
  type EntitySchema,
} from '../../domain/validation/schema.ts';
import { HttpError } from '../errors.ts';

/** Texts without a declared maximum (names, cities) stop here; the database column is text. */
export const DEFAULT_TEXT_MAX = 255;
/** The largest id PostgreSQL's integer columns hold. */
export const MAX_INT = 2_147_483_647;
/** A list of ids (streets of a block) longer than this is not a form's. */
const MAX_LIST = 1000;

export interface BodyOptions {
  /** Longest text per key, when the domain declares none (else DEFAULT_TEXT_MAX). */
  maxLength?: Record<string, number>;
}

/**
 * A request body of an entity, from domain/'s schema: strict (unknown fields refused, each
 * under its own name), normalised, with Portuguese messages. Before the domain's checks, a
 * guard refuses what the database could not take: huge texts and integers beyond its range
 * (a 500 otherwise). Build once at module load. Read-only keys are refused here; those a
 * client echoes unchanged (react-admin sends the whole record back: id, counts, file objects)
 * have left the body before (server/http/echo.ts).
 */
export function entityBody<E extends EntityDef>(
  entity: E,
  mode: 'create' | 'update',
  options: BodyOptions = {},
): EntitySchema<E> {
  const schema = mode === 'create' ? createSchema(entity) : updateSchema(entity);
  const body = z.preprocess((value, ctx) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    for (const [key, raw] of Object.entries(value)) {
      const message = guard(entity, key, raw, options);
      if (message) ctx.addIssue({ code: 'custom', path: [key], message, input: raw });
    }
    return value;
  }, schema);
  return withBodyKeys(body, bodyKeysOf(schema)) as unknown as EntitySchema<E>;
}

function guard(entity: EntityDef, key: string, raw: unknown, options: BodyOptions): string | undefined {
  if (keyKind(entity, key) === 'unknown') return MESSAGES.unknownField;
  const field = getField(entity, key);
  if (!field || raw == null) return undefined;
  if (typeof raw === 'string') {
    const max = options.maxLength?.[key] ?? textMax(field);
    if (raw.length > max) return maxChars(max);
  }
  if (isWholeNumberField(field)) {
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.length > MAX_LIST) return MESSAGES.value;
    if (values.some((v) => Math.abs(Number(v)) > MAX_INT))
      return field.type === 'integer' ? maxValue(MAX_INT) : idMessage(field);
  }
  return undefined;
}

/** A declared text maximum is the domain's to check (with its message); the guard only stops the absurd. */
const textMax = (field: Field): number =>
  isWholeNumberField(field) || field.max === undefined || ['money', 'decimal', 'number'].includes(field.type)
    ? DEFAULT_TEXT_MAX
    : Math.max(field.max, DEFAULT_TEXT_MAX);

const isWholeNumberField = (field: Field): boolean => ['integer', 'reference', 'file', 'files'].includes(field.type);

const idMessage = (field: Field): string =>
  field.type === 'file' || field.type === 'files' ? MESSAGES.file : MESSAGES.reference;

/**
 * A strict body of a custom call (not an entity's create or update), its unknown fields
 * refused each under its own name, as entityBody's.
 */
export function strictBody<S extends z.ZodRawShape>(shape: S) {
  const known = new Set(Object.keys(shape));
  return z.preprocess(
    (value, ctx) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      for (const key of Object.keys(value)) {
        if (!known.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: MESSAGES.unknownField });
      }
      return value;
    },
    z.strictObject(shape, { error: (issue) => (issue.code === 'invalid_type' ? MESSAGES.invalidRequest : undefined) }),
  );
}

/**
 * The `project_id` a list of a project's records asks for (blocks, streets): required, a
 * positive integer. Whether the user may see it is requireProject's to say.
 */
export const projectIdQuery = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required })
  .pipe(
    z.coerce
      .number<string>({ error: MESSAGES.reference })
      .int({ error: MESSAGES.reference })
      .positive({ error: MESSAGES.reference })
      .max(MAX_INT, { error: MESSAGES.reference }),
  );

/** A record stays in its project: a PATCH naming another project_id is refused (400 on the field). */
export function keepProject(sent: number | null | undefined, projectId: number): void {
  if (sent !== undefined && sent !== projectId) {
    throw new HttpError(400, MESSAGES.invalidRequest, { project_id: MESSAGES.readOnly });
  }
}
